// A local stand-in for the Docker Engine API, version 1.43 (docs.docker.com/reference/api/engine/version/v1.43/): the
// shapes of GET /containers/json (ContainerList), /containers/{id}/json (ContainerInspect: State with Health, Image,
// Mounts, NetworkSettings.Ports), /containers/{id}/stats?stream=false (ContainerStats, with networks), /images/json and
// /images/{name}/json (ImageInspect, 404 { message } for a name with no local image), and the start/stop/restart
// actions with the Engine's status codes (204, 304 when already in that state, 404 { message }; 500 { message } when
// the daemon fails). It serves on a unix socket or on TCP; tests never reach a real daemon.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createSecretBox } from '../../src/core/crypto'
import { openDatabase } from '../../src/core/db'
import { migrate } from '../../src/core/migrate'
import { createDockerService } from '../../src/features/docker/docker.service'
import { manualClock } from './test-app'

const ENGINE_API_VERSION = '1.43'

type FakeState = 'running' | 'exited' | 'restarting' | 'paused' | 'created'

export interface FakeContainer {
  id: string
  name: string
  image: string
  state: FakeState
  health?: 'healthy' | 'unhealthy' | 'starting'
  labels?: Record<string, string>
  ports?: { privatePort: number; publicPort?: number; type?: 'tcp' | 'udp' }[]
  /** Unix seconds. */
  created?: number
  /** Bytes used (before the page cache is taken off) and the limit. */
  memory?: { usage: number; inactiveFile: number; limit: number }
  /** CPU nanoseconds used by the container and by the host between the two samples, over this many CPUs. */
  cpu?: { containerDelta: number; systemDelta: number; cpus: number }
  /** Bytes received and sent on eth0 (default 1 KiB and 2 KiB). */
  network?: { rx: number; tx: number }
  /** Volumes and bind mounts as the Engine reports them. */
  mounts?: { type: 'volume' | 'bind' | 'tmpfs'; name?: string; source: string; destination: string; readOnly?: boolean }[]
  /** A newer image was pulled under its tag since it was made: the tag now names another image id. */
  outdated?: boolean
  /** RFC 3339 with nanoseconds, as the Engine writes it (default: 2 h before the test clock's start). */
  startedAt?: string
  exitCode?: number
}

export interface FakeDocker {
  /** http://127.0.0.1:port for TCP, or unix:///path for a socket. */
  url: string
  containers: FakeContainer[]
  /** Every request as "METHOD /path?query" (the version prefix taken off). */
  calls: string[]
  /** When set, answers a call in place of the Engine (a daemon error, an odd body); null goes on as the Engine would. */
  intercept: ((method: string, path: string) => Response | null) | null
  stop(): void
}

/** An image id as the Engine writes them, the same for the same name. */
const imageIdOf = (name: string) => `sha256:${Bun.hash(name).toString(16).padStart(16, '0').repeat(4)}`
/** The image a container runs: its tag's, or an older one when a newer image was pulled under that tag. */
const runsImage = (c: FakeContainer) => imageIdOf(c.outdated ? `${c.image}@before-the-pull` : c.image)

const statusLine = (c: FakeContainer) => {
  const health = c.health ? ` (${c.health === 'starting' ? 'health: starting' : c.health})` : ''
  if (c.state === 'running') return `Up 2 hours${health}`
  if (c.state === 'paused') return 'Up 2 hours (Paused)'
  if (c.state === 'restarting') return 'Restarting (1) 5 seconds ago'
  if (c.state === 'created') return 'Created'
  return 'Exited (0) 3 hours ago'
}

const summary = (c: FakeContainer) => ({
  Id: c.id,
  Names: [`/${c.name}`],
  Image: c.image,
  ImageID: runsImage(c),
  Command: '/init',
  Created: c.created ?? 1_764_000_000,
  Ports: (c.ports ?? []).map((p) => ({
    PrivatePort: p.privatePort,
    Type: p.type ?? 'tcp',
    ...(p.publicPort ? { IP: '0.0.0.0', PublicPort: p.publicPort } : {}),
  })),
  Labels: c.labels ?? {},
  State: c.state,
  Status: statusLine(c),
  HostConfig: { NetworkMode: 'bridge' },
  NetworkSettings: { Networks: { bridge: { IPAddress: '172.17.0.2' } } },
  Mounts: (c.mounts ?? []).map(mountOf),
})

