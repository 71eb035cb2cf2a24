import themes from '../../../assets/themes.json'
import type { AnswerCache } from '../../core/answer-cache'
import { notFound } from '../../core/errors'
import type { UsersService } from '../users/users.service'

/** What other features contribute to the dashboard payload; a feature not built yet contributes nothing. */
export interface DashboardSections {
  authenticators: (userId: number) => unknown[]
  sidebarItems: (userId: number) => unknown[]
  homepageItems: (userId: number) => unknown[]
  iconPacks: (userId: number) => unknown[]
  unreadNotifications: (userId: number) => number
  connectionSetup: (userId: number) => boolean
}

const none: DashboardSections = {
  authenticators: () => [],
  sidebarItems: () => [],
  homepageItems: () => [],
  iconPacks: () => [],
  unreadNotifications: () => 0,
  connectionSetup: () => false,
}

const LIGHT_THEMES = new Set(themes.filter((theme) => theme.type === 'light').map((theme) => theme.value))

export function createDashboardService(deps: {
  answers: AnswerCache
  users: UsersService
  sections?: Partial<DashboardSections>
  /** The SVG of the embedded icons inside what is shown, for a theme type (the icons feature's createInlineIcons). */
  inlineIcons?: (shown: unknown, theme: 'dark' | 'light') => Record<string, string>
}) {
  const sections = { ...none, ...deps.sections }
  const inlineIcons = deps.inlineIcons ?? (() => ({}))

  const build = (userId: number, forDisplay = false) => {
    const userData = deps.users.userData(userId)
    if (!userData) throw notFound('User not found.')
    const payload = {
      authenticators: forDisplay ? [] : sections.authenticators(userId),
      userData,
      // A display reads its views' own items: the sidebar and home would name every folder, list and link of its owner.
      sidebarItems: forDisplay ? [] : sections.sidebarItems(userId),
      homepageItems: forDisplay ? [] : sections.homepageItems(userId),
      iconPacks: sections.iconPacks(userId),
      unreadNotifications: sections.unreadNotifications(userId),
      connectionSetup: sections.connectionSetup(userId),
    }
    // Home cards first: when a home has more icons than travel inline, the ones further down load by address.
    const shown = [payload.homepageItems, payload.sidebarItems, payload.authenticators, userData]
    return { ...payload, iconImages: inlineIcons(shown, LIGHT_THEMES.has(userData.colorTheme) ? 'light' : 'dark') }
  }

  return {
    build,
    /** The serialised { error, message } answer, rebuilt only after a write. */
    answer: (userId: number) => deps.answers.answer(`dashboard:${userId}`, () => build(userId)),
    /** What a wall display reads: the owner's settings, without authenticators, sidebar or home cards (its views load their own). */
    forDisplay: (userId: number) => deps.answers.answer(`dashboard-display:${userId}`, () => build(userId, true)),
  }
}

export type DashboardService = ReturnType<typeof createDashboardService>
