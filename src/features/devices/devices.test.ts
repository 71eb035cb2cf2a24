import { afterEach, expect, test } from 'bun:test'
import { createSocket } from 'node:dgram'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEVICE_MESSAGES as M } from '../../definitions/devices'
import { KEPT_SECRET } from '../../definitions/kept-secret'
import { createTestApp, useTestApp } from '../../../tests/helpers/test-app'
import { createDevicesService } from './devices.service'
import { magicPacket } from './wake-on-lan'

const t = useTestApp()
const icon = { iconUrl: '/api/v1/icons/tabler/3/dark/server.svg', iconProvider: 'tabler', iconId: 'server' }
const base = { deviceName: 'NAS', deviceIp: '127.0.0.1', deviceIcon: icon }
const save = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/v1/servers/save/device', { token, body: { ...base, ...body } })
const sealedColumns = (id: number) =>
  t.db.query<Record<string, string | null>, [number]>('SELECT password_sealed, private_key_sealed, passphrase_sealed FROM devices WHERE id = ?').get(id)!

const dataDirHolds = (text: string) => {
  t.db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
  return readdirSync(t.dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .some((e) => readFileSync(join(e.parentPath, e.name)).includes(text))
}

const closers: Array<() => void> = []
afterEach(() => {
  for (const close of closers.splice(0)) close()
})

test('add, list, read, edit, reorder and delete devices', async () => {
  const nas = await save(t.alice, { supportsWol: true, deviceMac: 'aa:bb:cc:dd:ee:ff', broadcastAddress: '127.0.0.255', broadcastPort: '9' })
  expect(nas.status).toBe(200)
  expect(nas.body.message).toMatchObject({
    deviceName: 'NAS',
    deviceIp: '127.0.0.1',
    supportsWol: true,
    broadcastPort: 9,
    isAlive: false,
    isConnectionSetup: false,
  })
  const pi = (await save(t.alice, { deviceName: 'Pi', deviceIp: '127.0.0.2' })).body.message
  const names = async () => (await t.call('GET', '/api/v1/servers/devices', { token: t.alice })).body.message.map((d: { deviceName: string }) => d.deviceName)
  expect(await names()).toEqual(['NAS', 'Pi'])

  const reordered = await t.call('POST', '/api/v1/servers/device/reorder', { token: t.alice, body: { items: [pi.id] } })
  expect([reordered.status, reordered.body.message]).toEqual([200, M.reordered])
  expect(await names()).toEqual(['Pi', 'NAS'])
  const twice = await t.call('POST', '/api/v1/servers/device/reorder', { token: t.alice, body: { items: [nas.body.message.id, nas.body.message.id] } })
  expect([twice.status, twice.body.message]).toEqual([400, 'Each device may appear only once in the order.'])
  expect(await names()).toEqual(['Pi', 'NAS'])

  expect((await save(t.alice, { deviceId: pi.id, deviceName: 'Raspberry' })).body.message.id).toBe(pi.id)
  expect(await names()).toEqual(['Raspberry', 'NAS'])
  expect((await t.call('GET', `/api/v1/servers/delete/${pi.id}`, { token: t.alice })).body.message).toBe(M.deleted)
  expect(await names()).toEqual(['NAS'])
})

test("the spec's device rules, word for word; nothing is saved", async () => {
  const wol = { supportsWol: true, deviceMac: 'aa:bb:cc:dd:ee:ff', broadcastAddress: '192.168.1.255', broadcastPort: 9 }
  const ssh = { isConnectionSetup: true, connectionType: 'ssh', connectionHostname: 'nas.lan', connectionPort: 22, credentialTab: 'manual' }
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ deviceName: ' ' }, M.nameAndIp],
    [{ deviceIp: '' }, M.nameAndIp],
    [{ deviceIcon: null }, M.icon],
    [{ deviceIp: '300.1.1.1' }, M.ip],
    [{ deviceIp: 'nas.lan' }, M.ip],
    [{ ...wol, deviceMac: '' }, M.wolFields],
    [{ ...wol, broadcastPort: null }, M.wolFields],
    [{ ...wol, deviceMac: 'aa:bb:cc:dd:ee' }, M.mac],
    [{ ...wol, deviceMac: 'aa:bb-cc:dd:ee:ff' }, M.mac],
    [{ ...wol, broadcastAddress: 'everyone' }, M.broadcast],
    [{ ...wol, broadcastPort: 70000 }, M.port],
    [{ ...ssh, connectionHostname: '' }, M.hostAndPort],
    [{ ...ssh, connectionPort: 0 }, M.port],
    [{ ...ssh, connectionAuthType: 'password', connectionPassword: 'p' }, M.username],
    [{ ...ssh, connectionAuthType: 'password', connectionUsername: 'root' }, M.password],
    [{ ...ssh, connectionAuthType: 'privateKey', connectionUsername: 'root' }, M.privateKey],
    // A placeholder with nothing stored behind it is no password.
    [{ ...ssh, connectionAuthType: 'password', connectionUsername: 'root', connectionPassword: KEPT_SECRET }, M.password],
    [{ ...ssh, connectionType: 'rdp', connectionAuthType: 'privateKey', connectionUsername: 'u', connectionPrivateKey: 'k' }, M.authType],
    [{ ...ssh, connectionAuthType: 'password', credentialTab: 'store', credentialId: null }, M.credential],
  ]
  for (const [body, message] of cases) {
    const res = await save(t.alice, body)
    expect([JSON.stringify(body), res.status, res.body.message]).toEqual([JSON.stringify(body), 400, message])
  }
  expect((await t.call('GET', '/api/v1/servers/devices', { token: t.alice })).body.message).toEqual([])
  // VNC asks no username; telnet is accepted by the server with its own port.
  expect(
    (
      await save(t.alice, {
        ...ssh,
        connectionType: 'vnc',
        connectionPort: 5901,
        connectionUsername: 'ignored',
        connectionAuthType: 'password',
        connectionPassword: 'v',
      })
    ).body.message,
  ).toMatchObject({
    connectionPort: 5901,
    connectionUsername: null,
  })
  expect((await save(t.alice, { ...ssh, connectionType: 'telnet', connectionPort: '23', connectionAuthType: 'none' })).body.message.connectionType).toBe(
    'telnet',
  )
})

