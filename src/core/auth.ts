import { Elysia } from 'elysia'
import { forbidden, unauthorized } from './errors'
import type { Sessions } from './sessions'

let seed = 0

export function bearerToken(headers: Record<string, string | undefined>): string | undefined {
  const header = headers.authorization
  if (!header?.startsWith('Bearer ')) return undefined
  return header.slice(7).trim() || undefined
}

/**
 * `auth: true` needs a bearer header; `auth: 'query'` also takes ?token= because
 * EventSource, <img> and websockets cannot send headers. `admin: true` needs a super admin.
 */
export function authPlugin(sessions: Sessions) {
  const userFrom = (headers: Record<string, string | undefined>, query?: Record<string, unknown>) => {
    const token = bearerToken(headers) ?? (typeof query?.token === 'string' ? query.token : undefined)
    if (!token) throw unauthorized()
    const user = sessions.verify(token)
    if (!user) throw unauthorized('Your session has expired. Please log in again.')
    return user
  }
  return new Elysia({ name: 'auth', seed: ++seed }).macro({
    // x-foyer-auth marks each operation in /api-docs so the every-route suite knows who may call it.
    auth: (mode: true | 'query') => ({
      detail: { 'x-foyer-auth': 'user' } as Record<string, unknown>,
      resolve: ({ headers, query }) => ({ user: userFrom(headers, mode === 'query' ? query : undefined) }),
    }),
    admin: {
      detail: { 'x-foyer-auth': 'admin' } as Record<string, unknown>,
      resolve: ({ headers }) => {
        const user = userFrom(headers)
        if (!user.isSuperAdmin) throw forbidden('Only an administrator can do this.')
        return { user }
      },
    },
  })
}

export type AuthPlugin = ReturnType<typeof authPlugin>
