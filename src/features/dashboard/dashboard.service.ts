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

export function createDashboardService(deps: { answers: AnswerCache; users: UsersService; sections?: Partial<DashboardSections> }) {
  const sections = { ...none, ...deps.sections }

  const build = (userId: number) => {
    const userData = deps.users.userData(userId)
    if (!userData) throw notFound('User not found.')
    return {
      authenticators: sections.authenticators(userId),
      userData,
      sidebarItems: sections.sidebarItems(userId),
      homepageItems: sections.homepageItems(userId),
      iconPacks: sections.iconPacks(userId),
      unreadNotifications: sections.unreadNotifications(userId),
      connectionSetup: sections.connectionSetup(userId),
    }
  }

  return {
    build,
    /** The serialised { error, message } answer, rebuilt only after a write. */
    answer: (userId: number) => deps.answers.answer(`dashboard:${userId}`, () => build(userId)),
  }
}

export type DashboardService = ReturnType<typeof createDashboardService>
