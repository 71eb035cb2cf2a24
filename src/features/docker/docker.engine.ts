import { fetchUnixSocket, fetchUpstream, type UpstreamAnswer, UpstreamError } from '../../core/http-client'
import { CONTAINER_REF } from '../../definitions/container-ref'
import type { Action, Container } from './docker.schema'

/** The Engine API version every path names (docs.docker.com/reference/api/engine/version/v1.43/); Engines since 23.0 serve it. */
const API = '/v1.43'
const LIST_BYTES = 4 * 1024 * 1024
const STATS_BYTES = 256 * 1024
/** An inspect carries the container's whole config (environment, labels): more than its stats. */
const INSPECT_BYTES = 1024 * 1024

export interface EngineTarget {
  url: string
  tls: { cert: string; key: string; ca: string | null } | null
}

/** Where an endpoint's address points: a local socket, or an http(s) base that goes through the outbound check. */
export function engineAddress(url: string): { socket: string } | { base: string } | null {
  const socket = url.match(/^unix:\/\/(\/[\w./-]{1,255})$/)?.[1]
  if (socket) return socket.includes('..') ? null : { socket }
  const parsed = URL.parse(url.replace(/^tcp:\/\//, 'http://'))
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || !parsed.hostname || parsed.username || parsed.password) return null
  if ((parsed.pathname !== '/' && parsed.pathname !== '') || parsed.search || parsed.hash) return null
  return { base: `${parsed.protocol}//${parsed.host}` }
}

/** Only these calls are ever made: fixed GETs and the three actions, on ids that passed the Engine's own name rule. */
function call(target: EngineTarget, method: 'GET' | 'POST', path: string, maxBytes: number): Promise<UpstreamAnswer> {
  const address = engineAddress(target.url)
  if (!address) return Promise.reject(new UpstreamError('refused', 'Not a Docker endpoint address'))
  const opts = { method, maxBytes, timeoutMs: 5_000 }
  if ('socket' in address) return fetchUnixSocket(address.socket, API + path, opts)
  return fetchUpstream(address.base + API + path, { ...opts, maxRedirects: 0, ...(target.tls ? { clientCert: target.tls } : {}) })
}

const ref = (id: string) => {
  if (!new RegExp(CONTAINER_REF).test(id)) throw new UpstreamError('invalid', 'Not a container id or name')
  return id
}

const ok = (answer: UpstreamAnswer) => {
  if (answer.status < 200 || answer.status > 299) throw new UpstreamError('status', engineMessage(answer), answer.status)
  try {
    return JSON.parse(answer.text) as unknown
  } catch {
    throw new UpstreamError('invalid', 'Not JSON')
  }
}

/** The Engine's own { message } on a refusal, cut short: it is another machine's text. */
function engineMessage(answer: UpstreamAnswer): string {
  try {
    const message = (JSON.parse(answer.text) as { message?: unknown }).message
    if (typeof message === 'string') return message.slice(0, 200)
  } catch {}
  return `Answered ${answer.status}`
}

// The Engine's answers are another machine's data: every field is read by type and cut to length.
const str = (v: unknown, max = 256) => (typeof v === 'string' ? v.slice(0, max) : '')
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0)
const obj = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {})

export type Listed = Omit<Container, 'endpoint' | 'endpointName' | 'cpuPercent' | 'memoryBytes' | 'memoryLimitBytes'> & {
  labels: Record<string, string>
}

const HEALTH = { '(healthy)': 'healthy', '(unhealthy)': 'unhealthy', '(health: starting)': 'starting' } as const

