import { expect, test } from 'bun:test'
import { isIP } from 'node:net'
import { Agent, type AgentOptions, request as httpsRequest } from 'node:https'
import { isPublicAddress, mayBePublic, NOT_PUBLIC, publicOnlyLookup } from './public-address'

test('an address is public unless it is local, private, link-local, CGNAT, multicast, reserved or stands for one', () => {
  const cases: Array<[string, boolean]> = [
    ['8.8.8.8', true],
    ['1.1.1.1', true],
    ['100.63.255.255', true],
    ['100.128.0.1', true],
    ['172.32.0.1', true],
    ['223.255.255.255', true],
    ['0.0.0.0', false],
    ['0.1.2.3', false],
    ['10.1.2.3', false],
    ['100.64.0.1', false],
    ['127.0.0.1', false],
    ['169.254.169.254', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.168.1.1', false],
    ['198.18.0.1', false],
    ['224.0.0.1', false],
    ['239.255.255.250', false],
    ['240.0.0.1', false],
    ['255.255.255.255', false],
    ['2001:4860:4860::8888', true],
    ['2606:4700::1111', true],
    ['::', false],
    ['::1', false],
    ['0:0:0:0:0:0:0:1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::FFFF:7F00:1', false],
    ['::ffff:c0a8:101', false],
    ['::ffff:8.8.8.8', true],
    ['::ffff:808:808', true],
    ['::127.0.0.1', false],
    ['64:ff9b::7f00:1', false],
    ['64:ff9b::127.0.0.1', false],
    ['64:ff9b::a00:1', false],
    ['64:ff9b::808:808', true],
    ['64:ff9b:1::808:808', false],
    ['2002:7f00:1::', false],
    ['2002:808:808::1', true],
    ['fc00::1', false],
    ['fd12:3456::1', false],
    ['fe80::1', false],
    ['fe80::1%eth0', false],
    ['febf::1', false],
    ['fec0::1', false],
    ['ff02::1', false],
    ['ff0e::1', false],
    ['localhost', false],
    ['push.example.com', false],
    ['', false],
  ]
  for (const [ip, expected] of cases) expect([ip, isPublicAddress(ip)]).toEqual([ip, expected])
})

test('an endpoint as written may be public unless it names localhost in any spelling or a non-public address', () => {
  const cases: Array<[string, boolean]> = [
    ['https://fcm.googleapis.com/fcm/send/x', true],
    ['https://push.example.com./x', true],
    ['https://8.8.8.8/x', true],
    ['https://[2001:4860:4860::8888]/x', true],
    ['https://localhost/x', false],
    ['https://localhost./x', false],
    ['https://LOCALHOST../x', false],
    ['https://app.localhost/x', false],
    ['https://127.1/x', false],
    ['https://2130706433/x', false],
    ['https://0x7f.0.0.1/x', false],
    ['https://192.168.1.5/x', false],
    ['https://[::1]/x', false],
    ['https://[::ffff:7f00:1]/', false],
    ['https://[::ffff:127.0.0.1]/', false],
    ['https://[64:ff9b::7f00:1]/', false],
    ['https://[fd00::1]/x', false],
    ['https://[fe80::1]/x', false],
    ['https://[ff02::1]/x', false],
  ]
  for (const [endpoint, expected] of cases) expect([endpoint, mayBePublic(endpoint)]).toEqual([endpoint, expected])
})

/** The lookup's answer for `host`, as the https agent would get it. */
const lookedUp = (resolve: Parameters<typeof publicOnlyLookup>[0], host: string, all = true) =>
  new Promise<{ code?: string; address: unknown; family?: number }>((done) =>
    publicOnlyLookup(resolve)(host, { all }, (error, address, family) => done({ code: error?.code, address, family })),
  )

test("the push sender's lookup lets a connection use only public addresses: an IPv6 literal is looked up without its brackets", async () => {
  // A resolver that answers IP literals as the system's does and knows no names: nothing leaves this machine.
  const asked: string[] = []
  const resolve = async (host: string) => {
    asked.push(host)
    if (!isIP(host)) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' })
    return [{ address: host }]
  }
  expect(await lookedUp(resolve, '[2001:4860:4860::8888]')).toEqual({
    code: undefined,
    address: [{ address: '2001:4860:4860::8888', family: 6 }],
    family: undefined,
  })
  expect(await lookedUp(resolve, '8.8.8.8', false)).toEqual({ code: undefined, address: '8.8.8.8', family: 4 })
  expect((await lookedUp(resolve, '[::ffff:7f00:1]')).code).toBe(NOT_PUBLIC)
  expect((await lookedUp(resolve, 'push.example.com')).code).toBe('ENOTFOUND')
  expect(asked).toEqual(['2001:4860:4860::8888', '8.8.8.8', '::ffff:7f00:1', 'push.example.com'])
  const mixed = async () => [{ address: '8.8.8.8' }, { address: '10.0.0.1' }]
  expect((await lookedUp(mixed, 'push.example.com')).code).toBe(NOT_PUBLIC)
  expect((await lookedUp(async () => [], 'push.example.com')).code).toBe(NOT_PUBLIC)
})

test('an https request through an agent with that lookup never connects to a name answering a private address', async () => {
  let connections = 0
  const server = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { open: () => void connections++, data: () => {} } })
  try {
    const agent = new Agent({ lookup: publicOnlyLookup(async () => [{ address: '127.0.0.1' }]) } as AgentOptions)
    const error = await new Promise<{ code?: string }>((done) => {
      const request = httpsRequest(`https://push.test:${server.port}/x`, { agent, method: 'POST', timeout: 2_000 }, () => done({}))
      request.on('error', (e: NodeJS.ErrnoException) => done(e))
      request.end('{}')
    })
    expect(error.code).toBe(NOT_PUBLIC)
    await Bun.sleep(50)
    expect(connections).toBe(0)
  } finally {
    server.stop(true)
  }
})
