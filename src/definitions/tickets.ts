// Pure data (no imports but a type): the websockets a browser opens with a ticket from POST /api/v1/tickets, because a
// socket cannot send the bearer header. The server's routes and the web's sockets name their purpose from here.
import type { DisplayViewKind } from './displays'

export const TICKET_PURPOSES = ['stream', 'devices'] as const
export type TicketPurpose = (typeof TICKET_PURPOSES)[number]

/** The path parameter of the socket that names what a ticket was asked for (`id` in the ticket's body); null: it names nothing. */
export const TICKET_SUBJECT_PARAM: Record<TicketPurpose, string | null> = { stream: 'listingId', devices: null }

/** The display view whose wall may open this socket with its token's ticket; null: no display may. */
export const TICKET_DISPLAY_VIEW: Record<TicketPurpose, DisplayViewKind | null> = { stream: 'streams', devices: null }
