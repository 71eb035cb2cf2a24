import type { Database } from '../../core/db'

export function createSettingsRepo(db: Database) {
  const setTheme = db.query('UPDATE users SET color_theme = ?, updated_at = ? WHERE id = ?')
  const setUiMode = db.query('UPDATE users SET ui_mode = ?, updated_at = ? WHERE id = ?')
  return {
    setTheme: (userId: number, theme: string, now: number) => setTheme.run(theme, now, userId),
    setUiMode: (userId: number, uiMode: string, now: number) => setUiMode.run(uiMode, now, userId),
  }
}
