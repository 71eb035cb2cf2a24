import { t } from 'elysia'

export const LoginBody = t.Object({
  username: t.String({ description: 'Lower-cased by the server.' }),
  password: t.String({ description: 'MD5 hex digest of the password.' }),
})

export const SetupBody = t.Object({
  username: t.String(),
  password: t.String({ description: 'MD5 hex digest of the password.' }),
  fullName: t.Optional(t.String({ maxLength: 200 })),
})

export interface LoginResult {
  token: string
  role: 'admin' | 'user'
  colorTheme: string
  expiresAt: number
}
