import type { Clock } from '../../core/clock'
import { changeCounter, type Database, tx } from '../../core/db'
import type { DisplayGrant } from '../../core/display-access'
import { badRequest, notFound } from '../../core/errors'
import { createLiveConnections } from '../../core/live-connections'
import type { SessionUser } from '../../core/sessions'
import { type DisplayViewKind, type DisplayViewRef, kioskPath, VIEW_NEEDS_ID } from '../../definitions/displays'
import { TICKET_DISPLAY_VIEW, TICKET_PURPOSES, type TicketPurpose } from '../../definitions/tickets'
import { createDisplaysRepo, type DisplayRecord } from './displays.repo'
import type { Display, DisplayBody, DisplaySettings } from './displays.schema'

const hashToken = (token: string) => new Bun.CryptoHasher('sha256').update(token).digest('hex')

// Displays one user may have: more than any home has walls, yet a client creating them in a loop stops here.
const MAX_DISPLAYS_PER_USER = 50
// Last seen is written at most this often per display (a wall display polls every few seconds); the list shows the newest from memory.
const SEEN_WRITE_MS = 5 * 60_000
// Display tokens looked up since the last write that are kept in memory; past it the memo starts again.
const KNOWN_MAX = 256
// How often open sockets re-check their display, as sessions' do: the longest any other way of ending one (the owner
// deleted) keeps a socket open. Revoking or editing closes them at once.
const SWEEP_MS = 2000

// A display's sockets are held per purpose, so an edit that drops the view a purpose needs closes only those.
const heldKey = (tokenHash: string, purpose: TicketPurpose) => `${tokenHash} ${purpose}`
const admits = (views: readonly DisplayViewRef[], purpose: TicketPurpose) => views.some((view) => view.kind === TICKET_DISPLAY_VIEW[purpose])

const DEFAULTS: Omit<DisplaySettings, 'name' | 'views'> = {
  rotateSeconds: 60,
  theme: null,
  density: 'wall',
  clock: true,
  weather: true,
  night: { mode: 'off', from: '22:00', to: '07:00' },
  hideCursor: true,
}

/** Throws 404 when the owner has no such listing or page of that kind (another feature's service answers). */
export type ViewCheck = (userId: number, kind: DisplayViewKind, id: number) => void

