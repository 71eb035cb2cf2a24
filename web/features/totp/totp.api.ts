import type { CodeEvent, SaveInput, ServiceIcon, TotpDetails, TotpSummary } from '../../../src/features/totp/totp.schema'
import { api } from '../../lib/api-client'
import { useSession } from '../../stores/session.store'

export type { CodeEvent, ServiceIcon, TotpDetails, TotpSummary }
export type SaveBody = SaveInput

export const getAuthenticator = (id: number | string, signal?: AbortSignal) => api<TotpDetails>('GET', `/totp/${id}`, { signal })

/**
 * After the code stream failed: EventSource hides the status, so ask with the session once. An ended session is the
 * api client's (/login, which closes the stream); anything else only means the stream tries again.
 */
export const checkAfterStreamError = (id: number) =>
  api<TotpDetails>('GET', `/totp/${id}`, { central: false }).then(
    () => undefined,
    () => undefined,
  )

/** Form errors come back to the form, so the server's message is shown there. */
export const saveAuthenticator = (body: SaveBody) => api<TotpDetails>('POST', '/totp/save', { body, central: false })

export const reorderAuthenticators = (items: number[]) => api<string>('POST', '/totp/reorder', { body: { items }, central: false })

export const deleteAuthenticator = (id: number) => api<string>('GET', `/totp/delete/${id}`, { central: false })

/** EventSource cannot send headers: the token rides in the query, with the usual t= cache buster. */
export function codeStreamUrl(id: number): string {
  const params = new URLSearchParams({ token: useSession.getState().token ?? '', t: Math.random().toString(36).slice(2) })
  return `/api/v1/totp/stream/${id}?${params}`
}