const mountOf = (m: NonNullable<FakeContainer['mounts']>[number]) => ({
  Type: m.type,
  ...(m.name ? { Name: m.name, Driver: 'local' } : {}),
  Source: m.source,
  Destination: m.destination,
  Mode: m.type === 'bind' ? (m.readOnly ? 'ro' : 'rw') : m.type === 'volume' ? 'z' : '',
  RW: !m.readOnly,
  Propagation: m.type === 'bind' ? 'rprivate' : '',
})

/** NetworkSettings.Ports: each exposed port, bound on both host addresses when published, null when not; empty when stopped. */
const portMap = (c: FakeContainer) =>
  c.state === 'running' || c.state === 'paused'
    ? Object.fromEntries(
        (c.ports ?? []).map((p) => [
          `${p.privatePort}/${p.type ?? 'tcp'}`,
          p.publicPort
            ? [
                { HostIp: '0.0.0.0', HostPort: String(p.publicPort) },
                { HostIp: '::', HostPort: String(p.publicPort) },
              ]
            : null,
        ]),
      )
    : {}

const inspect = (c: FakeContainer) => ({
  Id: c.id,
  Created: new Date((c.created ?? 1_764_000_000) * 1000).toISOString(),
  Name: `/${c.name}`,
  Image: runsImage(c),
  RestartCount: c.state === 'restarting' ? 4 : 0,
  State: {
    Status: c.state,
    Running: c.state === 'running' || c.state === 'paused',
    Paused: c.state === 'paused',
    Restarting: c.state === 'restarting',
    OOMKilled: false,
    Dead: false,
    Pid: c.state === 'running' ? 4242 : 0,
    ExitCode: c.exitCode ?? 0,
    Error: '',
    // The test clock starts at 2026-11-21 12:00 UTC.
    StartedAt: c.state === 'created' ? '0001-01-01T00:00:00Z' : (c.startedAt ?? '2026-11-21T10:00:00.000000000Z'),
    FinishedAt: c.state === 'exited' ? '2026-11-21T11:00:00.000000000Z' : '0001-01-01T00:00:00Z',
    ...(c.health ? { Health: { Status: c.health, FailingStreak: c.health === 'unhealthy' ? 3 : 0, Log: [] } } : {}),
  },
  Config: { Image: c.image, Labels: c.labels ?? {} },
  Mounts: (c.mounts ?? []).map(mountOf),
  NetworkSettings: { Ports: portMap(c), Networks: { bridge: { IPAddress: '172.17.0.2' } } },
})

const imageInspect = (name: string) => ({
  Id: imageIdOf(name),
  RepoTags: [name],
  RepoDigests: [],
  Created: '2026-11-20T08:00:00.000000000Z',
  Os: 'linux',
  Architecture: 'amd64',
  Size: 50_000_000,
})

const stats = (c: FakeContainer) => {
  const running = c.state === 'running'
  const cpu = c.cpu ?? { containerDelta: 0, systemDelta: 0, cpus: 4 }
  const memory = c.memory ?? { usage: 0, inactiveFile: 0, limit: 0 }
  // A stopped container's one-shot stats are all zeros, as the Engine sends them.
  return {
    read: running ? '2026-11-28T06:00:01Z' : '0001-01-01T00:00:00Z',
    preread: running ? '2026-11-28T06:00:00Z' : '0001-01-01T00:00:00Z',
    name: `/${c.name}`,
    id: c.id,
    cpu_stats: {
      cpu_usage: { total_usage: running ? 10_000_000_000 + cpu.containerDelta : 0 },
      system_cpu_usage: running ? 900_000_000_000 + cpu.systemDelta : 0,
      online_cpus: running ? cpu.cpus : 0,
    },
    precpu_stats: {
      cpu_usage: { total_usage: running ? 10_000_000_000 : 0 },
      system_cpu_usage: running ? 900_000_000_000 : 0,
      online_cpus: running ? cpu.cpus : 0,
    },
    memory_stats: running ? { usage: memory.usage, limit: memory.limit, stats: { inactive_file: memory.inactiveFile } } : {},
    networks: running ? { eth0: { rx_bytes: c.network?.rx ?? 1024, rx_packets: 12, tx_bytes: c.network?.tx ?? 2048, tx_packets: 20 } } : undefined,
  }
}

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'api-version': ENGINE_API_VERSION } })
const empty = (status: number) => new Response(null, { status, headers: { 'api-version': ENGINE_API_VERSION } })
const noSuch = (ref: string) => json({ message: `No such container: ${ref}` }, 404)

/** PEM files as `dockerd --tlsverify` uses them: a CA, the Engine's certificate for 127.0.0.1 and a client's, all signed by it. */
export interface EngineTls {
  ca: string
  server: { cert: string; key: string }
  client: { cert: string; key: string }
}

