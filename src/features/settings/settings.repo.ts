import type { Database } from '../../core/db'
import { SWITCH_NAMES } from '../../definitions/feature-switches'
import type { GeneralSettings } from './settings.schema'

// Each feature switch is a users column of its own name.
const SET_SWITCHES = SWITCH_NAMES.map((name) => `${name} = $${name}`).join(', ')

export function createSettingsRepo(db: Database) {
  const setTheme = db.query('UPDATE users SET color_theme = ?, updated_at = ? WHERE id = ?')
  const setUiMode = db.query('UPDATE users SET ui_mode = ?, updated_at = ? WHERE id = ?')
  const setGeneral = db.query(
    `UPDATE users SET site_name = $siteName, site_logo = $siteLogo, ui_mode = $uiMode, ${SET_SWITCHES}, updated_at = $now WHERE id = $id`,
  )
  const setWeather = db.query(
    'UPDATE users SET weather_location = ?, weather_latitude = ?, weather_longitude = ?, weather_unit = ?, updated_at = ? WHERE id = ?',
  )
  return {
    setTheme: (userId: number, theme: string, now: number) => setTheme.run(theme, now, userId),
    setUiMode: (userId: number, uiMode: string, now: number) => setUiMode.run(uiMode, now, userId),
    setGeneral: (userId: number, s: GeneralSettings, now: number) =>
      setGeneral.run({
        id: userId,
        now,
        siteName: s.siteName,
        siteLogo: s.siteLogo ? JSON.stringify(s.siteLogo) : null,
        uiMode: s.uiMode,
        ...Object.fromEntries(SWITCH_NAMES.map((name) => [name, +s[name]])),
      }),
    setWeather: (userId: number, w: { location: string; latitude: number; longitude: number; unit: string }, now: number) =>
      setWeather.run(w.location, w.latitude, w.longitude, w.unit, now, userId),
  }
}
