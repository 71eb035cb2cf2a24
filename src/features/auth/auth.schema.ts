import { t } from 'elysia'
import { Id, OneOf, Text } from '../../core/input'
import { TICKET_PURPOSES } from '../../definitions/tickets'
import { PasswordDigest, Username } from '../users/users.schema'

export const LoginBody = t.Object({ username: Username, password: PasswordDigest })

export const SetupBody = t.Object({
  username: Username,
  password: PasswordDigest,
  fullName: t.Optional(Text(200, { description: 'Defaults to the username' })),
})

export const LoginResult = t.Object({
  token: t.String({ description: 'Send as Authorization: Bearer <token>' }),
  role: OneOf(['admin', 'user']),
  colorTheme: t.String(),
  expiresAt: t.Integer({ description: 'Milliseconds since 1970' }),
})
export type LoginResult = typeof LoginResult.static

export const SetupState = t.Object({ required: t.Boolean({ description: 'No user exists yet' }) })

export const TicketBody = t.Object({
  purpose: OneOf(TICKET_PURPOSES, { description: 'The websocket it opens: /ws/stream/{id} or /ws/devices' }),
  id: t.Optional({
    ...Id,
    description: "The stream the socket opens (purpose 'stream'): the ticket then opens only that one. A wall display's ticket must name it.",
  }),
})

export const TicketResult = t.Object({
  ticket: t.String({ description: 'Open the websocket with ?ticket=<this>: once, within 30 s, while this session lives' }),
  expiresAt: t.Integer({ description: 'Milliseconds since 1970' }),
})
export type TicketResult = typeof TicketResult.static
