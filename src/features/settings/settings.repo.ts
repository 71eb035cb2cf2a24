import type { Database } from '../../core/db'
import type { GeneralSettings } from './settings.schema'

export function createSettingsRepo(db: Database) {
  const setTheme = db.query('UPDATE users SET color_theme = ?, updated_at = ? WHERE id = ?')
  const setUiMode = db.query('UPDATE users SET ui_mode = ?, updated_at = ? WHERE id = ?')
  const setGeneral = db.query(
    `UPDATE users SET site_name = $siteName, site_logo = $siteLogo, ui_mode = $uiMode, authenticator = $authenticator,
       camerafeed = $camerafeed, networkdevices = $networkdevices, todolist = $todolist, snippetmanager = $snippetmanager,
       linksalwaysnewtab = $linksalwaysnewtab, foldersalwaysnewtab = $foldersalwaysnewtab, updated_at = $now
     WHERE id = $id`,
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
        authenticator: +s.authenticator,
        camerafeed: +s.camerafeed,
        networkdevices: +s.networkdevices,
        todolist: +s.todolist,
        snippetmanager: +s.snippetmanager,
        linksalwaysnewtab: +s.linksalwaysnewtab,
        foldersalwaysnewtab: +s.foldersalwaysnewtab,
      }),
    setWeather: (userId: number, w: { location: string; latitude: number; longitude: number; unit: string }, now: number) =>
      setWeather.run(w.location, w.latitude, w.longitude, w.unit, now, userId),
  }
}
