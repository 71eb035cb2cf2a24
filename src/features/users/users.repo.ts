import type { Database } from '../../core/db'
import type { Icon } from '../../core/input'
import { SWITCH_NAMES, type FeatureSwitch } from '../../definitions/feature-switches'
import type { UiMode, UserData } from './users.schema'

// Each feature switch is a users column of its own name (0/1).
type UserRow = Record<FeatureSwitch, number> & {
  id: number
  username: string
  password_hash: string
  full_name: string
  avatar: string | null
  site_name: string
  site_logo: string | null
  hide_branding: number
  ui_mode: UiMode
  color_theme: string
  is_super_admin: number
  weather_location: string | null
  weather_latitude: number | null
  weather_longitude: number | null
  weather_unit: 'metric' | 'imperial'
}

const icon = (json: string | null): Icon | null => (json ? (JSON.parse(json) as Icon) : null)

function toUserData(r: UserRow): UserData {
  return {
    id: r.id,
    fullName: r.full_name,
    username: r.username,
    userAvatar: icon(r.avatar),
    siteName: r.site_name,
    siteLogo: icon(r.site_logo),
    hideBranding: r.hide_branding === 1,
    uiMode: r.ui_mode,
    colorTheme: r.color_theme,
    isSuperAdmin: r.is_super_admin === 1,
    ...(Object.fromEntries(SWITCH_NAMES.map((name) => [name, r[name] === 1])) as Record<FeatureSwitch, boolean>),
    weather:
      r.weather_location !== null && r.weather_latitude !== null && r.weather_longitude !== null
        ? { location: r.weather_location, latitude: r.weather_latitude, longitude: r.weather_longitude, unit: r.weather_unit }
        : null,
  }
}

export function createUsersRepo(db: Database) {
  const byId = db.query<UserRow, [number]>('SELECT * FROM users WHERE id = ?')
  const byUsername = db.query<UserRow, [string]>('SELECT * FROM users WHERE username = ?')
  const count = db.query<{ n: number }, []>('SELECT count(*) AS n FROM users')
  const insert = db.query<{ id: number }, [string, string, string, number, string, number, number]>(
    `INSERT INTO users (username, password_hash, full_name, is_super_admin, site_logo, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
  const setPassword = db.query('UPDATE users SET password_hash = ?, session_version = session_version + 1, updated_at = ? WHERE id = ?')

  const list = db.query<UserRow, []>('SELECT * FROM users ORDER BY is_super_admin DESC, username')
  const setProfile = db.query('UPDATE users SET full_name = ?, site_name = ?, updated_at = ? WHERE id = ?')
  const setAvatar = db.query('UPDATE users SET avatar = ?, updated_at = ? WHERE id = ?')
  const setBranding = db.query('UPDATE users SET hide_branding = ?, updated_at = ? WHERE id = ?')
  // Every table holding a user's data references users(id) ON DELETE CASCADE, so this one row takes all of it.
  const remove = db.query('DELETE FROM users WHERE id = ?')

  return {
    count: () => count.get()!.n,
    list: () => list.all().map(toUserData),
    userData: (id: number) => {
      const row = byId.get(id)
      return row ? toUserData(row) : null
    },
    credentialsFor: (username: string) => {
      const row = byUsername.get(username)
      return row ? { id: row.id, passwordHash: row.password_hash, isSuperAdmin: row.is_super_admin === 1, colorTheme: row.color_theme } : null
    },
    insert: (u: { username: string; passwordHash: string; fullName: string; isSuperAdmin: boolean; siteLogo: Icon }, now: number) =>
      insert.get(u.username, u.passwordHash, u.fullName, u.isSuperAdmin ? 1 : 0, JSON.stringify(u.siteLogo), now, now)!.id,
    /** Changing the password bumps session_version, which ends every session issued before. */
    setPassword: (id: number, passwordHash: string, now: number) => setPassword.run(passwordHash, now, id),
    setProfile: (id: number, fullName: string, siteName: string, now: number) => setProfile.run(fullName, siteName, now, id),
    setAvatar: (id: number, avatar: Icon | null, now: number) => setAvatar.run(avatar ? JSON.stringify(avatar) : null, now, id),
    setBranding: (id: number, hidden: boolean, now: number) => setBranding.run(hidden ? 1 : 0, now, id),
    remove: (id: number) => remove.run(id).changes > 0,
  }
}
