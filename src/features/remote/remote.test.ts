import { afterEach, beforeEach, expect, test } from 'bun:test'
import { DEVICE_MESSAGES } from '../../definitions/devices'
import { createParser, encode, type GuacdSession, startFakeGuacd } from '../../../tests/helpers/fake-guacd'
import { useTestApp } from '../../../tests/helpers/test-app'
import { REMOTE_MESSAGES } from './remote.service'

const t = useTestApp()
let admin: string
let guacd: ReturnType<typeof startFakeGuacd>
let port: number
const closers: Array<() => void> = []
const icon = { iconUrl: '/api/v1/icons/tabler/3/dark/server.svg' }

beforeEach(async () => {
  admin = await t.signIn('root', 'root-pass', true)
  guacd = startFakeGuacd()
  const server = t.app.listen({ port: 0, hostname: '127.0.0.1' })
  port = server.server!.port!
  closers.push(
    () => server.stop(true),
    () => guacd.stop(),
  )
})
afterEach(() => {
  for (const close of closers.splice(0)) close()
})

const enable = (body: Record<string, unknown> = { enableServerConnection: true, guacdIp: '127.0.0.1', guacdPort: guacd.port }) =>
  t.call('POST', '/api/v1/settings/connection', { token: admin, body })

async function device(token: string, connection: Record<string, unknown>) {
  const res = await t.call('POST', '/api/v1/servers/save/device', {
    token,
    body: { deviceName: 'NAS', deviceIp: '127.0.0.1', deviceIcon: icon, isConnectionSetup: true, connectionHostname: '127.0.0.1', ...connection },
  })
  expect(res.status).toBe(200)
  return res.body.message.id as number
}

