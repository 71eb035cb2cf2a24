import { fetchUnixSocket, fetchUpstream, type UpstreamAnswer, UpstreamError } from '../../core/http-client'
import { type Action, CONTAINER_REF, type Container } from './docker.schema'

/** The Engine API version every path names (docs.docker.com/reference/api/engine/version/v1.43/); Engines since 23.0 serve it. */
const API = '/v1.43'
const LIST_BYTES = 4 * 1024 * 1024
const STATS_BYTES = 256 * 1024

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
  return {
    cpuPercent: cpuDelta > 0 && systemDelta > 0 ? Math.round((cpuDelta / systemDelta) * cpus * 1000) / 10 : 0,
    memoryBytes: Math.max(0, num(memory.usage) - cache),
    memoryLimitBytes: num(memory.limit) || null,
  }
}

/** POST /containers/{id}/start|stop|restart; true when it changed something, false when it was already so (304). */
export async function containerAction(target: EngineTarget, id: string, action: Action): Promise<boolean> {
  const answer = await call(target, 'POST', `/containers/${ref(id)}/${action}`, STATS_BYTES)
  if (answer.status === 304) return false
  if (answer.status === 204 || answer.status === 200) return true
  throw new UpstreamError('status', engineMessage(answer), answer.status)
}