/** GET /containers/json?all=1: every container, stopped ones too. */
export async function listContainers(target: EngineTarget): Promise<Listed[]> {
  const answer = ok(await call(target, 'GET', '/containers/json?all=1', LIST_BYTES))
  if (!Array.isArray(answer)) throw new UpstreamError('invalid', 'Not a container list')
  return answer
    .map(obj)
    .filter((c) => new RegExp(CONTAINER_REF).test(str(c.Id)))
    .map((c) => {
      const status = str(c.Status)
      const labels = Object.fromEntries(
        Object.entries(obj(c.Labels))
          .slice(0, 200)
          .flatMap(([k, v]) => (typeof v === 'string' ? [[k.slice(0, 200), v.slice(0, 1000)]] : [])),
      )
      const names = Array.isArray(c.Names) ? c.Names : []
      return {
        id: str(c.Id),
        name: str(names[0]).replace(/^\//, '') || str(c.Id).slice(0, 12),
        image: str(c.Image),
        state: str(c.State, 32),
        status,
        health: Object.entries(HEALTH).find(([mark]) => status.includes(mark))?.[1] ?? null,
        stack: labels['com.docker.compose.project'] ?? null,
        ports: (Array.isArray(c.Ports) ? c.Ports : []).slice(0, 100).map((p) => {
          const port = obj(p)
          return { privatePort: num(port.PrivatePort), publicPort: num(port.PublicPort) || null, type: str(port.Type, 8) }
        }),
        createdAt: num(c.Created) * 1000,
        labels,
      }
    })
}

export interface Stats {
  cpuPercent: number
  memoryBytes: number
  memoryLimitBytes: number | null
  /** Bytes received and sent since the container started, over all its networks; null without any (host network). */
  networkRxBytes: number | null
  networkTxBytes: number | null
}

/** GET /containers/{id}/stats?stream=false: one sample, with the previous one to measure CPU against. */
export async function containerStats(target: EngineTarget, id: string): Promise<Stats> {
  const s = obj(ok(await call(target, 'GET', `/containers/${ref(id)}/stats?stream=false`, STATS_BYTES)))
  const cpu = obj(s.cpu_stats)
  const pre = obj(s.precpu_stats)
  const cpuDelta = num(obj(cpu.cpu_usage).total_usage) - num(obj(pre.cpu_usage).total_usage)
  const systemDelta = num(cpu.system_cpu_usage) - num(pre.system_cpu_usage)
  const cpus = num(cpu.online_cpus) || 1
  const memory = obj(s.memory_stats)
  const detail = obj(memory.stats)
  // As `docker stats` does: the page cache (inactive_file on cgroup v2, total_inactive_file on v1) is not the container's.
  const cache = num(detail.inactive_file) || num(detail.total_inactive_file)
  const networks = Object.values(obj(s.networks)).map(obj)
  const total = (field: string) => (networks.length ? networks.reduce((n, net) => n + num(net[field]), 0) : null)
  return {
    cpuPercent: cpuDelta > 0 && systemDelta > 0 ? Math.round((cpuDelta / systemDelta) * cpus * 1000) / 10 : 0,
    memoryBytes: Math.max(0, num(memory.usage) - cache),
    memoryLimitBytes: num(memory.limit) || null,
    networkRxBytes: total('rx_bytes'),
    networkTxBytes: total('tx_bytes'),
  }
}

export interface Inspected {
  id: string
  name: string
  /** The image as the container was made from it (its tag, e.g. jellyfin/jellyfin:10.9). */
  image: string
  /** The id of the image it runs: another than the tag's now means a newer image was pulled under that tag. */
  imageId: string
  state: string
  health: 'healthy' | 'unhealthy' | 'starting' | null
  /** Unix milliseconds; null when it never started. */
  startedAt: number | null
  exitCode: number
  /** Each exposed port ('8096/tcp') and the host ports it is published on. */
  ports: { port: string; hostPorts: string[] }[]
  /** Where each volume, bind mount or tmpfs sits in the container; host paths are left out. */
  mounts: { type: string; name: string | null; destination: string; readOnly: boolean }[]
}

const HEALTH_STATUS = ['healthy', 'unhealthy', 'starting'] as const
const IMAGE_ID = /^sha256:[0-9a-f]{64}$/
/** An image reference as the Engine names them ([host[:port]/]path[:tag][@digest]); nothing else reaches an image path. */
const IMAGE_REF = /^[a-zA-Z0-9][a-zA-Z0-9._/:@-]{0,254}$/

/** Unix milliseconds of an Engine timestamp; the zero time (0001-01-01) it sends for "never" is null. */
const instant = (v: unknown) => {
  const ms = Date.parse(str(v, 64))
  return Number.isFinite(ms) && ms > 0 ? ms : null
}

/** GET /containers/{id}/json: one container's state, health, image, ports and mounts. */
export async function inspectContainer(target: EngineTarget, id: string): Promise<Inspected> {
  const c = obj(ok(await call(target, 'GET', `/containers/${ref(id)}/json`, INSPECT_BYTES)))
  const state = obj(c.State)
  const config = obj(c.Config)
  const health = str(obj(state.Health).Status, 16)
  if (!new RegExp(CONTAINER_REF).test(str(c.Id)) || !str(state.Status)) throw new UpstreamError('invalid', 'Not a container')
  return {
    id: str(c.Id),
    name: str(c.Name).replace(/^\//, '') || str(c.Id).slice(0, 12),
    image: str(config.Image),
    imageId: str(c.Image, 80),
    state: str(state.Status, 32),
    health: HEALTH_STATUS.find((h) => h === health) ?? null,
    startedAt: instant(state.StartedAt),
    exitCode: num(state.ExitCode),
    ports: Object.entries(obj(obj(c.NetworkSettings).Ports))
      .slice(0, 100)
      .map(([port, bindings]) => ({
        port: port.slice(0, 16),
        // The Engine lists a port once per host address (0.0.0.0 and ::): each host port once.
        hostPorts: [...new Set((Array.isArray(bindings) ? bindings : []).map((b) => str(obj(b).HostPort, 8)).filter(Boolean))],
      })),
    mounts: (Array.isArray(c.Mounts) ? c.Mounts : []).slice(0, 100).map((m) => {
      const mount = obj(m)
      return { type: str(mount.Type, 16), name: str(mount.Name) || null, destination: str(mount.Destination, 512), readOnly: mount.RW === false }
    }),
  }
}

/** GET /images/{name}/json: the id of the image a tag names locally now, or null when it names none. */
export async function imageId(target: EngineTarget, name: string): Promise<string | null> {
  if (!IMAGE_REF.test(name) || name.includes('..') || name.includes('//')) throw new UpstreamError('invalid', 'Not an image name')
  const answer = await call(target, 'GET', `/images/${name}/json`, STATS_BYTES)
  if (answer.status === 404) return null
  const id = str(obj(ok(answer)).Id, 80)
  if (!IMAGE_ID.test(id)) throw new UpstreamError('invalid', 'Not an image')
  return id
}

/** POST /containers/{id}/start|stop|restart; true when it changed something, false when it was already so (304). */
export async function containerAction(target: EngineTarget, id: string, action: Action): Promise<boolean> {
  const answer = await call(target, 'POST', `/containers/${ref(id)}/${action}`, STATS_BYTES)
  if (answer.status === 304) return false
  if (answer.status === 204 || answer.status === 200) return true
  throw new UpstreamError('status', engineMessage(answer), answer.status)
}
