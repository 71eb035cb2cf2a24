import { createSessions } from '../../../src/core/sessions'
import { startFakeDocker } from '../../helpers/fake-docker'
import { startFakeWeather } from '../../helpers/fake-weather'
import { createTestApp, md5, type TestApp } from '../../helpers/test-app'
import type { Body } from './http'
import { matchOperation, readOperations, type Operation } from './openapi'

// Two users who each own one of everything, an administrator whose decoys push every kind's ids apart,
// and a watcher whose dashboard proves the server still works. Adding a kind of object is one recipe below.

export type UserName = 'admin' | 'alice' | 'bob' | 'watcher'
type Owner = 'admin' | 'alice' | 'bob'

/** A request that worked for an owner: the concrete path values and body, reused as the base of variations. */
export interface Example {
  values: Record<string, string>
  body?: Body
}

export interface World {
  t: TestApp
  ops: Operation[]
  userIds: Record<UserName, number>
  /** Every row id alice (or bob) owns, in every table with a user_id, and their user ids. */
  ids: Record<'alice' | 'bob', number[]>
  /** Strings only alice's data contains: seeing one in someone else's answer is a leak. */
  markers: string[]
  examples: Record<Owner, Map<string, Example>>
  /** A fresh session of the user (earlier ones may have ended: logout, password change). */
  token(user: UserName): string
}

export interface Upstreams {
  env: Record<string, string>
  /** A Docker Engine whose labelled containers each owner imports with sync on, one per card. */
  dockerUrl: string
  stop(): void
}

const icon = (id: string) => ({ iconUrl: `/api/v1/icons/tabler/3/dark/${id}.svg`, iconUrlLight: null, iconProvider: 'tabler', iconId: id })
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))
const SECRETS: Record<Owner, string> = { admin: 'JBSWY3DPEHPK3PXP', alice: 'ZQ7ALICEZQ7ALICEZQ7A', bob: 'MFRGGZDFMZTWQ2LK' }
const mark = (owner: Owner) => `Zq7${owner}`

/** Local stand-ins for the icon-pack catalogue and the weather services: the suite never leaves 127.0.0.1. */
export function startUpstreams(): Upstreams {
  const weather = startFakeWeather()
  const docker = startFakeDocker(
    Array.from({ length: 40 }, (_, i) => ({
      id: `5e1ec7ed${String(i).padStart(4, '0')}`,
      name: `svc-${i}`,
      image: 'svc:1',
      state: 'running' as const,
      labels: { 'foyer.name': `Service ${i}`, 'foyer.href': `http://svc-${i}.lan/` },
    })),
  )
  const store = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    fetch(req) {
      const url = new URL(req.url)
      const pack = /^\/pack\/([\w-]+)\.json$/.exec(url.pathname)?.[1]
      // The catalogue is public: only the pack's own icons carry its owner's marker.
      if (url.pathname === '/iconpacks.json')
        return Response.json(
          ['alice', 'bob'].map((p) => ({
            iconName: `Pack ${p}`,
            iconProvider: `pack-${p}`,
            iconPackVersion: '1.0.0',
            jsonUrl: `${url.origin}/pack/pack-${p}.json`,
          })),
        )
      // The Live Apps Store offers nothing: installs answer 404 and never fetch an archive.
      if (url.pathname === '/apps.json') return Response.json([])
      if (pack)
        return Response.json({
          iconProvider: pack,
          baseUrl: 'https://cdn.example/',
          iconData: [{ iconName: `Zq7${pack.replace('pack-', '')} icon`, iconId: 'one', iconUrl: 'one.svg' }],
        })
      return new Response('missing', { status: 404 })
    },
  })
  const storeUrl = `http://127.0.0.1:${store.port}`
  return {
    dockerUrl: docker.url,
    env: {
      FOYER_WEATHER_URL: weather.url,
      FOYER_GEOCODE_URL: weather.url,
      FOYER_ICONPACK_CATALOGUE_URL: `${storeUrl}/iconpacks.json`,
      FOYER_APPS_CATALOGUE_URL: `${storeUrl}/apps.json`,
      // Push subscriptions point at 127.0.0.1:9 (nothing listens): deliveries fail at once and never leave the machine.
      FOYER_PUSH_ALLOW_PRIVATE: '1',
    },
    stop() {
      weather.stop()
      docker.stop()
      store.stop(true)
    },
  }
}

interface Maker {
  owner: Owner
  storeBase: string
  /** The fake Engine, and the next of its containers no one has imported yet. */
  docker: { url: string; next(): string }
  made: Record<string, number>
  save(method: string, path: string, body?: Body): Promise<any>
}

