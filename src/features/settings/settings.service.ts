import type { Clock } from '../../core/clock'
import type { Database } from '../../core/db'
import { badRequest, notFound } from '../../core/errors'
import { UI_MODES, type Icon, type UiMode } from '../users/users.schema'
import { checkIcon, type UsersService } from '../users/users.service'
import { createSettingsRepo } from './settings.repo'
import { FEATURE_SWITCHES, THEME_VALUES, type GeneralSettings } from './settings.schema'

const SITE_NAME_MAX = 100
const LOCATION_MAX = 300
const UNITS = ['metric', 'imperial']

const checkUiMode = (uiMode: string): UiMode => {
  if (!(UI_MODES as readonly string[]).includes(uiMode)) throw badRequest('UI mode must be compact, normal or comfort.')
  return uiMode as UiMode
}

/** Coordinates arrive as numbers or, straight from a geocoder, as numeric strings. */
function coordinate(value: number | string | undefined, limit: number): number | null {
  const n = typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : value
  if (n === undefined || !Number.isFinite(n)) return null
  if (Math.abs(n) > limit) throw badRequest('Location coordinates are out of range.')
  return n
}

export function createSettingsService(db: Database, clock: Clock, users: UsersService) {
  const repo = createSettingsRepo(db)

  const general = (userId: number): GeneralSettings => {
    const u = users.userData(userId)
    if (!u) throw notFound('User not found.')
    const switches = Object.fromEntries(FEATURE_SWITCHES.map((name) => [name, u[name]])) as Pick<GeneralSettings, (typeof FEATURE_SWITCHES)[number]>
    return { siteName: u.siteName, siteLogo: u.siteLogo, uiMode: u.uiMode, ...switches }
  }

  return {
    setTheme(userId: number, colorTheme: string) {
      if (!THEME_VALUES.includes(colorTheme)) throw badRequest('Unknown colour theme.')
      repo.setTheme(userId, colorTheme, clock.now())
    },
    setUiMode(userId: number, uiMode: string) {
      repo.setUiMode(userId, checkUiMode(uiMode), clock.now())
    },
    general,
    /** Switches left out of the body keep their value; site name and logo are always required. */
    saveGeneral(userId: number, body: { siteName?: string; siteLogo?: Partial<Icon> | null; uiMode?: string } & Partial<Record<string, unknown>>) {
      const siteName = body.siteName?.trim() ?? ''
      if (!siteName) throw badRequest('Site name is required')
      if (siteName.length > SITE_NAME_MAX) throw badRequest(`Site name must be at most ${SITE_NAME_MAX} characters.`)
      const siteLogo = checkIcon(body.siteLogo, 'The site logo must be an image path or an http(s) address.')
      if (!siteLogo) throw badRequest('You must have to select a site logo.')
      const next = { ...general(userId), siteName, siteLogo }
      if (body.uiMode !== undefined) next.uiMode = checkUiMode(body.uiMode)
      for (const name of FEATURE_SWITCHES) if (typeof body[name] === 'boolean') next[name] = body[name] as boolean
      repo.setGeneral(userId, next, clock.now())
      return next
    },
    saveWeather(userId: number, body: { location?: { location?: string; latitude?: number | string; longitude?: number | string } | null; unit?: string }) {
      const name = body.location?.location?.trim()
      const latitude = coordinate(body.location?.latitude, 90)
      const longitude = coordinate(body.location?.longitude, 180)
      if (!name || latitude === null || longitude === null) throw badRequest('Location selection is required.')
      if (name.length > LOCATION_MAX) throw badRequest(`The location name must be at most ${LOCATION_MAX} characters.`)
      if (!body.unit) throw badRequest('Unit selection is required.')
      if (!UNITS.includes(body.unit)) throw badRequest('Unit must be metric or imperial.')
      repo.setWeather(userId, { location: name, latitude, longitude, unit: body.unit }, clock.now())
    },
  }
}

export type SettingsService = ReturnType<typeof createSettingsService>