test('connection secrets are sealed, answered only as the placeholder, and kept by it', async () => {
  const body = {
    isConnectionSetup: true,
    connectionType: 'ssh',
    connectionHostname: 'nas.lan',
    connectionPort: 22,
    connectionAuthType: 'privateKey',
    connectionUsername: 'root',
    connectionPrivateKey: '-----BEGIN KEY Zq7-----',
    connectionPrivateKeyPassphrase: 'Zq7-phrase',
    credentialTab: 'manual',
  }
  const made = (await save(t.alice, body)).body.message
  expect(made).toMatchObject({
    connectionPrivateKey: KEPT_SECRET,
    connectionPrivateKeyPassphrase: KEPT_SECRET,
    connectionPassword: '',
    credentialTab: 'manual',
  })
  const read = await t.call('GET', `/api/v1/servers/device/${made.id}`, { token: t.alice })
  const list = await t.call('GET', '/api/v1/servers/devices', { token: t.alice })
  expect(JSON.stringify([read.body, list.body])).not.toContain('Zq7')
  expect(dataDirHolds('BEGIN KEY Zq7')).toBe(false)
  expect(dataDirHolds('Zq7-phrase')).toBe(false)

  const before = sealedColumns(made.id)
  await save(t.alice, { ...body, deviceId: made.id, deviceName: 'Renamed', connectionPrivateKey: KEPT_SECRET, connectionPrivateKeyPassphrase: KEPT_SECRET })
  expect(sealedColumns(made.id)).toEqual(before)
  // Switching to password sign-in drops the key and its passphrase.
  await save(t.alice, { ...body, deviceId: made.id, connectionAuthType: 'password', connectionPassword: 'new-pass' })
  const after = sealedColumns(made.id)
  expect([after.private_key_sealed, after.passphrase_sealed]).toEqual([null, null])
  expect(t.secrets.open(after.password_sealed!)).toBe('new-pass')
})

