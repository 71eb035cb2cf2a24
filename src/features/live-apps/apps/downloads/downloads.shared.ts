import type { Static, TSchema } from 'elysia'
import type { UpstreamAnswer } from '../../../../core/http-client'
import type { DatapointDeclaration } from '../../app-definition'
import { formatBitRate, formatDuration } from '../../format'
import { AppFailure, type AppRequestOptions, type DetailRow, readAnswer, type Service } from '../../live-app'

// What the download apps share beyond the runner: one shape of a row in the 'downloads' list, and the few odd ways
// their services refuse (inside a 200, in a JSON-RPC error).

/** The calls a hook makes (app-definition's AppApi, as far as these helpers need it). */
export interface Caller {
  raw(path: string, opts?: AppRequestOptions): Promise<UpstreamAnswer>
}

/** A row of every download client's list: its name, then speed, time left and state, and its progress (0-100). */
export function downloadRow(title: string, at: { progress: number; speed?: number; eta?: number | null; state?: string }): DetailRow {
  const parts = [
    at.speed ? formatBitRate(at.speed) : '',
    at.eta !== undefined && at.eta !== null && at.eta > 0 ? `${formatDuration(at.eta)} left` : '',
    at.state ?? '',
  ]
  return { title, subtitle: parts.filter(Boolean).join(' · '), progress: Math.min(100, Math.max(0, at.progress)) }
}

type Figure<A> = (answers: A) => number | undefined

/** The card every torrent client shows, each figure read from its own answers: speeds, downloading, seeding and all. */
export function torrentDatapoints<A>(
  read: { download: Figure<A>; upload: Figure<A>; downloading: Figure<A>; seeding: Figure<A>; all: Figure<A> },
  all = { key: 'torrents', label: 'Torrents' },
): DatapointDeclaration<A>[] {
  return [
    { key: 'download', label: 'Download', icon: 'download', format: 'bitRate', default: true, read: read.download },
    { key: 'upload', label: 'Upload', icon: 'upload', format: 'bitRate', default: true, read: read.upload },
    { key: 'downloading', label: 'Downloading', icon: 'arrow-down', format: 'count', default: true, read: read.downloading },
    { key: 'seeding', label: 'Seeding', icon: 'arrow-up', format: 'count', read: read.seeding },
    { ...all, icon: 'list', format: 'count', read: read.all },
  ]
}

/** The refusal of a service that answers 200 and says no (a wrong API key, a wrong password): worded as app-auth's sign-ins. */
export const refusedSignIn = (service: Service, credentials = service.credentials ?? 'credentials') =>
  new AppFailure(`${service.name} refused the sign-in: check the ${credentials}.`)

/** A call to a service that refuses inside its answer: the refusal, when the text says so, else the answer read as its shape. */
async function readRefusable<S extends TSchema>(
  api: Caller,
  service: Service,
  path: string,
  schema: S,
  refusal: RegExp,
  opts?: AppRequestOptions & { credentials?: string },
): Promise<Static<S>> {
  const answer = await api.raw(path, opts)
  if (refusal.test(answer.text)) throw refusedSignIn(service, opts?.credentials)
  return readAnswer(schema, answer, service)
}

interface Declared {
  path: string | ((config: Record<string, unknown>) => string)
  method?: string
  json?: (config: Record<string, unknown>) => unknown
  answer: TSchema
}

/** Every declared call of an app whose service refuses inside its answers, read at once (a hook's load). */
export async function readAllRefusable<R extends Record<string, Declared>>(
  api: Caller,
  service: Service,
  config: Record<string, unknown>,
  requests: R,
  refusal: RegExp,
  credentials?: string,
): Promise<{ [K in keyof R]: Static<R[K]['answer']> }> {
  const read = Object.entries(requests).map(async ([name, r]) => {
    const path = typeof r.path === 'function' ? r.path(config) : r.path
    return [name, await readRefusable(api, service, path, r.answer, refusal, { method: r.method, json: r.json?.(config), credentials })] as const
  })
  return Object.fromEntries(await Promise.all(read)) as { [K in keyof R]: Static<R[K]['answer']> }
}
