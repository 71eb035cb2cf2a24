import { t } from 'elysia'

export const UI_MODES = ['compact', 'normal', 'comfort'] as const
export type UiMode = (typeof UI_MODES)[number]

export const Icon = t.Object({
  iconUrl: t.String(),
  iconUrlLight: t.Optional(t.Nullable(t.String())),
  iconProvider: t.Optional(t.String()),
  iconId: t.Optional(t.String()),
})
export type Icon = typeof Icon.static

/** The dashboard's userData: what the shell needs to draw itself for this user. */
export interface UserData {
  id: number
  fullName: string
  username: string
  userAvatar: Icon | null
  siteName: string
  siteLogo: Icon | null
  hideBranding: boolean
  uiMode: UiMode
  colorTheme: string
  isSuperAdmin: boolean
  authenticator: boolean
  camerafeed: boolean
  networkdevices: boolean
  todolist: boolean
  snippetmanager: boolean
  linksalwaysnewtab: boolean
  foldersalwaysnewtab: boolean
  weather: { location: string; latitude: number; longitude: number; unit: 'metric' | 'imperial' } | null
}

/** Passwords cross the API as the MD5 hex of the password (the spec's login contract). */
export const PASSWORD_DIGEST = /^[a-f0-9]{32}$/i
