import type { TicketPurpose } from '../../src/definitions/tickets'
import type { TicketResult } from '../../src/features/auth/auth.schema'
import { api } from './api-client'

/**
 * A websocket address on this page's host with a fresh single-use ticket, asked for with the bearer header: the
 * session token never rides in a URL (proxy logs, history). A ticket opens one socket within 30 s, so every
 * connection, reconnects included, asks again. `id` names what the socket opens (a stream): the ticket opens only that,
 * and a wall display's token gets one only so.
 */
export async function socketUrl(path: string, purpose: TicketPurpose, id?: number): Promise<string> {
  const { ticket } = await api<TicketResult>('POST', '/tickets', { body: { purpose, id }, central: false })
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${scheme}//${location.host}${path}?${new URLSearchParams({ ticket })}`
}
