import { t } from 'elysia'
import { Id, OneOf, StoredIcon, Text } from '../../core/input'
import { SWITCH_NAMES, type FeatureSwitch } from '../../definitions/feature-switches'

export const UI_MODES = ['compact', 'normal', 'comfort'] as const
export type UiMode = (typeof UI_MODES)[number]

const SITE_NAME_MAX = 100
/** One limit for both places that set it (General Settings and the account form), so neither can lock the other out. */
export const siteName = (description?: string) => Text(SITE_NAME_MAX, { description, error: `Site name must be at most ${SITE_NAME_MAX} characters.` })

/** One boolean per feature switch, named like its users column. */
export const SwitchValues = t.Object(Object.fromEntries(SWITCH_NAMES.map((name) => [name, t.Boolean()])) as Record<FeatureSwitch, ReturnType<typeof t.Boolean>>)

/** The dashboard's userData: what the shell needs to draw itself for this user. */
export const UserData = t.Composite([
  t.Object({
    id: Id,
    fullName: t.String(),
    username: t.String(),
    userAvatar: t.Nullable(StoredIcon),
    siteName: t.String(),
    siteLogo: t.Nullable(StoredIcon),
    hideBranding: t.Boolean(),
    uiMode: OneOf(UI_MODES),
    colorTheme: t.String(),
    isSuperAdmin: t.Boolean(),
  }),
  SwitchValues,
  t.Object({
    weather: t.Nullable(t.Object({ location: t.String(), latitude: t.Number(), longitude: t.Number(), unit: OneOf(['metric', 'imperial']) })),
  }),
])
export type UserData = typeof UserData.static

/** Passwords cross the API as the MD5 hex of the password (the spec's login contract). */
export const PASSWORD_DIGEST = /^[a-f0-9]{32}$/i

/** A password field: its MD5 hex digest, or empty (each form answers an empty one with its own 'required' message). */
export const PasswordDigest = t.String({
  pattern: '^([a-fA-F0-9]{32})?$',
  description: 'MD5 hex digest of the password',
  error: 'Password must be sent as its MD5 hex digest.',
})

/** A password as typed, on the calls that set one (spec 3 §7: accounts/save and accounts/password carry the password itself). */
export const TypedPassword = t.String({
  maxLength: 1024,
  description: 'The password as typed, at least 6 characters (stored as argon2id of its MD5 hex, the digest login sends)',
  error: 'Password must be at most 1024 characters.',
})

/** A username as typed: the server trims and lower-cases it, then checks its characters. */
export const Username = t.String({ maxLength: 64, description: 'Lower-cased by the server', error: 'Invalid username: text of at most 64 characters.' })