/** Makes a CA, a server and a client certificate with openssl (EC P-256, valid a day). */
export function engineTls(): EngineTls {
  const dir = mkdtempSync(join(tmpdir(), 'fake-docker-tls-'))
  const ssl = (...args: string[]) => {
    const run = Bun.spawnSync(['openssl', ...args], { cwd: dir })
    if (run.exitCode !== 0) throw new Error(`openssl ${args[0]}: ${run.stderr.toString()}`)
  }
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
  ssl('req', '-x509', ...ec, '-days', '1', '-subj', '/CN=fake-docker-ca', '-keyout', 'ca.key', '-out', 'ca.pem')
  for (const [name, ext] of [
    ['server', 'subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n'],
    ['client', 'extendedKeyUsage=clientAuth\n'],
  ] as const) {
    writeFileSync(join(dir, `${name}.ext`), ext)
    ssl('req', ...ec, '-subj', `/CN=${name}`, '-keyout', `${name}.key`, '-out', `${name}.csr`)
    ssl(
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-days',
      '1',
      '-extfile',
      `${name}.ext`,
      '-out',
      `${name}.pem`,
    )
  }
  const read = (f: string) => readFileSync(join(dir, f), 'utf8')
  const tls = {
    ca: read('ca.pem'),
    server: { cert: read('server.pem'), key: read('server.key') },
    client: { cert: read('client.pem'), key: read('client.key') },
  }
  rmSync(dir, { recursive: true, force: true })
  return tls
}

/**
 * Starts the fake on a fresh unix socket ('unix'), on 127.0.0.1 ('tcp'), or on https that, as `dockerd --tlsverify`,
 * takes only clients whose certificate its CA signed (pass engineTls()).
 */
export function startFakeDocker(containers: FakeContainer[], on: 'unix' | 'tcp' = 'unix', tls?: EngineTls): FakeDocker {
  const calls: string[] = []
  const find = (ref: string) => fake.containers.find((c) => c.id === ref || c.name === ref || (ref.length >= 4 && c.id.startsWith(ref)))

  const handle = (req: Request): Response => {
    const url = new URL(req.url)
    // Clients may name the version (/v1.43/...) or not, as the Engine allows.
    const path = url.pathname.replace(/^\/v\d+\.\d+(?=\/)/, '')
    calls.push(`${req.method} ${path}${url.search}`)
    const intercepted = fake.intercept?.(req.method, path)
    if (intercepted) return intercepted
    if (req.method === 'GET' && path === '/_ping') return new Response('OK')
    if (req.method === 'GET' && path === '/containers/json') {
      const all = url.searchParams.get('all') === '1' || url.searchParams.get('all') === 'true'
      return json(fake.containers.filter((c) => all || c.state === 'running').map(summary))
    }
    if (req.method === 'GET' && path === '/images/json')
      return json(
        [...new Set(fake.containers.map((c) => c.image))].map((tag) => ({
          Id: imageIdOf(tag),
          RepoTags: [tag],
          Created: 1_763_000_000,
          Size: 50_000_000,
          Labels: {},
        })),
      )
    const image = req.method === 'GET' ? path.match(/^\/images\/(.+)\/json$/) : null
    if (image) {
      const name = decodeURIComponent(image[1]!)
      return fake.containers.some((c) => c.image === name) ? json(imageInspect(name)) : json({ message: `No such image: ${name}` }, 404)
    }
    const match = path.match(/^\/containers\/([^/]+)\/(json|stats|start|stop|restart)$/)
    if (!match) return json({ message: 'page not found' }, 404)
    const [, ref, what] = match as [string, string, string]
    const c = find(decodeURIComponent(ref))
    if (!c) return noSuch(ref)
    if (req.method === 'GET' && what === 'json') return json(inspect(c))
    if (req.method === 'GET' && what === 'stats') {
      if (url.searchParams.get('stream') !== 'false' && url.searchParams.get('stream') !== '0')
        return json({ message: 'this fake serves one-shot stats only (stream=false)' }, 400)
      return json(stats(c))
    }
    if (req.method !== 'POST') return json({ message: 'page not found' }, 404)
    if (what === 'start') {
      if (c.state === 'running') return empty(304)
      c.state = 'running'
      return empty(204)
    }
    if (what === 'stop') {
      if (c.state === 'exited' || c.state === 'created') return empty(304)
      c.state = 'exited'
      return empty(204)
    }
    if (what === 'restart') {
      c.state = 'running'
      return empty(204)
    }
    return json({ message: 'page not found' }, 404)
  }

  const socket = join(tmpdir(), `fake-docker-${process.pid}-${Math.random().toString(36).slice(2)}.sock`)
  const server =
    on === 'unix'
      ? Bun.serve({ unix: socket, fetch: handle })
      : Bun.serve({
          hostname: '127.0.0.1',
          port: 0,
          fetch: handle,
          ...(tls ? { tls: { ...tls.server, ca: tls.ca, requestCert: true, rejectUnauthorized: true } } : {}),
        })
  const fake: FakeDocker = {
    url: on === 'unix' ? `unix://${socket}` : `${tls ? 'https' : 'http'}://127.0.0.1:${server.port}`,
    containers,
    calls,
    intercept: null,
    stop() {
      server.stop(true)
      if (on === 'unix') rmSync(socket, { force: true })
    },
  }
  return fake
}

