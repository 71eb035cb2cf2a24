import { t } from 'elysia'
import { Asked, Icon, Id, OptionalBodyId, OrNull, StoredIcon, Text } from '../../core/input'
import { siteName, TypedPassword, Username } from '../users/users.schema'

const NAME_MAX = 200
const Name = Text(NAME_MAX, { error: `Names must be at most ${NAME_MAX} characters.` })

export const UserIdParams = t.Object({ userId: Id })

/** No userId: a new user (super admins only), with username and password. With one: that account's names only. */
export const SaveAccountBody = t.Object({
  userId: OptionalBodyId,
  username: t.Optional(Username),
  fullName: Asked(Name),
  password: t.Optional(TypedPassword),
  siteName: Asked(siteName()),
})

export const PasswordBody = t.Object({ password: Asked(TypedPassword) })

/** An icon reference; null removes the avatar. */
export const AvatarBody = t.Object({ avatar: OrNull(Icon) })

/** A row of the user list (spec 3 §3 "User account", without the password). */
export const AccountRow = t.Object({
  id: t.Integer(),
  fullName: t.String(),
  username: t.String(),
  siteName: t.String(),
  isSuperAdmin: t.Boolean(),
  avatar: OrNull(StoredIcon),
})
export type AccountRow = typeof AccountRow.static

export const NewSession = t.Object({ token: t.Nullable(t.String({ description: "A fresh session when the password was the caller's own" })) })
