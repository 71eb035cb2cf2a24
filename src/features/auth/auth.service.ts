import type { Clock } from '../../core/clock'
import type { DiskReserve } from '../../core/disk-reserve'
import { badRequest, forbidden, unauthorized } from '../../core/errors'
import type { Sessions, SessionUser } from '../../core/sessions'
import type { Tickets } from '../../core/tickets'
import { TICKET_DISPLAY_VIEW, type TicketPurpose } from '../../definitions/tickets'
import { type DisplayGrant, NOT_FOR_DISPLAYS } from '../../core/display-access'
import type { UsersService } from '../users/users.service'
import { checkDigest } from '../users/users.service'
import { createLoginThrottle } from './auth.throttle'
import type { LoginResult } from './auth.schema'

/** firstAdmin: the environment's first administrator while it is being made; sign-in and setup wait for it. */
export function createAuthService(deps: {
  users: UsersService
  sessions: Sessions
  tickets: Tickets
  /** For a purpose whose socket opens one object: throws (404) unless the user has that object. */
  subjects: Record<TicketPurpose, ((userId: number, id: number) => void) | null>
  clock: Clock
  firstAdmin?: Promise<unknown>
  reserve?: DiskReserve
}) {
  const throttle = createLoginThrottle(deps.clock)

  const issue = (user: { id: number; isSuperAdmin: boolean; colorTheme: string }): LoginResult => {
    // A sign-in is how anyone frees space from inside Foyer: it may use the disk's reserve.
    const issue = () => deps.sessions.issue(user.id)
    const { token, expiresAt } = deps.reserve ? deps.reserve.withRoom(issue) : issue()
    return { token, role: user.isSuperAdmin ? 'admin' : 'user', colorTheme: user.colorTheme, expiresAt }
  }

  return {
    async login(body: { username: string; password: string }, ip: string): Promise<LoginResult> {
      const username = body.username.trim().toLowerCase()
      if (!username) throw badRequest('Username must not be empty.')
      const digest = checkDigest(body.password)
      await deps.firstAdmin
      const user = await throttle.check(ip, username, () => deps.users.verify(username, digest))
      if (!user) throw unauthorized('Login failed. Please check the credentials.')
      return issue(user)
    },
    async setup(body: { username: string; password: string; fullName?: string }): Promise<LoginResult> {
      await deps.firstAdmin
      const id = await deps.users.createFirstAdmin(body)
      return issue({ id, isSuperAdmin: true, colorTheme: deps.users.userData(id)!.colorTheme })
    },
    /** A session for a user another sign-in method has recognised (OIDC). */
    signInAs(userId: number): LoginResult {
      const user = deps.users.userData(userId)!
      return issue({ id: user.id, isSuperAdmin: user.isSuperAdmin, colorTheme: user.colorTheme })
    },
    async setupRequired() {
      await deps.firstAdmin
      return deps.users.count() === 0
    },
    logout: (token: string) => deps.sessions.revoke(token),
    /** A websocket's way in without the session token in its URL. */
    /**
     * A socket's ticket for this session or wall display. A display may ask only for a purpose one of its views needs,
     * naming one of its owner's streams; a named object (404 when it is not the user's) is the only one the ticket opens.
     */
    ticket(token: string, ask: { purpose: TicketPurpose; id?: number }, user: SessionUser, display?: DisplayGrant) {
      const { purpose, id } = ask
      if (display && !display.views.some((view) => view.kind === TICKET_DISPLAY_VIEW[purpose])) throw forbidden(NOT_FOR_DISPLAYS)
      const check = deps.subjects[purpose]
      if (id !== undefined) {
        if (!check) throw badRequest(`A ${purpose} ticket names nothing: leave out id.`)
        check(user.id, id)
      } else if (display && check) throw badRequest(`Name the ${purpose} this ticket opens (id).`)
      return deps.tickets.issue(token, purpose, id)
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