/** One recipe per kind of object, in creation order (later ones use earlier ones as parents). */
const RECIPES: Array<[string, (m: Maker) => Promise<number>]> = [
  [
    'folder',
    async (m) =>
      (
        await m.save('POST', '/api/v1/listing/save/folder', {
          json: { folderName: `${mark(m.owner)} folder`, folderIcon: icon('folder'), showInSidebar: true },
        })
      ).id,
  ],
  [
    'link',
    async (m) =>
      (
        await m.save('POST', '/api/v1/listing/save/link', {
          json: {
            parentId: m.made.folder,
            linkName: `${mark(m.owner)} link`,
            linkIcon: icon('link'),
            linkURL: `https://${mark(m.owner).toLowerCase()}.example/`,
            description: `${mark(m.owner)} notes`,
            showInSidebar: false,
          },
        })
      ).id,
  ],
  [
    'liveLink',
    async (m) => {
      // A link whose live app calls the local catalogue server; running it once records the run's example.
      const link = await m.save('POST', '/api/v1/listing/save/link', {
        json: {
          linkName: `${mark(m.owner)} live`,
          linkIcon: icon('link'),
          localUrl: `${m.storeBase}/iconpacks.json`,
          liveAppEnabled: true,
          integration: { appId: 'http-status', config: { jsonPath: '0.iconName' }, datapoints: ['state', 'value'] },
        },
      })
      await m.save('GET', `/api/v1/app/run/${link.id}/http-status`)
      return link.id
    },
  ],
  [
    'todoList',
    async (m) =>
      (
        await m.save('POST', '/api/v1/listing/save/todo', {
          json: { parentId: m.made.folder, todoName: `${mark(m.owner)} todos`, todoIcon: icon('list'), showInSidebar: true },
        })
      ).id,
  ],
  [
    'snippetList',
    async (m) =>
      (
        await m.save('POST', '/api/v1/listing/save/snippet', {
          json: { snippetName: `${mark(m.owner)} snippets`, snippetIcon: icon('code'), showInSidebar: true },
        })
      ).id,
  ],
  [
    'stream',
    async (m) =>
      (
        await m.save('POST', '/api/v1/listing/save/stream', {
          // Nothing listens on port 9: previews fail at once, and never leave the machine.
          json: { linkName: `${mark(m.owner)} camera`, linkURL: `rtsp://${mark(m.owner).toLowerCase()}:pass@127.0.0.1:9/cam` },
        })
      ).id,
  ],
  [
    'todoItem',
    async (m) =>
      (
        await m.save('POST', '/api/v1/todo/item', {
          json: { listingId: m.made.todoList, todoName: `${mark(m.owner)} task 1`, priority: 1, dueDate: '2026-11-30' },
        })
      ).id,
  ],
  [
    'snippet',
    async (m) =>
      (
        await m.save('POST', '/api/v1/snippet/item', {
          json: { listingId: m.made.snippetList, snippetTitle: `${mark(m.owner)} snippet`, language: 'python', snippetCode: `print("${mark(m.owner)} 1")` },
        })
      ).id,
  ],
  [
    'code',
    async (m) =>
      (
        await m.save('POST', `/api/v1/snippet/save/${m.made.snippet}`, {
          json: { snippetCode: `# ${mark(m.owner)} code 1`, snippetFilename: `${mark(m.owner)}.py`, language: 'python' },
        })
      ).id,
  ],
  [
    'page',
    async (m) =>
      (await m.save('POST', '/api/v1/page/save', { json: { pageTitle: `${mark(m.owner)} page`, pageContent: `<p>${mark(m.owner)} words</p>`, publish: true } }))
        .id,
  ],
  [
    'totp',
    async (m) =>
      (
        await m.save('POST', '/api/v1/totp/save', {
          json: { serviceName: `${mark(m.owner)} service`, accountName: `${mark(m.owner)}@example.com`, secret: SECRETS[m.owner] },
        })
      ).id,
  ],
  [
    'image',
    async (m) => {
      const form = new FormData()
      form.set('icon', new File([PNG], 'x.png', { type: 'image/png' }))
      return (await m.save('POST', '/api/v1/images/upload', { form })).id
    },
  ],
  [
    'iconPack',
    async (m) => {
      // Only an administrator may install a pack the catalogue does not list; each decoy is a new provider.
      const provider = m.owner === 'admin' ? `decoy-${crypto.randomUUID().slice(0, 8)}` : `pack-${m.owner}`
      return Number((await m.save('POST', '/api/v1/iconpack/add', { json: { iconpackUrl: `${m.storeBase}/pack/${provider}.json` } })).pack.id)
    },
  ],
  [
    'apiKey',
    async (m) => (await m.save('POST', '/api/v1/api-keys', { json: { name: `${mark(m.owner)} key`, permissions: ['post_notification'], expiresAt: null } })).id,
  ],
  [
    'notification',
    async (m) =>
      (await m.save('POST', '/api/v1/notifications', { json: { title: `${mark(m.owner)} note`, message: `${mark(m.owner)} says hi`, clickUrl: '/' } })).id,
  ],
  [
    'pushSubscription',
    async (m) =>
      (
        await m.save('POST', '/api/v1/notifications/fcm-token', {
          json: { token: { endpoint: `https://127.0.0.1:9/push/${crypto.randomUUID()}`, keys: { p256dh: 'BP256dh', auth: 'auth' } } },
        })
      ).id,
  ],
  [
    'credential',
    async (m) =>
      (
        await m.save('POST', '/api/v1/credentials', {
          json: { profileName: `${mark(m.owner)} credential`, profileType: 'password', username: `${mark(m.owner)}-user`, userkey: `${mark(m.owner)}-secret` },
        })
      ).id,
  ],
  [
    'device',
    async (m) =>
      (
        await m.save('POST', '/api/v1/servers/save/device', {
          json: {
            deviceName: `${mark(m.owner)} device`,
            deviceIp: '127.0.0.1',
            deviceIcon: icon('server'),
            supportsWol: true,
            deviceMac: 'aa:bb:cc:dd:ee:ff',
            // Nothing listens on port 9 of 127.0.0.1: wake packets of the suite never leave the machine.
            broadcastAddress: '127.0.0.1',
            broadcastPort: 9,
            isConnectionSetup: true,
            connectionType: 'ssh',
            connectionHostname: '127.0.0.1',
            connectionPort: 22,
            connectionAuthType: 'password',
            credentialTab: 'store',
            credentialId: m.made.credential,
          },
        })
      ).id,
  ],
  [
    'display',
    async (m) =>
      (
        await m.save('POST', '/api/v1/displays', {
          json: {
            name: `${mark(m.owner)} wall`,
            views: [{ kind: 'home' }, { kind: 'todo', id: m.made.todoList }, { kind: 'page', id: m.made.page }, { kind: 'streams' }],
          },
        })
      ).id,
  ],
  [
    'dockerCard',
    async (m) => {
      // Each card is one labelled container imported with sync on (the sync rows' ids follow the users': admin, alice, bob).
      // The administrator's first decoy adds the endpoint (the first, so id 1), tested first so that the bad-input probes
      // of Test start from an Engine that answers.
      if (m.owner === 'admin' && m.made.dockerCard === undefined) {
        await m.save('POST', '/api/v1/settings/docker/test', { json: { name: 'Fake Engine', url: m.docker.url } })
        await m.save('POST', '/api/v1/settings/docker', { json: { endpoints: [{ name: 'Fake Engine', url: m.docker.url }] } })
      }
      await m.save('POST', '/api/v1/docker/discovered/import', { json: { items: [{ endpoint: 1, container: m.docker.next() }], sync: true } })
      const { cards } = await m.save('GET', '/api/v1/docker/synced')
      return Math.max(...cards.map((c: { listingId: number }) => c.listingId))
    },
  ],
]