test('a device signs in with a locker credential by id; another user’s credential or device is not found and nothing changes', async () => {
  const cred = (
    await t.call('POST', '/api/v1/credentials', { token: t.alice, body: { profileName: 'NAS root', profileType: 'password', username: 'root', userkey: 'pw' } })
  ).body.message.id
  const body = {
    isConnectionSetup: true,
    connectionType: 'ssh',
    connectionHostname: 'nas.lan',
    connectionPort: 22,
    connectionAuthType: 'password',
    credentialTab: 'store',
  }
  const made = (await save(t.alice, { ...body, credentialId: cred })).body.message
  expect(made).toMatchObject({ credentialTab: 'store', credentialId: cred, selectedCredential: { id: cred, profileName: 'NAS root', profileType: 'password' } })

  expect((await save(t.bob, { ...body, credentialId: cred })).status).toBe(404)
  expect((await save(t.bob, { deviceId: made.id, deviceName: 'Mine now' })).status).toBe(404)
  for (const path of [`/servers/device/${made.id}`, `/servers/wake/${made.id}`, `/servers/delete/${made.id}`, `/servers/connect/${made.id}`])
    expect([path, (await t.call('GET', `/api/v1${path}`, { token: t.bob })).status]).toEqual([path, 404])
  expect((await t.call('POST', '/api/v1/servers/device/reorder', { token: t.bob, body: { items: [made.id] } })).status).toBe(404)
  expect((await t.call('GET', `/api/v1/servers/device/${made.id}`, { token: t.alice })).body.message.deviceName).toBe('NAS')

  // Deleting the credential leaves the device without one.
  await t.call('GET', `/api/v1/credentials/delete/${cred}`, { token: t.alice })
  expect((await t.call('GET', `/api/v1/servers/device/${made.id}`, { token: t.alice })).body.message).toMatchObject({
    credentialId: null,
    selectedCredential: null,
  })
})

test('wake-on-LAN sends the magic packet over UDP to the broadcast address and port', async () => {
  const listener = createSocket('udp4')
  closers.push(() => listener.close())
  const received = new Promise<Buffer>((resolve) => listener.once('message', resolve))
  await new Promise<void>((resolve) => listener.bind(0, '127.0.0.1', resolve))
  const port = listener.address().port
  const device = (await save(t.alice, { supportsWol: true, deviceMac: 'AA-BB-CC-DD-EE-0F', broadcastAddress: '127.0.0.1', broadcastPort: port })).body.message

  const res = await t.call('GET', `/api/v1/servers/wake/${device.id}`, { token: t.alice })
  expect([res.status, res.body.message]).toEqual([200, 'Wake-on-LAN packet sent to NAS.'])
  const packet = await received
  expect(packet.length).toBe(102)
  expect(packet.subarray(0, 6)).toEqual(Buffer.alloc(6, 0xff))
  for (let i = 0; i < 16; i++) expect(packet.subarray(6 + i * 6, 12 + i * 6)).toEqual(Buffer.from([0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0x0f]))
  expect(packet).toEqual(magicPacket('aa:bb:cc:dd:ee:0f'))

  const noWol = (await save(t.alice, { deviceName: 'TV' })).body.message
  expect((await t.call('GET', `/api/v1/servers/wake/${noWol.id}`, { token: t.alice })).body.message).toBe(M.noWol)
})

test('a magic packet goes only to local networks: a public broadcast address is refused at save, and one stored anyway before sending', async () => {
  const wol = { supportsWol: true, deviceMac: 'aa:bb:cc:dd:ee:ff', broadcastPort: 9 }
  for (const broadcastAddress of ['8.8.8.8', '1.1.1.255', '172.32.0.255', '100.128.0.1', '192.169.0.255', '0.0.0.0', '224.0.0.1', '255.255.255.254']) {
    const res = await save(t.alice, { ...wol, broadcastAddress })
    expect([broadcastAddress, res.status, res.body.message]).toEqual([broadcastAddress, 400, M.broadcastNotLocal])
  }
  expect((await t.call('GET', '/api/v1/servers/devices', { token: t.alice })).body.message).toEqual([])
  for (const broadcastAddress of [
    '127.0.0.255',
    '10.255.255.255',
    '172.16.0.255',
    '172.31.255.255',
    '192.168.1.255',
    '169.254.255.255',
    '100.64.0.255',
    '100.127.255.255',
    '255.255.255.255',
  ])
    expect([broadcastAddress, (await save(t.alice, { ...wol, broadcastAddress })).status]).toEqual([broadcastAddress, 200])

  // A row saved before the rule: the service refuses it without sending (a stub sender, so no packet leaves this machine).
  const sent: string[] = []
  const devices = createDevicesService({
    db: t.db,
    clock: t.clock,
    secrets: t.secrets,
    locker: { summary: () => null, open: () => null },
    sendPacket: async (_mac, address) => void sent.push(address),
  })
  const made = (await save(t.alice, { ...wol, broadcastAddress: '192.168.1.255' })).body.message
  const aliceId = t.db.query<{ id: number }, []>("SELECT id FROM users WHERE username = 'alice'").get()!.id
  expect(await devices.wake(aliceId, made.id)).toBe('Wake-on-LAN packet sent to NAS.')
  t.db.query("UPDATE devices SET broadcast_address = '8.8.8.8' WHERE id = ?").run(made.id)
  await expect(devices.wake(aliceId, made.id)).rejects.toMatchObject({ status: 400, message: M.broadcastNotLocal })
  expect(sent).toEqual(['192.168.1.255'])
})

