import type { LoginResult } from '../../../src/features/auth/auth.schema'
import { api } from '../../lib/api-client'

// central: false: the signed-out screens answer refusals themselves and stay where they are.
const opts = { central: false } as const

/** Whether this install still needs its first administrator. */
export const fetchSetupState = (signal?: AbortSignal) => api<{ required: boolean }>('GET', '/setup', { ...opts, signal })
/** password: the MD5 digest of what was typed (spec 1 §4). */
export const createFirstAdmin = (body: { username: string; fullName: string; password: string }) =>
  api<Pick<LoginResult, 'token' | 'role'>>('POST', '/setup', { ...opts, body })
/** password: the MD5 digest of what was typed (spec 1 §4). */
export const login = (body: { username: string; password: string }) => api<LoginResult>('POST', '/login', { ...opts, body })
export const logout = () => api<string>('POST', '/logout', opts)
