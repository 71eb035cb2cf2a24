import { afterAll, beforeAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createConfig, lintFromString } from '@redocly/openapi-core'
import openapiTS, { astToString } from 'openapi-typescript'
import { createTestApp, md5 } from './helpers/test-app'

// /api-docs/json as a client generator reads it: valid under Redocly's recommended rules, turned into types by
// openapi-typescript, and a script of real calls written with openapi-fetch type-checks with no casts and runs.

const root = join(import.meta.dir, '..')
const t = createTestApp()
const dir = mkdtempSync(join(tmpdir(), 'foyer-client-'))
let doc: Record<string, any>
let server: { stop(): void; url: URL }

beforeAll(async () => {
  doc = (await t.call('GET', '/api-docs/json')).body
  const app = t.app.listen({ port: 0, hostname: '127.0.0.1' })
  server = { stop: () => void app.stop(true), url: new URL(`http://127.0.0.1:${app.server!.port}`) }
})
afterAll(() => {
  server?.stop()
  t.close()
  rmSync(dir, { recursive: true, force: true })
})

// Warnings kept, each for a reason: Foyer states no licence; the spec fixes paths a static segment tells apart
// (/notifications/delete/{id} and /notifications/{id}/read); and three public reads refuse nothing.
const WARNINGS = [
  'info-license #/info',
  'no-ambiguous-paths #/paths/~1api~1v1~1notifications~1{id}~1read',
  'no-ambiguous-paths #/paths/~1api~1v1~1snippet~1{id}~1delete',
  'operation-4xx-response #/paths/~1api~1v1~1home/get/responses',
  'operation-4xx-response #/paths/~1api~1v1~1login~1methods/get/responses',
  'operation-4xx-response #/paths/~1api~1v1~1setup/get/responses',
]

test("the document has no error under Redocly's recommended rules, and no warning but the reasoned ones", async () => {
  const config = await createConfig({ extends: ['recommended'] })
  const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: join(dir, 'openapi.json'), config })
  const found = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}${p.severity === 'error' ? `: ${p.message}` : ''}`)
  expect(found.filter((p) => p.startsWith('error')).slice(0, 20)).toEqual([])
  expect(found.sort()).toEqual(WARNINGS.map((w) => `warn ${w}`))
})

test('schemas hold only JSON Schema keywords: no validator message, mark or 3.0 nullable that strict validators (Ajv) refuse', () => {
  const found = new Set<string>()
  const keys = (value: unknown, inSchema: boolean): void => {
    if (Array.isArray(value)) {
      for (const v of value) keys(v, inSchema)
      return
    }
    if (!value || typeof value !== 'object') return
    for (const [key, child] of Object.entries(value)) {
      if (inSchema && (key.startsWith('x-') || key === 'nullable' || (key === 'error' && typeof child === 'string'))) found.add(key)
      // Below `properties` come names, not keywords; every other object below a schema is a schema or a list of them.
      const names = inSchema && key === 'properties'
      if (names) for (const field of Object.values(child as object)) keys(field, true)
      else keys(child, inSchema || key === 'schema' || key === 'schemas')
    }
  }
  keys(doc, false)
  expect([...found]).toEqual([])
})

test('who may call each operation is in its security: none for the public ones, a bearer token, an API key where one works', () => {
  const security = (method: string, path: string) => doc.paths[path]?.[method]?.security
  for (const path of ['/api/v1/login', '/api/v1/setup', '/api/v1/login/oidc/start']) expect(security('post', path)).toEqual([])
  for (const path of ['/api/v1/home', '/api/v1/setup', '/api/v1/login/methods', '/api/v1/images/file/{name}']) expect(security('get', path)).toEqual([])
  expect(security('get', '/api/v1/dashboard')).toEqual([{ bearer: [] }])
  expect(security('post', '/api/v1/notifications')).toEqual([{ apiKey: [] }, { bearer: [] }])
  expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-api-key' })
  expect(security('get', '/ws/devices')).toEqual([{ ticket: [] }])
  expect(doc.components.securitySchemes.ticket).toMatchObject({ type: 'apiKey', in: 'query', name: 'ticket' })
  // 403: a wall display's token, on a route not marked for its views.
  expect(Object.keys(doc.paths['/api/v1/listing/folder/{id}'].get.responses).sort()).toEqual(['200', '400', '401', '403', '404', 'default'])
})

test('a typed client generated from the document signs in, lists the dashboard, saves, reads and deletes a folder: no casts', async () => {
  const types = astToString(await openapiTS(doc as never))
  writeFileSync(join(dir, 'api.d.ts'), types)
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'))
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2022', 'DOM'],
        skipLibCheck: true,
      },
      files: ['tour.ts'],
    }),
  )
  // Every annotation below is what a generator must get right: exact ids, named models, the refusal's shape, required fields.
  writeFileSync(
    join(dir, 'tour.ts'),
    `import createClient from 'openapi-fetch'
import type { components, paths } from './api'

type Listing = components['schemas']['Listing']
type Refusal = components['schemas']['Error']

export async function tour(baseUrl: string, username: string, password: string) {
  const guest = createClient<paths>({ baseUrl })
  const login = await guest.POST('/api/v1/login', { body: { username, password } })
  if (!login.data) throw new Error(login.error.message)
  const api = createClient<paths>({ baseUrl, headers: { authorization: \`Bearer \${login.data.message.token}\` } })

  const dashboard = await api.GET('/api/v1/dashboard')
  if (!dashboard.data) throw new Error(dashboard.error.message)
  const home: Listing[] = dashboard.data.message.homepageItems

  // @ts-expect-error a folder is saved with its name
  const unnamed = () => api.POST('/api/v1/listing/save/folder', { body: {} })
  const saved = await api.POST('/api/v1/listing/save/folder', { body: { folderName: 'Tour', folderIcon: { iconUrl: '/api/v1/icons/tabler/1/dark/folder.svg' }, parentId: null } })
  if (!saved.data) throw new Error(saved.error.message)
  const id: number = saved.data.message.id

  const read = await api.GET('/api/v1/listing/folder/{id}', { params: { path: { id } } })
  if (!read.data) throw new Error(read.error.message)
  const name: string = read.data.message.listing.listingName

  const removed = await api.GET('/api/v1/listing/delete/{id}', { params: { path: { id } } })
  if (!removed.data) throw new Error(removed.error.message)
  const gone = await api.GET('/api/v1/listing/folder/{id}', { params: { path: { id } } })
  const refusal: Refusal | undefined = gone.error
  const status: number = gone.response.status
  return { before: home.length, id, name, status, refused: refusal?.error, unnamed }
}
`,
  )
  const tsc = Bun.spawnSync([join(root, 'node_modules/.bin/tsc'), '-p', dir], { stdout: 'pipe', stderr: 'pipe' })
  expect(`${tsc.stdout}${tsc.stderr}`).toBe('')
  expect(tsc.exitCode).toBe(0)

  await t.signIn('tourist', 'tour-pass')
  const { tour } = await import(join(dir, 'tour.ts'))
  const result = await tour(server.url.origin, 'tourist', md5('tour-pass'))
  expect(result).toMatchObject({ before: 0, name: 'Tour', status: 404, refused: true })
  expect(result.id).toBeGreaterThan(0)
}, 60_000)
