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
    auth: (mode: true | 'query') => ({
      resolve: ({ headers, query }) => ({ user: userFrom(headers, mode === 'query' ? query : undefined) }),
    }),
    admin: {
      resolve: ({ headers }) => {
        const user = userFrom(headers)
        if (!user.isSuperAdmin) throw forbidden('Only an administrator can do this.')
        return { user }
      },
    },
  })
}

export type AuthPlugin = ReturnType<typeof authPlugin>
