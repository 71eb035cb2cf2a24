// Importing the services found by their labels, and keeping a user's imported cards up to date with them (sync): new
// labelled containers come in, gone ones are marked, and each field a user changed since it came in stays theirs.

import type { Clock } from '../../core/clock'
import type { SecretBox } from '../../core/crypto'
import { type Database, tx } from '../../core/db'
import { badRequest } from '../../core/errors'
import type { Proposal } from './docker.labels'
import { type AppFields, liveAppChoice } from './docker.live-app'
import { createDockerSyncRepo, type Remembered } from './docker-sync.repo'

/** A live app on a link: what a sync compares as one (app, local address and fields). */
export interface CardApp {
  appId: string
  localUrl: string | null
  config: Record<string, unknown>
}

/** A link as an import writes it and a sync compares it; icon is an http(s) address, null for the default link icon. */
export interface LinkCard {
  name: string
  url: string
  description: string | null
  icon: string | null
  liveApp: CardApp | null
}

/** What an import needs of the user's cards (the listings service, wired in app.ts). */
export interface Cards {
  /** The id of the user's top-level folder of this name, made when there is none. */
  folderNamed(userId: number, name: string): number
  /** The addresses of the links already in that folder. */
  linksIn(userId: number, folderId: number): string[]
  /** Adds the link (its live app's config sealed like any link's); its id. */
  addLink(userId: number, folderId: number, card: LinkCard): number
  /** The link as the user has it now (an icon they chose is some other text), or null when it is gone. */
  link(userId: number, listingId: number): LinkCard | null
  /** Saves these values on the link, keeping everything else of it (folder, datapoints, sidebar). */
  updateLink(userId: number, listingId: number, card: LinkCard): void
}

type Scan = { endpoint: number; proposals: Proposal[] | null }[]
type Found = Proposal & { endpoint: number }

/** Where discovered cards go when their labels name no group. */
const DEFAULT_GROUP = 'Docker'
const FIELDS = ['name', 'url', 'description', 'icon'] as const

/** JSON with sorted keys: two configs are the same whatever order their fields came in. */
const stable = (v: unknown): string =>
  JSON.stringify(v, (_, x) =>
    x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1))) : x,
  )
const same = (a: unknown, b: unknown) => stable(a ?? null) === stable(b ?? null)

const keyOf = (endpoint: number, container: string) => `${endpoint}\u0000${container}`
const found = (scan: Scan): Found[] => scan.flatMap((s) => (s.proposals ?? []).map((p) => ({ ...p, endpoint: s.endpoint })))