/** A devices ticket of this session, as the query that opens the socket. */
const ticketOf = async (token: string) => `ticket=${await t.ticket(token, 'devices')}`

/** Opens the liveness socket of a listening app with this query and collects its JSON messages. */
async function liveness(query: string) {
  const server = t.app.listen({ port: 0, hostname: '127.0.0.1' })
  closers.push(() => server.stop(true))
  const ws = new WebSocket(`ws://127.0.0.1:${server.server!.port}/ws/devices?${query}`)
  const messages: Array<Record<string, unknown>> = []
  const closed = new Promise<number>((resolve) => ws.addEventListener('close', (e) => resolve(e.code)))
  ws.addEventListener('message', (e) => messages.push(JSON.parse(String(e.data))))
  const opened = await new Promise<boolean>((resolve) => {
    ws.addEventListener('open', () => resolve(true))
    ws.addEventListener('error', () => resolve(false))
  })
  closers.push(() => ws.close())
  const next = async (count: number) => {
    for (let i = 0; i < 100 && messages.length < count; i++) await Bun.sleep(50)
    return messages[count - 1]
  }
  return { ws, opened, messages, next, closed }
}

test("liveness over the websocket: 'instant-{id}' answers { id, deviceIp, alive } and stores it; others' ids, bad or used tickets and the session token are refused", async () => {
  const device = (await save(t.alice, {})).body.message
  const bobs = (await save(t.bob, { deviceName: 'Bob NAS' })).body.message
  const ticket = await ticketOf(t.alice)
  const socket = await liveness(ticket)
  expect(socket.opened).toBe(true)
  socket.ws.send(`instant-${device.id}`)
  expect(await socket.next(1)).toEqual({ id: device.id, deviceIp: '127.0.0.1', alive: true })
  expect((await t.call('GET', `/api/v1/servers/device/${device.id}`, { token: t.alice })).body.message.isAlive).toBe(true)
  socket.ws.send(`instant-${bobs.id}`)
  expect(await socket.next(2)).toEqual({ id: bobs.id, error: 'Device not found.' })
  expect((await t.call('GET', `/api/v1/servers/device/${bobs.id}`, { token: t.bob })).body.message.isAlive).toBe(false)

  expect((await liveness('ticket=not-a-ticket')).opened).toBe(false)
  expect((await liveness(ticket)).opened).toBe(false)
  expect((await liveness(`token=${t.alice}`)).opened).toBe(false)
  expect((await liveness(`ticket=${await t.ticket(t.alice, 'stream')}`)).opened).toBe(false)
})

test('a ticket is refused once expired, or once the session that asked for it logged out; other sessions are not affected', async () => {
  const late = await ticketOf(t.alice)
  t.clock.advance(30_000)
  expect((await liveness(late)).opened).toBe(false)
  const other = await t.signIn('alice')
  const orphan = await ticketOf(t.alice)
  const kept = await ticketOf(other)
  await t.call('POST', '/api/v1/logout', { token: t.alice })
  expect((await liveness(orphan)).opened).toBe(false)
  expect((await liveness(kept)).opened).toBe(true)
})

test('the liveness socket closes when its session ends', async () => {
  const socket = await liveness(await ticketOf(t.alice))
  expect(socket.opened).toBe(true)
  await t.call('POST', '/api/v1/logout', { token: t.alice })
  expect(await Promise.race([socket.closed, Bun.sleep(3000).then(() => 'still open')])).toBe(1008)
})

test('while a device screen is open, its devices are re-checked every FOYER_DEVICE_CHECK_SECONDS and pushed', async () => {
  const quick = createTestApp({ FOYER_DEVICE_CHECK_SECONDS: '1' })
  closers.push(() => quick.close())
  const token = await quick.signIn('carol')
  const made = await quick.call('POST', '/api/v1/servers/save/device', { token, body: base })
  const server = quick.app.listen({ port: 0, hostname: '127.0.0.1' })
  closers.push(() => server.stop(true))
  const ws = new WebSocket(`ws://127.0.0.1:${server.server!.port}/ws/devices?ticket=${await quick.ticket(token, 'devices')}`)
  closers.push(() => ws.close())
  const pushed = await new Promise<unknown>((resolve) => ws.addEventListener('message', (e) => resolve(JSON.parse(String(e.data)))))
  expect(pushed).toEqual({ id: made.body.message.id, deviceIp: '127.0.0.1', alive: true })
})
