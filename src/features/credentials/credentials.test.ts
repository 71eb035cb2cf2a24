import { expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CREDENTIAL_MESSAGES } from '../../definitions/devices'
import { KEPT_SECRET } from '../../definitions/kept-secret'
import { useTestApp } from '../../../tests/helpers/test-app'

const t = useTestApp()
const save = (token: string, body: unknown, id?: number) => t.call('POST', `/api/v1/credentials${id ? `/${id}` : ''}`, { token, body })

/** Every byte under DATA_DIR after a checkpoint: a secret must appear in none of it. */
const dataDirHolds = (text: string) => {
  t.db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
  return readdirSync(t.dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .some((e) => readFileSync(join(e.parentPath, e.name)).includes(text))
}

test('add, list, read, edit and delete; secrets sealed at rest and only ever answered as the placeholder', async () => {
  const made = await save(t.alice, {
    profileName: ' NAS admin ',
    profileType: 'private_key',
    username: 'root',
    userkey: 'KEY-Zq7-private',
    passphrase: 'Zq7-phrase',
  })
  expect(made.status).toBe(200)
  const id = made.body.message.id as number

  const list = await t.call('GET', '/api/v1/credentials', { token: t.alice })
  expect(list.body.message).toEqual([{ id, profileName: 'NAS admin', profileType: 'private_key' }])
  const one = await t.call('GET', `/api/v1/credentials/${id}`, { token: t.alice })
  expect(one.body.message).toEqual({
    id,
    profileName: 'NAS admin',
    profileType: 'private_key',
    username: 'root',
    userkey: KEPT_SECRET,
    passphrase: KEPT_SECRET,
  })
  expect(JSON.stringify([list.body, one.body])).not.toContain('Zq7')
  expect(dataDirHolds('KEY-Zq7-private')).toBe(false)
  expect(dataDirHolds('Zq7-phrase')).toBe(false)

  // The placeholder sent back keeps both secrets; a new key replaces only the key.
  expect(
    (await save(t.alice, { profileName: 'NAS', profileType: 'private_key', username: 'admin', userkey: KEPT_SECRET, passphrase: KEPT_SECRET }, id)).status,
  ).toBe(200)
  const kept = t.db
    .query<{ userkey_sealed: string; passphrase_sealed: string }, [number]>('SELECT userkey_sealed, passphrase_sealed FROM credentials WHERE id = ?')
    .get(id)!
  expect(t.secrets.open(kept.userkey_sealed)).toBe('KEY-Zq7-private')
  expect(t.secrets.open(kept.passphrase_sealed)).toBe('Zq7-phrase')

  expect((await t.call('GET', `/api/v1/credentials/delete/${id}`, { token: t.alice })).body.message).toBe(CREDENTIAL_MESSAGES.deleted)
  expect((await t.call('GET', '/api/v1/credentials', { token: t.alice })).body.message).toEqual([])
})

test("the spec's rules and messages; nothing is saved", async () => {
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ profileName: ' ', profileType: 'password', username: 'u', userkey: 'p' }, 'Credential Name is required'],
    [{ profileName: 'n', profileType: '', username: 'u', userkey: 'p' }, 'Credential Type is required'],
    [{ profileName: 'n', profileType: 'password', username: '', userkey: 'p' }, 'Username is required'],
    [{ profileName: 'n', profileType: 'private_key', username: 'u', userkey: '' }, 'Private Key is required'],
    [{ profileName: 'n', profileType: 'api_key', userkey: '' }, 'API Key is required'],
    [{ profileName: 'n', profileType: 'xpassword', userkey: '' }, 'Password is required'],
    [{ profileName: 'n', profileType: 'password', username: 'u', userkey: '' }, 'Password is required'],
    // A placeholder with nothing stored behind it is no secret.
    [{ profileName: 'n', profileType: 'password', username: 'u', userkey: KEPT_SECRET }, 'Password is required'],
    [{ profileName: 'n', profileType: 'password', username: 'u' }, 'Password is required'],
  ]
  for (const [body, message] of cases) {
    const res = await save(t.alice, body)
    expect([res.status, res.body.message]).toEqual([400, message])
  }
  expect((await save(t.alice, { profileName: 'n', profileType: 'ftp', username: 'u', userkey: 'p' })).status).toBe(400)
  expect((await t.call('GET', '/api/v1/credentials', { token: t.alice })).body.message).toEqual([])
  // API keys and password-only entries need no username, and keep none.
  const key = await save(t.alice, { profileName: 'token', profileType: 'api_key', username: 'ignored', userkey: 'abc' })
  expect((await t.call('GET', `/api/v1/credentials/${key.body.message.id}`, { token: t.alice })).body.message.username).toBeNull()
})

test('by connection type: SSH takes passwords and keys, RDP and telnet passwords, VNC password-only entries', async () => {
  const ids: Record<string, number> = {}
  for (const [type, username] of [
    ['password', 'u'],
    ['private_key', 'u'],
    ['api_key', null],
    ['xpassword', null],
  ] as const)
    ids[type] = (await save(t.alice, { profileName: type, profileType: type, username, userkey: 's' })).body.message.id
  const of = async (type: string) =>
    (await t.call('GET', `/api/v1/credentials/type/${type}`, { token: t.alice })).body.message.map((c: { id: number }) => c.id).sort()
  expect(await of('ssh')).toEqual([ids.password, ids.private_key].sort())
  expect(await of('rdp')).toEqual([ids.password])
  expect(await of('telnet')).toEqual([ids.password])
  expect(await of('vnc')).toEqual([ids.xpassword])
  expect((await t.call('GET', '/api/v1/credentials/type/ftp', { token: t.alice })).status).toBe(400)
  expect((await t.call('GET', '/api/v1/credentials/type/ssh', { token: t.bob })).body.message).toEqual([])
})

test("another user's credential is not found everywhere, and stays unchanged", async () => {
  const id = (await save(t.alice, { profileName: 'mine', profileType: 'xpassword', userkey: 'vnc-pass' })).body.message.id
  expect((await t.call('GET', `/api/v1/credentials/${id}`, { token: t.bob })).status).toBe(404)
  expect((await save(t.bob, { profileName: 'stolen', profileType: 'xpassword', userkey: 'x' }, id)).status).toBe(404)
  expect((await t.call('GET', `/api/v1/credentials/delete/${id}`, { token: t.bob })).status).toBe(404)
  expect((await t.call('GET', `/api/v1/credentials/${id}`, { token: t.alice })).body.message.profileName).toBe('mine')
})
