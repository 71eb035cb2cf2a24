import type { Clock } from '../../core/clock'
import type { SecretBox } from '../../core/crypto'
import type { Database } from '../../core/db'
import { AppError, badRequest, notFound } from '../../core/errors'
import { UpstreamError, upstreamFailure } from '../../core/http-client'
import { createRunCache, type RunCache } from '../../core/run-cache'
import { CONTAINER_REF, NOT_A_CONTAINER } from '../../definitions/container-ref'
import { KEPT_SECRET } from '../../definitions/kept-secret'
import {
  containerAction,
  containerStats,
  type EngineTarget,
  engineAddress,
  type Inspected,
  imageId,
  inspectContainer,
  type Listed,
  listContainers,
  type Stats,
} from './docker.engine'
import { type Proposal, proposal } from './docker.labels'
import { createDockerRepo, type StoredEndpoint } from './docker.repo'
import type { Action, Container, DockerSettingsBody, Endpoint, EndpointBody } from './docker.schema'

/** How long a container list and each container's stats are kept: the Containers screen refreshes this often. */
export const REFRESH_MS = 10_000
/** Stats calls at once per refresh: the Engine takes about a second for each (it waits for a second CPU sample). */
const STATS_AT_ONCE = 8
/** Answers kept per kind: containers come and go, so entries of gone ones are dropped once it is full (expired first). */
const KEPT_ENTRIES = 2_000
const KEPT_CHARS = 1024 * 1024

const BAD_ADDRESS = 'A Docker endpoint is unix:///path/to/docker.sock, tcp://host:port, http://host:port or https://host:port.'
const UNAVAILABLE = 'The Docker endpoint did not answer.'
const TOO_SLOW = 'The Docker endpoint took too long to answer.'

/** An Engine call's failure as a Docker card says it: the container gone, the endpoint down or slow, or an odd answer. */
const cardFailure =
  (endpoint: string, container: string) =>
  (error: unknown): never => {
    if (!(error instanceof UpstreamError)) throw error
    if (error.status === 404) throw notFound(`${endpoint} has no container ${container}.`)
    if (error.reason === 'status') throw new AppError(502, `Docker on ${endpoint} refused: ${error.message}`)
    if (error.reason === 'timeout') throw new AppError(504, `Docker on ${endpoint} took too long to answer.`)
    if (error.reason === 'network' || error.reason === 'refused') throw new AppError(502, `Docker on ${endpoint} did not answer.`)
    throw new AppError(502, `Docker on ${endpoint} answered something unexpected.`)
  }

