import type { Clock } from '../../core/clock'
import type { Database } from '../../core/db'
import { badRequest, notFound } from '../../core/errors'
import { SWITCH_NAMES } from '../../definitions/feature-switches'
import type { UiMode } from '../users/users.schema'
import type { UsersService } from '../users/users.service'
import { createSettingsRepo } from './settings.repo'
import type { GeneralSettings, SettingsBody, WeatherSettingsBody } from './settings.schema'

const UNITS = ['metric', 'imperial']

/** Coordinates arrive as numbers or, straight from a geocoder, as numeric strings. */
function coordinate(value: number | string | undefined, limit: number): number | null {
  const n = typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : value
  if (n === undefined || !Number.isFinite(n)) return null
  if (Math.abs(n) > limit) throw badRequest('Location coordinates are out of range.')
  return n
}

export function createSettingsService(deps: { db: Database; clock: Clock; users: UsersService }) {
  const { db, clock, users } = deps
  const repo = createSettingsRepo(db)

  const general = (userId: number): GeneralSettings => {
    const u = users.userData(userId)
    if (!u) throw notFound('User not found.')
    const switches = Object.fromEntries(SWITCH_NAMES.map((name) => [name, u[name]]))
    return { siteName: u.siteName, siteLogo: u.siteLogo, uiMode: u.uiMode, ...switches } as GeneralSettings
  }

  return {
    /** The theme is one of assets/themes.json (the route's schema checks it). */
    setTheme(userId: number, colorTheme: string) {
      repo.setTheme(userId, colorTheme, clock.now())
    },
    setUiMode(userId: number, uiMode: UiMode) {
      repo.setUiMode(userId, uiMode, clock.now())
    },
    general,
    /** Switches left out of the body keep their value; site name and logo are always required. */
    saveGeneral(userId: number, body: SettingsBody) {
      const siteName = body.siteName?.trim() ?? ''
      if (!siteName) throw badRequest('Site name is required')
      if (!body.siteLogo) throw badRequest('You must have to select a site logo.')
      const next = { ...general(userId), siteName, siteLogo: body.siteLogo }
      if (body.uiMode !== undefined) next.uiMode = body.uiMode
      for (const name of SWITCH_NAMES) if (body[name] !== undefined) next[name] = body[name]
      repo.setGeneral(userId, next, clock.now())
      return next
    },
    saveWeather(userId: number, body: WeatherSettingsBody) {
      const name = body.location?.location?.trim()
      const latitude = coordinate(body.location?.latitude, 90)
      const longitude = coordinate(body.location?.longitude, 180)
      if (!name || latitude === null || longitude === null) throw badRequest('Location selection is required.')
      if (!body.unit) throw badRequest('Unit selection is required.')
      if (!UNITS.includes(body.unit)) throw badRequest('Unit must be metric or imperial.')
      repo.setWeather(userId, { location: name, latitude, longitude, unit: body.unit }, clock.now())
    },
  }
}

export type SettingsService = ReturnType<typeof createSettingsService>
