// Pure data (no imports): the websockets a browser opens with a ticket from POST /api/v1/tickets, because a socket
// cannot send the bearer header. The server's routes and the web's sockets name their purpose from here.

export const TICKET_PURPOSES = ['stream', 'devices'] as const
export type TicketPurpose = (typeof TICKET_PURPOSES)[number]
