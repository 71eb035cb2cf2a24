import type { AccountRow } from '../../../src/features/accounts/accounts.schema'
import type { Icon } from '../../../src/core/input'
import { api } from '../../lib/api-client'

export type { AccountRow, Icon }

// central: false: these screens answer refusals with their own toasts and stay where they are.
const opts = { central: false } as const

export const listAccounts = (signal?: AbortSignal) => api<AccountRow[]>('GET', '/accounts/list', { ...opts, signal })
export const fetchAccount = (userId: number, signal?: AbortSignal) => api<AccountRow>('GET', `/accounts/info/${userId}`, { ...opts, signal })
// Passwords go as typed here (spec 3 §7); only the login sends the MD5 digest.
export const saveAccount = (body: { userId?: number; username?: string; fullName: string; siteName: string; password?: string }) =>
  api<string>('POST', '/accounts/save', { ...opts, body })
/** Answers a fresh token when the password was the caller's own (their old sessions all ended). */
export const changePassword = (userId: number, password: string) =>
  api<{ token: string | null }>('POST', `/accounts/password/${userId}`, { ...opts, body: { password } })
export const changeAvatar = (userId: number, avatar: Icon) => api<string>('POST', `/accounts/avatar/${userId}`, { ...opts, body: { avatar } })
export const deleteAccount = (userId: number) => api<string>('GET', `/accounts/delete/${userId}`, opts)
export const setBrandingHidden = (hidden: boolean) => api<string>('GET', hidden ? '/accounts/debrand' : '/accounts/rebrand', opts)