/** A small home lab: compose stacks, every state, health checks, Homepage and Traefik labels. */
export const homeLab = (): FakeContainer[] => [
  {
    id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9',
    name: 'jellyfin',
    image: 'jellyfin/jellyfin:10.9',
    state: 'running',
    health: 'healthy',
    ports: [{ privatePort: 8096, publicPort: 8096 }],
    memory: { usage: 620_000_000, inactiveFile: 20_000_000, limit: 2_147_483_648 },
    cpu: { containerDelta: 250_000_000, systemDelta: 4_000_000_000, cpus: 4 },
    network: { rx: 1_572_864_000, tx: 52_428_800 },
    mounts: [
      { type: 'volume', name: 'jellyfin-config', source: '/var/lib/docker/volumes/jellyfin-config/_data', destination: '/config' },
      { type: 'bind', source: '/srv/media', destination: '/media', readOnly: true },
    ],
    outdated: true,
    labels: {
      'com.docker.compose.project': 'media',
      'com.docker.compose.service': 'jellyfin',
      'homepage.group': 'Media',
      'homepage.name': 'Jellyfin',
      'homepage.icon': 'jellyfin.png',
      'homepage.href': 'http://nas.lan:8096',
      'homepage.description': 'Films and series',
    },
  },
  {
    id: 'b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9a1',
    name: 'sonarr',
    image: 'linuxserver/sonarr:latest',
    state: 'exited',
    ports: [{ privatePort: 8989 }],
    labels: {
      'com.docker.compose.project': 'media',
      'homepage.group': 'Media',
      'homepage.name': 'Sonarr',
      'homepage.widget.type': 'sonarr',
      'homepage.widget.url': 'http://sonarr:8989',
      'homepage.widget.key': 'sonarr-api-key-secret',
      'traefik.http.routers.sonarr.rule': 'Host(`sonarr.home.lan`)',
      'traefik.http.routers.sonarr.entrypoints': 'websecure',
    },
  },
  {
    id: 'c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9a1b2',
    name: 'pihole',
    image: 'pihole/pihole:2024.07.0',
    state: 'running',
    health: 'unhealthy',
    ports: [
      { privatePort: 80, publicPort: 8053 },
      { privatePort: 53, publicPort: 53, type: 'udp' },
    ],
    memory: { usage: 80_000_000, inactiveFile: 0, limit: 0 },
    cpu: { containerDelta: 40_000_000, systemDelta: 4_000_000_000, cpus: 4 },
    labels: { 'com.docker.compose.project': 'network', 'foyer.name': 'Pi-hole', 'foyer.group': 'Network' },
  },
  { id: 'd4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9a1b2c3', name: 'backup-runner', image: 'restic/restic:0.16', state: 'restarting' },
  {
    id: 'e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9a1b2c3d4',
    name: 'postgres',
    image: 'postgres:16',
    state: 'paused',
    labels: { 'com.docker.compose.project': 'network' },
  },
]

/**
 * The real docker service on an in-memory database, its one endpoint ('NAS', id 1) this fake: what a live app's
 * context is handed as its Docker reader outside the whole app. Its clock is the test clock (2026-11-21 12:00 UTC);
 * keptEntries bounds what it keeps of each kind.
 */
export function dockerReaderOf(fake: FakeDocker, opts: { keptEntries?: number } = {}) {
  const db = openDatabase(':memory:')
  migrate(db)
  const service = createDockerService({
    db,
    secrets: createSecretBox(crypto.getRandomValues(new Uint8Array(32))),
    clock: manualClock(),
    keptEntries: opts.keptEntries,
  })
  service.save({ endpoints: [{ name: 'NAS', url: fake.url }] })
  return service
}