/** Opens the remote session's websocket as guacamole-common-js does and collects the instructions it gets. */
async function openSession(url: string, size = '&width=1280&height=720&dpi=96') {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${url}${size}`, 'guacamole')
  closers.push(() => ws.close())
  const instructions: string[][] = []
  const parse = createParser((parts) => instructions.push(parts))
  ws.addEventListener('message', (e) => parse(String(e.data)))
  const closed = new Promise<number>((resolve) => ws.addEventListener('close', (e) => resolve(e.code)))
  const opened = await new Promise<boolean>((resolve) => {
    ws.addEventListener('open', () => resolve(true))
    ws.addEventListener('error', () => resolve(false))
  })
  const until = async (opcode: string) => {
    for (let i = 0; i < 100 && !instructions.some((p) => p[0] === opcode); i++) await Bun.sleep(30)
    return instructions.find((p) => p[0] === opcode)
  }
  return { ws, opened, instructions, until, closed }
}

const connect = async (token: string, id: number) => (await t.call('GET', `/api/v1/servers/connect/${id}`, { token })).body.message

async function handshake(token: string, id: number): Promise<GuacdSession> {
  const { connectionUrl } = await connect(token, id)
  const session = await openSession(connectionUrl)
  expect(session.opened).toBe(true)
  // guacd's ready reaches the browser as the tunnel's internal instruction, then the first frame.
  expect(await session.until('')).toEqual(['', expect.stringMatching(/^\$/)])
  expect(await session.until('sync')).toBeDefined()
  const recorded = guacd.sessions.at(-1)!
  expect(recorded.opcodes).toEqual(['select', 'size', 'audio', 'video', 'image', 'timezone', 'connect'])
  expect(recorded.size).toEqual(['1280', '720', '96'])
  return recorded
}

test('connection settings: super admin only, guacd address required when on, the dashboard follows', async () => {
  expect((await t.call('GET', '/api/v1/settings/connection', { token: t.alice })).status).toBe(403)
  expect((await t.call('POST', '/api/v1/settings/connection', { token: t.alice, body: { enableServerConnection: true } })).status).toBe(403)
  expect((await t.call('GET', '/api/v1/settings/connection', { token: admin })).body.message).toEqual({
    enableServerConnection: false,
    guacdIp: '127.0.0.1',
    guacdPort: 4822,
  })

  const missing = await enable({ enableServerConnection: true, guacdIp: '', guacdPort: 4822 })
  expect([missing.status, missing.body.message]).toEqual([400, REMOTE_MESSAGES.guacdRequired])
  expect((await enable({ enableServerConnection: true, guacdIp: 'guacd', guacdPort: 0 })).body.message).toBe(DEVICE_MESSAGES.port)
  expect((await enable({ enableServerConnection: true, guacdIp: 'a b', guacdPort: 4822 })).status).toBe(400)
  expect((await t.call('GET', '/api/v1/dashboard', { token: t.alice })).body.message.connectionSetup).toBe(false)

  expect((await enable({ enableServerConnection: true, guacdIp: 'guacd', guacdPort: '4823' })).status).toBe(200)
  expect((await t.call('GET', '/api/v1/settings/connection', { token: admin })).body.message).toEqual({
    enableServerConnection: true,
    guacdIp: 'guacd',
    guacdPort: 4823,
  })
  expect((await t.call('GET', '/api/v1/dashboard', { token: t.alice })).body.message.connectionSetup).toBe(true)
  // Off needs no address and keeps the one saved.
  await enable({ enableServerConnection: false, guacdIp: '', guacdPort: null })
  expect((await t.call('GET', '/api/v1/settings/connection', { token: admin })).body.message).toEqual({
    enableServerConnection: false,
    guacdIp: 'guacd',
    guacdPort: 4823,
  })
})

test('connect answers 403 while connections are off', async () => {
  const id = await device(t.alice, { connectionType: 'ssh', connectionPort: 22, connectionAuthType: 'none' })
  const res = await t.call('GET', `/api/v1/servers/connect/${id}`, { token: t.alice })
  expect([res.status, res.body.message]).toEqual([403, DEVICE_MESSAGES.connectionsOff])
})

test('SSH with a locker credential reaches guacd with its parameters; the browser only ever holds an opaque ticket', async () => {
  await enable()
  const cred = (
    await t.call('POST', '/api/v1/credentials', {
      token: t.alice,
      body: { profileName: 'NAS root', profileType: 'password', username: 'root', userkey: 'Zq7-locker-pass' },
    })
  ).body.message.id
  const id = await device(t.alice, {
    connectionType: 'ssh',
    connectionPort: 2222,
    connectionAuthType: 'password',
    credentialTab: 'store',
    credentialId: cred,
    connectionColorScheme: 'green-black',
    terminalType: 'xterm-256color',
    enableSftp: true,
  })
  const info = await connect(t.alice, id)
  expect(info.connectionType).toBe('ssh')
  expect(info.connectionUrl).toMatch(/^\/guacamole\?token=[\w-]+$/)
  expect(Buffer.from(info.connectionUrl.split('=')[1], 'base64url').toString()).not.toContain('Zq7')

  const session = await handshake(t.alice, id)
  expect(session.protocol).toBe('ssh')
  expect(session.params).toMatchObject({
    hostname: '127.0.0.1',
    port: '2222',
    username: 'root',
    password: 'Zq7-locker-pass',
    'color-scheme': 'green-black',
    'terminal-type': 'xterm-256color',
    'enable-sftp': 'true',
    'private-key': '',
  })
})

test('SSH with a typed private key and passphrase (non-ASCII kept intact)', async () => {
  await enable()
  const id = await device(t.alice, {
    connectionType: 'ssh',
    connectionPort: 22,
    connectionAuthType: 'privateKey',
    credentialTab: 'manual',
    connectionUsername: 'pi',
    connectionPrivateKey: '-----BEGIN OPENSSH PRIVATE KEY-----\nabc\n-----END OPENSSH PRIVATE KEY-----',
    connectionPrivateKeyPassphrase: 'phrasé',
  })
  const session = await handshake(t.alice, id)
  expect(session.params).toMatchObject({ username: 'pi', password: '', 'private-key': expect.stringContaining('abc'), passphrase: 'phrasé' })
})

test('RDP with typed credentials and VNC with a password reach guacd with their parameters', async () => {
  await enable()
  const rdp = await device(t.alice, {
    connectionType: 'rdp',
    connectionPort: 3389,
    connectionAuthType: 'password',
    credentialTab: 'manual',
    connectionUsername: 'Administrator',
    connectionPassword: 'rdp-pass',
    domain: 'HOME',
    security: 'nla',
    ignoreCert: true,
  })
  expect((await handshake(t.alice, rdp)).params).toMatchObject({
    hostname: '127.0.0.1',
    port: '3389',
    username: 'Administrator',
    password: 'rdp-pass',
    domain: 'HOME',
    security: 'nla',
    'ignore-cert': 'true',
  })
  const vnc = await device(t.alice, {
    connectionType: 'vnc',
    connectionPort: 5900,
    connectionAuthType: 'password',
    credentialTab: 'manual',
    connectionPassword: 'vnc-pass',
  })
  const session = await handshake(t.alice, vnc)
  expect(session.protocol).toBe('vnc')
  expect(session.params).toEqual({ hostname: '127.0.0.1', port: '5900', password: 'vnc-pass' })
})

test('what the browser types reaches guacd through the relay; guacamole-lite leaves the signal handlers to Foyer', async () => {
  const handlers = [process.listenerCount('SIGTERM'), process.listenerCount('SIGINT')]
  await enable()
  const id = await device(t.alice, { connectionType: 'ssh', connectionPort: 22, connectionAuthType: 'none' })
  const { connectionUrl } = await connect(t.alice, id)
  const session = await openSession(connectionUrl)
  await session.until('sync')
  session.ws.send(encode('key', '97', '1'))
  for (let i = 0; i < 50 && !guacd.sessions.at(-1)?.received.length; i++) await Bun.sleep(30)
  expect(guacd.sessions.at(-1)!.received).toContainEqual(['key', '97', '1'])
  // It would otherwise stop only itself on SIGTERM and leave the binary running.
  expect([process.listenerCount('SIGTERM'), process.listenerCount('SIGINT')]).toEqual(handlers)
})

test('a ticket is refused when reused, expired, forged, or its session ended; logout closes an open session', async () => {
  await enable()
  const id = await device(t.alice, { connectionType: 'ssh', connectionPort: 22, connectionAuthType: 'none' })
  const { connectionUrl } = await connect(t.alice, id)
  const first = await openSession(connectionUrl)
  expect(first.opened).toBe(true)
  expect((await openSession(connectionUrl)).opened).toBe(false)

  const late = (await connect(t.alice, id)).connectionUrl
  t.clock.advance(61_000)
  expect((await openSession(late)).opened).toBe(false)
  expect((await openSession('/guacamole?token=forged')).opened).toBe(false)

  const sessions = guacd.sessions.length
  const orphan = (await connect(t.alice, id)).connectionUrl
  await first.until('sync')
  await t.call('POST', '/api/v1/logout', { token: t.alice })
  expect(await Promise.race([first.closed, Bun.sleep(3000).then(() => 'still open')])).toBe(1008)
  expect((await openSession(orphan)).opened).toBe(false)
  // No refused ticket ever reached guacd.
  expect(guacd.sessions.length).toBe(sessions)
})

test('guacd unreachable closes the browser socket instead of hanging', async () => {
  await enable({ enableServerConnection: true, guacdIp: '127.0.0.1', guacdPort: 9 })
  const id = await device(t.alice, { connectionType: 'ssh', connectionPort: 22, connectionAuthType: 'none' })
  const session = await openSession((await connect(t.alice, id)).connectionUrl)
  expect(await Promise.race([session.closed, Bun.sleep(5000).then(() => 'still open')])).toBeNumber()
})
