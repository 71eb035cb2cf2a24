import { expect, test } from 'bun:test'
import { useTestApp } from '../../../tests/helpers/test-app'

const t = useTestApp()

const ICON = { iconUrl: '/favicon.svg', iconProvider: 'url', iconId: 'favicon' }

async function folder(token: string, folderName: string): Promise<number> {
  const res = await t.call('POST', '/api/v1/listing/save/folder', { token, body: { folderName, folderIcon: ICON } })
  expect(res.status).toBe(200)
  return res.body.message.id
}

async function addDisplay(views: Array<{ kind: string; id?: number }>): Promise<{ id: number; token: string }> {
  const res = await t.call('POST', '/api/v1/displays', { token: t.alice, body: { name: 'Hall', views, theme: 'dark', clock: false } })
  expect(res.status).toBe(200)
  return res.body.message
}

const edit = (token: string, id: number | string, body: unknown) => t.call('POST', `/api/v1/displays/${id}`, { token, body })
const stored = () => t.db.query<{ name: string; config: string; token_hash: string }, []>('SELECT name, config, token_hash FROM displays').all()

test('editing a display changes what it shows and how, keeps its token, and what it leaves out keeps its value', async () => {
  const kitchen = await folder(t.alice, 'Kitchen')
  const cellar = await folder(t.alice, 'Cellar')
  const { id, token } = await addDisplay([{ kind: 'folder', id: kitchen }])
  expect((await t.call('GET', `/api/v1/listing/folder/${kitchen}/list`, { token })).status).toBe(200)
  const hash = stored()[0]!.token_hash

  const res = await edit(t.alice, id, {
    name: ' Cellar wall ',
    views: [{ kind: 'folder', id: cellar }, { kind: 'streams' }],
    rotateSeconds: 20,
    density: 'comfort',
    night: { mode: 'dim', from: '23:00', to: '06:30' },
    hideCursor: false,
  })
  expect(res.status).toBe(200)
  const changed = {
    name: 'Cellar wall',
    views: [{ kind: 'folder', id: cellar }, { kind: 'streams' }],
    rotateSeconds: 20,
    density: 'comfort',
    night: { mode: 'dim', from: '23:00', to: '06:30' },
    hideCursor: false,
    // Left out of the edit: kept as created.
    theme: 'dark',
    clock: false,
    weather: true,
  }
  expect(res.body.message).toMatchObject({ id, ...changed, token: `••••${token.slice(-4)}` })
  expect(stored()[0]!.token_hash).toBe(hash)
  // The same token now reads the new views only, at once: the kiosk picks the change up at its next check.
  expect((await t.call('GET', '/api/v1/displays/me', { token })).body.message).toEqual(changed)
  expect((await t.call('GET', `/api/v1/listing/folder/${cellar}/list`, { token })).status).toBe(200)
  expect((await t.call('GET', `/api/v1/listing/folder/${kitchen}/list`, { token })).status).toBe(403)
  expect((await t.call('GET', '/api/v1/displays', { token: t.alice })).body.message[0]).toMatchObject(changed)
})

test("another user's display is a 404 to edit; a view of another user's folder, a bad body or a display token changes nothing", async () => {
  const kitchen = await folder(t.alice, 'Kitchen')
  const bobs = await folder(t.bob, 'Bob den')
  const { id, token } = await addDisplay([{ kind: 'folder', id: kitchen }])
  const before = stored()

  expect((await edit(t.bob, id, { name: 'Mine now', views: [{ kind: 'home' }] })).status).toBe(404)
  expect((await edit(t.alice, id, { name: 'Hall', views: [{ kind: 'folder', id: bobs }] })).status).toBe(404)
  expect((await edit(t.alice, id, { name: 'Hall', views: [{ kind: 'folder' }] })).status).toBe(400)
  expect((await edit(t.alice, id, { name: '  ', views: [{ kind: 'home' }] })).status).toBe(400)
  expect((await edit(t.alice, id, { name: 'Hall', views: [] })).status).toBe(400)
  expect((await edit(t.alice, id, { name: 'Hall', views: [{ kind: 'home' }], rotateSeconds: 1 })).status).toBe(400)
  expect((await edit(t.alice, id, { name: 'Hall', views: [{ kind: 'home' }], night: { mode: 'dim', from: '25:00', to: '06:00' } })).status).toBe(400)
  expect((await edit(t.alice, id + 1000, { name: 'Hall', views: [{ kind: 'home' }] })).status).toBe(404)
  expect((await edit(t.alice, 'abc', { name: 'Hall', views: [{ kind: 'home' }] })).status).toBe(400)
  // A display reads only: it cannot widen its own views.
  expect((await edit(token, id, { name: 'Hall', views: [{ kind: 'home' }] })).status).toBe(403)
  expect(stored()).toEqual(before)
})