/** The settings each owner saves (no ids of their own, but data that must not leak or change). */
const SETTINGS = (m: Maker, userId: number) => [
  m.save('POST', '/api/v1/settings/', { json: { siteName: `${mark(m.owner)} site`, siteLogo: icon('home'), uiMode: 'normal' } }),
  m.save('POST', '/api/v1/settings/weather', { json: { location: { location: `${mark(m.owner)} town`, latitude: 52.5, longitude: 13.4 }, unit: 'metric' } }),
  m.save('POST', '/api/v1/accounts/save', { json: { userId, fullName: `${mark(m.owner)} Person`, siteName: `${mark(m.owner)} site` } }),
  m.save('POST', '/api/v1/accounts/avatar', { json: { avatar: icon('user') } }),
]

/** Tables whose rows belong to a user (a user_id column), but not the sessions or OIDC links: no route takes or sends their rows. */
function ownedTables(t: TestApp): string[] {
  const tables = t.db
    .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT IN ('sessions', 'oidc_links')")
    .all()
  return tables
    .map((r) => r.name)
    .filter((name) =>
      t.db
        .query<{ name: string }, []>(`SELECT name FROM pragma_table_info('${name}')`)
        .all()
        .some((c) => c.name === 'user_id'),
    )
}

function rowIds(t: TestApp, userId: number): number[] {
  return ownedTables(t).flatMap((table) =>
    t.db
      .query<{ id: number }, [number]>(`SELECT id FROM "${table}" WHERE user_id = ?`)
      .all(userId)
      .map((r) => r.id),
  )
}