export function createDockerService(deps: {
  db: Database
  secrets: SecretBox
  clock: Clock
  refreshMs?: number
  /** Answers kept per kind (tests make it small). */
  keptEntries?: number
}) {
  const { secrets, clock } = deps
  const repo = createDockerRepo(deps.db)
  const refreshMs = deps.refreshMs ?? REFRESH_MS
  const keptCache = <T>() => createRunCache<T>({ clock, maxEntries: deps.keptEntries ?? KEPT_ENTRIES, maxChars: KEPT_CHARS })
  const lists = keptCache<Listed[]>()
  const stats = keptCache<Stats | null>()
  const inspects = keptCache<Inspected>()
  const images = keptCache<string | null>()

  /**
   * The kept answer while it is fresh, else a new one that every caller in the meantime shares; a failure is kept as
   * long, so an endpoint that is down is not asked again by every viewer.
   */
  function kept<T>(cache: RunCache<T>, key: string | number, load: () => Promise<T>): Promise<T> {
    return cache.get(String(key), refreshMs, load)
  }

  const target = (e: StoredEndpoint): EngineTarget => ({
    url: e.url,
    tls: e.tlsCert && e.tlsKey ? { cert: secrets.open(e.tlsCert), key: secrets.open(e.tlsKey), ca: e.tlsCa } : null,
  })

  const shown = (e: StoredEndpoint): Endpoint => ({
    id: e.id,
    name: e.name,
    url: e.url,
    tls: e.tlsCert ? { cert: KEPT_SECRET, key: KEPT_SECRET, ca: e.tlsCa } : null,
  })

  const endpoint = (id: number) => {
    const found = repo.list().find((e) => e.id === id)
    if (!found) throw notFound('No such Docker endpoint.')
    return found
  }

  /** The body's endpoint as it will be stored: its address checked, its certificate sealed or the saved one kept. */
  function stored(body: EndpointBody, saved: StoredEndpoint[]): Omit<StoredEndpoint, 'id'> & { id?: number } {
    const address = engineAddress(body.url.trim())
    if (!address) throw badRequest(BAD_ADDRESS)
    const previous = body.id === undefined ? undefined : saved.find((e) => e.id === body.id)
    if (body.id !== undefined && !previous) throw notFound('No such Docker endpoint.')
    if (!body.tls) return { id: body.id, name: body.name.trim(), url: body.url.trim(), tlsCert: null, tlsKey: null, tlsCa: null }
    if (!('base' in address) || !address.base.startsWith('https:')) throw badRequest('A client certificate is for https:// endpoints only.')
    const keep = (value: string, old: string | null | undefined) => {
      if (value !== KEPT_SECRET) return secrets.seal(value)
      if (!old) throw badRequest('Paste the client certificate and key.')
      return old
    }
    return {
      id: body.id,
      name: body.name.trim(),
      url: body.url.trim(),
      tlsCert: keep(body.tls.cert, previous?.tlsCert),
      tlsKey: keep(body.tls.key, previous?.tlsKey),
      tlsCa: body.tls.ca?.trim() || null,
    }
  }

  async function withStats(e: StoredEndpoint, listed: Listed[]): Promise<Container[]> {
    const to = target(e)
    const out: Container[] = []
    for (let i = 0; i < listed.length; i += STATS_AT_ONCE) {
      const batch = listed.slice(i, i + STATS_AT_ONCE)
      const sampled = await Promise.all(
        batch.map((c) => (c.state === 'running' ? kept(stats, `${e.id}:${c.id}`, () => containerStats(to, c.id).catch(() => null)) : Promise.resolve(null))),
      )
      for (const [j, { labels: _, ...c }] of batch.entries()) {
        const s = sampled[j]
        out.push({
          ...c,
          endpoint: e.id,
          endpointName: e.name,
          cpuPercent: s?.cpuPercent ?? null,
          memoryBytes: s?.memoryBytes ?? null,
          memoryLimitBytes: s?.memoryLimitBytes ?? null,
        })
      }
    }
    return out
  }

  /** An endpoint's (kept) list, or null when it did not answer: why is kept for the status answer. */
  const failures = new Map<number, string>()
  function listedOn(e: StoredEndpoint): Promise<Listed[] | null> {
    return kept(lists, e.id, () => listContainers(target(e))).then(
      (listed) => {
        failures.delete(e.id)
        return listed
      },
      (error: unknown) => {
        failures.set(e.id, error instanceof UpstreamError && error.reason === 'timeout' ? 'took too long to answer' : 'did not answer')
        return null
      },
    )
  }

  /** Each endpoint's labelled containers as proposals, null for one that did not answer; requestHost stands for a local socket's host. */
  function scan(requestHost: string | null): Promise<{ endpoint: number; proposals: Proposal[] | null }[]> {
    return Promise.all(
      repo.list().map(async (e) => {
        const listed = await listedOn(e)
        const address = engineAddress(e.url)
        const host = address && 'base' in address ? new URL(address.base).hostname : requestHost
        return { endpoint: e.id, proposals: listed?.flatMap((c) => proposal(c, host) ?? []) ?? null }
      }),
    )
  }

  return {
    scan,

    /** Whether each endpoint answered its last list (asked again when that is older than the refresh interval). */
    async endpointStatus() {
      const endpoints = repo.list()
      const listed = await Promise.all(endpoints.map(listedOn))
      return endpoints.map((e, i) => ({
        endpoint: e.id,
        name: e.name,
        answered: listed[i] !== null,
        message: listed[i] ? null : `Endpoint ${e.name} ${failures.get(e.id) ?? 'did not answer'}.`,
      }))
    },

    settings: () => ({ endpoints: repo.list().map(shown) }),

    save(body: DockerSettingsBody) {
      const saved = repo.list()
      repo.replace(body.endpoints.map((e) => stored(e, saved)))
      lists.clear()
      stats.clear()
      inspects.clear()
      images.clear()
      return { endpoints: repo.list().map(shown) }
    },

    /** Lists the containers of an endpoint as the form holds it (saved or not): how many there are, or why not. */
    async test(body: EndpointBody) {
      const e = stored(body, repo.list())
      const listed = await listContainers(target({ id: 0, ...e })).catch(upstreamFailure(UNAVAILABLE, TOO_SLOW))
      return { containers: listed.length }
    },

    /** Every container of every endpoint; an endpoint that does not answer is left out rather than failing the rest. */
    async containers(): Promise<Container[]> {
      const all = await Promise.all(
        repo.list().map(async (e) => {
          const listed = await listedOn(e)
          return listed ? withStats(e, listed) : []
        }),
      )
      return all.flat()
    },

    /** The endpoints a link's Docker card may name: ids and names only, for any signed-in user (the Containers screen's audience). */
    endpointChoices: () => repo.list().map((e) => ({ id: e.id, name: e.name })),

    /**
     * One container as a link's Docker card shows it: its inspect, its one-shot stats (shared with the Containers
     * screen) and whether its tag now names another image locally. Each call is kept for the interval and shared by
     * every card and viewer; whatever goes wrong is an AppError whose message the card shows.
     */
    async containerCard(endpointId: number, container: string) {
      const e = repo.list().find((x) => x.id === endpointId)
      if (!e) throw notFound('The Docker endpoint of this card is no longer set up: pick another in the link.')
      if (!new RegExp(CONTAINER_REF).test(container)) throw badRequest(NOT_A_CONTAINER)
      const to = target(e)
      const c = await kept(inspects, `${e.id}:${container}`, () => inspectContainer(to, container)).catch(cardFailure(e.name, container))
      const [sample, tagged] = await Promise.all([
        c.state === 'running' ? kept(stats, `${e.id}:${c.id}`, () => containerStats(to, c.id).catch(() => null)) : null,
        // Which image the tag names is a nicety: an Engine that will not say leaves it unknown, not the card failed.
        kept(images, `${e.id}:${c.image}`, () => imageId(to, c.image)).catch(() => null),
      ])
      const upSince = c.state === 'running' || c.state === 'paused' ? c.startedAt : null
      return {
        ...c,
        endpointName: e.name,
        upSeconds: upSince === null ? null : Math.max(0, (clock.now() - upSince) / 1000),
        stats: sample,
        updateAvailable: tagged === null ? null : tagged !== c.imageId,
      }
    },

    async act(endpointId: number, id: string, action: Action) {
      const e = endpoint(endpointId)
      try {
        await containerAction(target(e), id, action)
      } catch (error) {
        if (error instanceof UpstreamError && error.status === 404) throw notFound('No such container.')
        if (error instanceof UpstreamError && error.reason === 'status') throw new AppError(502, `Docker refused: ${error.message}`)
        upstreamFailure(UNAVAILABLE, TOO_SLOW)(error)
      }
      // The next look shows the new state rather than the kept one.
      lists.delete(String(e.id))
      return action === 'start' ? 'Container started.' : action === 'stop' ? 'Container stopped.' : 'Container restarted.'
    },
  }
}

export type DockerService = ReturnType<typeof createDockerService>
