import { t } from 'elysia'
import { StoredIcon, type Icon } from '../../core/input'

export const UserIdParams = t.Object({ userId: t.Integer({ minimum: 1 }) })

export const SaveAccountBody = t.Object({
  userId: t.Optional(t.Nullable(t.Union([t.Integer(), t.String()], { description: 'Empty for a new user' }))),
  username: t.Optional(t.String({ description: 'New users only; lower-cased by the server' })),
  fullName: t.Optional(t.String()),
  password: t.Optional(t.String({ description: 'New users only: MD5 hex digest of the password' })),
  siteName: t.Optional(t.String()),
})

export const PasswordBody = t.Object({ password: t.Optional(t.String({ description: 'MD5 hex digest of the new password' })) })

export const AvatarBody = t.Object({ avatar: t.Nullable(t.Partial(StoredIcon), { description: 'Icon reference; null removes the avatar' }) })

/** A row of the user list (spec 3 §3 "User account", without the password). */
export interface AccountRow {
  id: number
  fullName: string
  username: string
  siteName: string
  isSuperAdmin: boolean
  avatar: Icon | null
}