function highestId(t: TestApp): number {
  return Math.max(...['users', ...ownedTables(t)].map((table) => t.db.query<{ n: number | null }, []>(`SELECT max(id) AS n FROM "${table}"`).get()!.n ?? 0))
}

function tokens(t: TestApp, userIds: Record<UserName, number>) {
  const sessions = createSessions({ db: t.db, clock: t.clock, ttlMs: t.config.sessionTtlMs })
  return (user: UserName) => sessions.issue(userIds[user]).token
}

async function readDoc(t: TestApp): Promise<Operation[]> {
  const doc = await t.call('GET', '/api-docs/json')
  if (doc.status !== 200) throw new Error(`harness: GET /api-docs/json answered ${doc.status}`)
  return readOperations(doc.body)
}

/** Builds the world on a fresh app; every step must succeed, or the suite stops with the step that failed. */
export async function buildWorld(upstreams: Upstreams): Promise<World> {
  const t = createTestApp(upstreams.env)
  const ops = await readDoc(t)
  const examples: World['examples'] = { admin: new Map(), alice: new Map(), bob: new Map() }
  const userIds = {} as Record<UserName, number>
  // Straight through the service: four password hashes are the slowest part of the world otherwise.
  for (const name of ['admin', 'alice', 'bob', 'watcher'] as const)
    userIds[name] = await t.users.create({ username: name, password: md5('secret-pass'), isSuperAdmin: name === 'admin' })
  const token = tokens(t, userIds)
  const signedIn = { admin: token('admin'), alice: token('alice'), bob: token('bob') }
  const storeBase = new URL(upstreams.env.FOYER_ICONPACK_CATALOGUE_URL!).origin
  let containers = 0
  const docker = { url: upstreams.dockerUrl, next: () => `svc-${containers++}` }
  const maker = (owner: Owner): Maker => ({
    owner,
    storeBase,
    docker,
    made: {},
    async save(method, path, body) {
      const res = await t.call(method, path, {
        token: signedIn[owner],
        ...(body && 'json' in body ? { body: body.json } : body && 'form' in body ? { form: body.form } : {}),
      })
      if (res.status !== 200) throw new Error(`harness: building the world, ${method} ${path} as ${owner} answered ${res.status} ${JSON.stringify(res.body)}`)
      const hit = matchOperation(ops, method, path)
      if (hit) examples[owner].set(hit.op.key, { values: hit.values, body })
      return res.body.message
    },
  })
  const makers = { admin: maker('admin'), alice: maker('alice'), bob: maker('bob') }
  for (const [kind, make] of RECIPES) {
    // The administrator's decoys take ids until the next one is above every id so far: no two kinds share values.
    const floor = highestId(t)
    for (let tries = 0; ; tries++) {
      makers.admin.made[kind] = await make(makers.admin)
      if (makers.admin.made[kind] >= floor) break
      if (tries > 500) throw new Error(`harness: ${kind} ids do not grow past ${floor}`)
    }
    makers.alice.made[kind] = await make(makers.alice)
    makers.bob.made[kind] = await make(makers.bob)
  }
  for (const owner of ['alice', 'bob'] as const) await Promise.all(SETTINGS(makers[owner], userIds[owner]))

  const ids = { alice: [...new Set([userIds.alice, ...rowIds(t, userIds.alice)])], bob: [...new Set([userIds.bob, ...rowIds(t, userIds.bob)])] }
  const shared = ids.alice.filter((id) => ids.bob.includes(id))
  if (shared.length) throw new Error(`harness: alice and bob share id values ${shared.join(', ')}: the matrix could not tell their objects apart`)
  for (const table of ownedTables(t))
    if (!t.db.query(`SELECT 1 FROM "${table}" WHERE user_id = ?`).get(userIds.alice))
      throw new Error(`harness: alice owns nothing in table ${table}; add a recipe for it to tests/routes/support/world.ts`)

  const image = (await t.call('GET', '/api/v1/images', { token: signedIn.alice })).body.message[0].iconPath as string
  return {
    t,
    ops,
    userIds,
    ids,
    markers: [mark('alice').toLowerCase(), signedIn.alice, SECRETS.alice, image.split('/').pop()!],
    examples,
    token,
  }
}

/** The world's DATA_DIR with everything written into the database file, ready to be copied. */
export function settledDir(world: World): string {
  world.t.db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
  return world.t.dir
}

/** A second app on a copy of the world's data: an operation may change or delete anything there. */
export function copyWorld(world: World, upstreams: Upstreams): World {
  const t = createTestApp(upstreams.env, { copyOf: settledDir(world) })
  return { ...world, t, token: tokens(t, world.userIds) }
}