export function createDockerSyncService(deps: {
  db: Database
  secrets: SecretBox
  clock: Clock
  cards: Cards
  /** The live apps a link of this user can use, with their fields (the live-apps service's options). */
  apps: (userId: number) => readonly AppFields[]
  /** Each endpoint's proposals, null for one that did not answer (the docker service's scan). */
  scan: (requestHost: string | null) => Promise<Scan>
  /** A user turned sync on or off: the timer runs only while someone has it on. */
  onSyncChange?: () => void
}) {
  const { secrets, cards } = deps
  const repo = createDockerSyncRepo(deps.db)

  /** The apps, read only when some labels ask for one: an idle sync loads no app declarations. */
  const appsOf = (userId: number) => {
    let apps: readonly AppFields[] | undefined
    return () => (apps ??= deps.apps(userId))
  }

  /** The card a proposal with an address makes, and why its labels' live app does not come along (if so). */
  function cardOf(p: Proposal, href: string, apps: () => readonly AppFields[]) {
    const choice = p.app ? liveAppChoice(p.app, apps()) : null
    const app = choice && 'appId' in choice ? choice : null
    const card: LinkCard = {
      name: p.name,
      url: href,
      description: p.description,
      icon: p.icon,
      liveApp: app && { appId: app.appId, localUrl: app.localUrl, config: app.config },
    }
    return { card, choice }
  }

  const remembered = (endpoint: number, container: string, listingId: number, card: LinkCard): Remembered => ({
    listingId,
    endpoint,
    container,
    name: card.name,
    url: card.url,
    description: card.description,
    icon: card.icon,
    // It holds the labels' secrets: sealed like the link's own config.
    liveApp: card.liveApp && secrets.seal(JSON.stringify(card.liveApp)),
    removedAt: null,
  })

  /** Adds the card and remembers what it came in with. */
  function add(userId: number, p: Found, folderId: number, card: LinkCard) {
    repo.remember(userId, remembered(p.endpoint, p.containerName, cards.addLink(userId, folderId, card), card))
    repo.see(userId, p.endpoint, p.containerName)
  }

  const openApp = (sealed: string | null): CardApp | null => (sealed ? (JSON.parse(secrets.open(sealed)) as CardApp) : null)

  /** The user's folder for a group, made once per import or sync. */
  function folders(userId: number) {
    const ids = new Map<string, number>()
    return (group: string | null) => {
      const name = group ?? DEFAULT_GROUP
      const id = ids.get(name) ?? cards.folderNamed(userId, name)
      ids.set(name, id)
      return { name, id }
    }
  }

  /** Each field the user left as it came in takes the labels' new value; a field they changed stays theirs. */
  function update(userId: number, row: Remembered, next: LinkCard): boolean {
    const now = cards.link(userId, row.listingId)
    if (!now) return false
    const result = { ...now }
    let changed = false
    for (const f of FIELDS)
      if (now[f] === row[f] && next[f] !== row[f]) {
        Object.assign(result, { [f]: next[f] })
        changed = true
      }
    const was = openApp(row.liveApp)
    if (same(now.liveApp, was) && !same(next.liveApp, was)) {
      result.liveApp = next.liveApp
      changed = true
    }
    if (changed) cards.updateLink(userId, row.listingId, result)
    return changed
  }

  /** One user's cards brought up to date with a scan, in one transaction. */
  function syncUser(userId: number, scan: Scan) {
    const apps = appsOf(userId)
    const counts = { added: 0, updated: 0, removed: 0 }
    const now = deps.clock.now()
    tx(deps.db, () => {
      const rows = new Map(repo.remembered(userId).map((r) => [keyOf(r.endpoint, r.container), r]))
      const seen = new Set(repo.seen(userId).map(([endpoint, container]) => keyOf(endpoint, container)))
      const folderOf = folders(userId)
      const present = new Set<string>()
      for (const p of found(scan)) {
        const key = keyOf(p.endpoint, p.containerName)
        present.add(key)
        if (!p.href) continue
        const { card } = cardOf(p, p.href, apps)
        const row = rows.get(key)
        if (row) {
          if (update(userId, row, card)) counts.updated++
          repo.remember(userId, remembered(p.endpoint, p.containerName, row.listingId, card))
        } else if (!seen.has(key)) {
          const folder = folderOf(p.group)
          // A link the user already has at that address is theirs: the container only counts as seen.
          if (cards.linksIn(userId, folder.id).includes(card.url)) repo.see(userId, p.endpoint, p.containerName)
          else {
            add(userId, p, folder.id, card)
            counts.added++
          }
        }
      }
      const answered = new Set(scan.filter((s) => s.proposals).map((s) => s.endpoint))
      const configured = new Set(scan.map((s) => s.endpoint))
      for (const [key, row] of rows) {
        if (row.removedAt !== null || present.has(key)) continue
        // An endpoint that did not answer says nothing about its containers; one no longer configured has none.
        if (configured.has(row.endpoint) && !answered.has(row.endpoint)) continue
        repo.markRemoved(userId, row.listingId, now)
        counts.removed++
      }
    })
    return counts
  }

  return {
    /** The proposals with the live app each becomes, or why it comes in as a plain link; no label value of a field is in it. */
    async offered(userId: number, requestHost: string | null) {
      const apps = appsOf(userId)
      return found(await deps.scan(requestHost)).map(({ app, ...p }) => {
        const choice = app ? liveAppChoice(app, apps()) : null
        return {
          ...p,
          liveApp: choice && 'appId' in choice ? { appId: choice.appId, appName: choice.appName } : null,
          liveAppSkipped: choice && 'reason' in choice ? choice.reason : null,
        }
      })
    },

    /** Adds the chosen proposals (found again here: the client names containers, never cards) in one transaction; sync turns it on or off. */
    async importDiscovered(userId: number, body: { items: { endpoint: number; container: string }[]; sync?: boolean }, requestHost: string | null) {
      const all = found(await deps.scan(requestHost))
      const apps = appsOf(userId)
      const result = tx(deps.db, () => {
        if (body.sync !== undefined) repo.setSync(userId, body.sync, requestHost, deps.clock.now())
        // From now on only containers that are not offered now count as new.
        if (body.sync) for (const p of all) repo.see(userId, p.endpoint, p.containerName)
        const imported = new Set(repo.remembered(userId).map((r) => keyOf(r.endpoint, r.container)))
        const folderOf = folders(userId)
        const used = new Set<string>()
        const skipped: { name: string; reason: string }[] = []
        let added = 0
        let liveApps = 0
        for (const pick of body.items) {
          const p = all.find((f) => f.endpoint === pick.endpoint && (f.container === pick.container || f.containerName === pick.container))
          if (!p) {
            skipped.push({ name: pick.container, reason: 'No labelled container of that name.' })
            continue
          }
          if (!p.href) {
            skipped.push({ name: p.name, reason: 'It has no address.' })
            continue
          }
          const { card, choice } = cardOf(p, p.href, apps)
          const folder = folderOf(p.group)
          used.add(folder.name)
          // Imported again (or already there by hand), the card is left as the user has it.
          if (imported.has(keyOf(p.endpoint, p.containerName)) || cards.linksIn(userId, folder.id).includes(card.url)) continue
          if (choice && 'reason' in choice) skipped.push({ name: p.name, reason: `${choice.reason} It came in as a plain link.` })
          add(userId, p, folder.id, card)
          imported.add(keyOf(p.endpoint, p.containerName))
          added++
          if (card.liveApp) liveApps++
        }
        return { added, liveApps, folders: [...used], skipped, sync: repo.sync(userId) !== null }
      })
      if (body.sync !== undefined) deps.onSyncChange?.()
      return result
    },

    /** The caller's synced cards now, with their endpoints as they answer. */
    async syncNow(userId: number) {
      const sync = repo.sync(userId)
      if (!sync) throw badRequest('Sync is off: import with "Keep in sync" first.')
      return syncUser(userId, await deps.scan(sync.host))
    },

    /** Every syncing user's cards, one transaction each; users reached through the same host share one scan. */
    async syncAll(log: (line: string) => void) {
      const scans = new Map<string | null, Scan>()
      for (const userId of repo.syncingUsers()) {
        const host = repo.sync(userId)?.host ?? null
        const scan = scans.get(host) ?? (await deps.scan(host))
        scans.set(host, scan)
        try {
          syncUser(userId, scan)
        } catch (error) {
          log(`docker sync of user ${userId} failed: ${(error as Error).message}`)
        }
      }
    },

    syncing: () => repo.syncingUsers().length > 0,

    /** Whether the caller syncs, and their imported cards with the containers gone from their endpoint marked. */
    synced(userId: number) {
      return {
        sync: repo.sync(userId) !== null,
        cards: repo
          .remembered(userId)
          .flatMap((r) => (r.listingId === null ? [] : [{ listingId: r.listingId, endpoint: r.endpoint, container: r.container, removedAt: r.removedAt }])),
      }
    },
  }
}

export type DockerSyncService = ReturnType<typeof createDockerSyncService>