export function createDisplaysService(deps: {
  db: Database
  clock: Clock
  checkView: ViewCheck
  owner: (userId: number) => { username: string } | null
  sweepMs?: number
}) {
  const { db, clock } = deps
  const repo = createDisplaysRepo(db)
  const seen = new Map<number, { at: number; address: string; writtenAt: number }>()
  // A display polls every few seconds: a token looked up since the last write (revocation, user deleted) is not looked up again.
  const changes = changeCounter(db)
  const known = new Map<string, { user: SessionUser; display: DisplayGrant } | null>()
  let knownAt = -1

  /** The owner and grant of a display token (null when unknown or revoked), from memory while nothing was written. */
  const lookup = (token: string) => {
    const hash = hashToken(token)
    const writes = changes()
    if (writes !== knownAt || known.size >= KNOWN_MAX) {
      known.clear()
      knownAt = writes
    }
    let found = known.get(hash)
    if (found === undefined) {
      const d = repo.byHash(hash)
      const owner = d && deps.owner(d.userId)
      // A display never acts as an administrator, whoever owns it.
      found = d && owner ? { user: { id: d.userId, username: owner.username, isSuperAdmin: false }, display: { id: d.id, views: d.settings.views } } : null
      known.set(hash, found)
    }
    return found
  }
  // Keyed by heldKey: live while the display exists and still shows what the socket's purpose needs.
  const live = createLiveConnections({
    sweepMs: deps.sweepMs ?? SWEEP_MS,
    isLive: (key) => {
      const [hash, purpose] = key.split(' ') as [string, TicketPurpose]
      const d = repo.byHash(hash)
      return d !== null && deps.owner(d.userId) !== null && admits(d.settings.views, purpose)
    },
  })
  /** Closes the display's sockets whose purpose its views (null: revoked) no longer admit. */
  const closeSockets = (tokenHash: string, views: readonly DisplayViewRef[] | null) => {
    for (const purpose of TICKET_PURPOSES) if (!views || !admits(views, purpose)) live.endSession(heldKey(tokenHash, purpose))
  }

  const saw = (id: number, address: string) => {
    const now = clock.now()
    const last = seen.get(id)
    const write = !last || now - last.writtenAt >= SEEN_WRITE_MS || last.address !== address
    seen.set(id, { at: now, address, writtenAt: write ? now : last.writtenAt })
    if (write) repo.seen(id, now, address)
  }

  const answer = (d: DisplayRecord): Display => {
    const last = seen.get(d.id)
    return {
      id: d.id,
      ...d.settings,
      token: `••••${d.hint}`,
      createdAt: d.createdAt,
      lastSeenAt: last?.at ?? d.lastSeenAt,
      lastAddress: last?.address ?? d.lastAddress,
    }
  }

  /** The settings a body asks for; what it leaves out keeps `base` (the defaults, or the display's own when editing). */
  const settingsOf = (userId: number, body: DisplayBody, base: Omit<DisplaySettings, 'name' | 'views'> = DEFAULTS): DisplaySettings => {
    const name = body.name.trim()
    if (!name) throw badRequest('Name is required')
    for (const view of body.views) {
      if (!VIEW_NEEDS_ID[view.kind]) continue
      if (view.id === undefined) throw badRequest(`Choose which ${view.kind} the display shows.`)
      deps.checkView(userId, view.kind, view.id)
    }
    const views = body.views.map((v) => (VIEW_NEEDS_ID[v.kind] ? { kind: v.kind, id: v.id } : { kind: v.kind }))
    return { ...base, ...body, name, views }
  }

  return {
    list: (userId: number) => repo.list(userId).map(answer),
    create(userId: number, body: DisplayBody) {
      const settings = settingsOf(userId, body)
      const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')
      const id = tx(db, () => {
        if (repo.count(userId) >= MAX_DISPLAYS_PER_USER)
          throw badRequest(`You can have a maximum of ${MAX_DISPLAYS_PER_USER} displays. Delete one to add another.`)
        return repo.insert(userId, hashToken(token), token.slice(-4), settings, clock.now())
      })
      return { id, token, url: kioskPath(token) }
    },
    /** Changes what a display shows and how, keeping its token: the kiosk picks it up at its next check. */
    update(userId: number, id: number, body: DisplayBody): Display {
      const stored = repo.list(userId).find((d) => d.id === id)
      if (!stored) throw notFound('Display not found.')
      const settings = settingsOf(userId, body, stored.settings)
      if (!repo.update(userId, id, settings)) throw notFound('Display not found.')
      // A wall that no longer shows the stream hub stops its video now, not at its next check.
      closeSockets(stored.tokenHash, settings.views)
      return answer({ ...stored, settings })
    },
    remove(userId: number, id: number) {
      const tokenHash = repo.remove(userId, id)
      if (!tokenHash) throw notFound('Display not found.')
      seen.delete(id)
      closeSockets(tokenHash, null)
    },
    lookup,
    /** The owner and grant of a display token (null when unknown or revoked); notes when and where it was seen. */
    resolve(token: string, address: string): { user: SessionUser; display: DisplayGrant } | null {
      const found = lookup(token)
      if (found) saw(found.display.id, address)
      return found
    },
    /**
     * Holds a socket a display opened with its ticket for `purpose`, closed when the display is revoked or no longer
     * shows what the purpose needs; one whose display already went is closed at once.
     */
    hold(token: string, purpose: TicketPurpose, close: () => void): () => void {
      const found = lookup(token)
      if (!found || !admits(found.display.views, purpose)) {
        close()
        return () => {}
      }
      return live.add(heldKey(hashToken(token), purpose), found.user.id, close)
    },
    /** How many sockets displays hold open (tests check none leak). */
    get held() {
      return live.size
    },
    /** The kiosk page's configuration: what its token shows and how. */
    me(userId: number, displayId: number): DisplaySettings {
      const d = repo.list(userId).find((r) => r.id === displayId)
      if (!d) throw notFound('Display not found.')
      return d.settings
    },
  }
}

export type DisplaysService = ReturnType<typeof createDisplaysService>
