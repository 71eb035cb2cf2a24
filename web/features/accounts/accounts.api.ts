import type { AccountRow } from '../../../src/features/accounts/accounts.schema'
import type { Icon } from '../../../src/core/input'
import { api } from '../../lib/api-client'
import { passwordDigest } from '../../lib/md5'

export type { AccountRow, Icon }

// central: false: these screens answer refusals with their own toasts and stay where they are.
const opts = { central: false } as const

export const listAccounts = (signal?: AbortSignal) => api<AccountRow[]>('GET', '/accounts/list', { ...opts, signal })
export const fetchAccount = (userId: number, signal?: AbortSignal) => api<AccountRow>('GET', `/accounts/info/${userId}`, { ...opts, signal })
export const saveAccount = async (body: { userId?: number; username?: string; fullName: string; siteName: string; password?: string }) =>
  api<string>('POST', '/accounts/save', { ...opts, body: { ...body, password: body.password ? await passwordDigest(body.password) : undefined } })
/** Answers a fresh token when the password was the caller's own (their old sessions all ended). */
export const changePassword = async (userId: number, password: string) =>
  api<{ token: string | null }>('POST', `/accounts/password/${userId}`, { ...opts, body: { password: await passwordDigest(password) } })
export const changeAvatar = (userId: number, avatar: Icon) => api<string>('POST', `/accounts/avatar/${userId}`, { ...opts, body: { avatar } })
export const deleteAccount = (userId: number) => api<string>('GET', `/accounts/delete/${userId}`, opts)
export const setBrandingHidden = (hidden: boolean) => api<string>('GET', hidden ? '/accounts/debrand' : '/accounts/rebrand', opts)
