import { afterAll, describe, expect, test } from 'bun:test'
import { FAKE_APPS } from '../../../../../tests/helpers/fake-apps'
import { fakeLink, startFakeServices } from '../../../../../tests/helpers/fake-live-services'
import { appHttp } from '../../app-http'
import type { AppContext } from '../../live-app'
import { builtInApps } from '../../live-apps.registry'
import { sumOf, usedOf } from './usage.shared'
import { xmlTexts } from './xml.shared'

// What the server apps do beyond the shared runner: sessions they end, protocols of their own, second headers.
const fake = startFakeServices()
afterAll(() => fake.stop())

const app = (id: string) => builtInApps().get(id)!
const ctx = (id: string, config: Record<string, unknown> = fakeLink(id).config): AppContext => {
  const url = `${fake.url}/${fakeLink(id).path}`
  return { url, config, http: appHttp(url, { insecureTls: false }) }
}

describe('Synology DSM', () => {
  test('signs in with a form, sends its session as the id cookie, and signs out again', async () => {
    const before = fake.count('GET /synology/webapi/entry.cgi')
    await app('synology-dsm').run(ctx('synology-dsm'))
    // Three APIs and the sign-out, all GETs of entry.cgi.
    expect(fake.count('GET /synology/webapi/entry.cgi')).toBe(before + 4)
    await expect(app('synology-dsm').test(ctx('synology-dsm', { username: 'admin', password: 'nope' }))).rejects.toThrow(
      'Synology DSM refused the sign-in: check the username and password.',
    )
  })
})

describe('openmediavault', () => {
  test('every call is a JSON-RPC POST to rpc.php, the sign-in first; a refusal inside a 200 is named', async () => {
    const before = fake.count('POST /omv/rpc.php')
    await app('openmediavault').run(ctx('openmediavault'))
    expect(fake.count('POST /omv/rpc.php')).toBe(before + 3)
    await expect(app('openmediavault').test(ctx('openmediavault', { username: 'admin', password: 'nope' }))).rejects.toThrow(
      'openmediavault refused the sign-in: check the username and password.',
    )
  })
})

describe('QNAP QTS', () => {
  test('signs in, sends its sid in the query, and signs out', async () => {
    const before = fake.count('GET /qnap/cgi-bin/authLogin.cgi')
    expect((await app('qnap-qts').run(ctx('qnap-qts'))).data.find((d) => d.key === 'cpu')?.value).toBe('12.5 %')
    expect(fake.count('GET /qnap/cgi-bin/authLogin.cgi')).toBe(before + 1)
  })
  test('reads XML by element, CDATA included', async () => {
    const texts = await xmlTexts('<QDocRoot><a><![CDATA[12.5 %]]></a><b>1</b><b>2</b></QDocRoot>')
    expect([texts.a, texts.b, texts.QDocRoot]).toEqual([['12.5 %'], ['1', '2'], ['12.5 %12']])
  })
})

describe('Unraid', () => {
  test('a GraphQL refusal in a 200 is named as a refusal', async () => {
    await expect(app('unraid').run(ctx('unraid', { apiKey: 'nope' }))).rejects.toThrow('401 from Unraid: check the API key.')
  })
})

describe('Komodo', () => {
  test('sends the secret beside the key, on every read', async () => {
    const before = fake.count('POST /komodo/read')
    await app('komodo').test(ctx('komodo'))
    expect(fake.count('POST /komodo/read')).toBe(before + 3)
    await expect(app('komodo').test(ctx('komodo', { apiKey: 'K-abc', apiSecret: 'wrong' }))).rejects.toThrow('401 from Komodo: check the API key and secret.')
  })
})

describe('Watchtower', () => {
  test('reads its Prometheus text; a text without its samples is another service', async () => {
    expect((await app('watchtower').run(ctx('watchtower'))).data.map((d) => d.value)).toEqual(['14', '2', '1', '48', '0'])
    fake.oddBody = 'up 1\n'
    try {
      await expect(app('watchtower').test(ctx('watchtower'))).rejects.toThrow('Watchtower answered something unexpected')
    } finally {
      fake.oddBody = null
    }
  })
})

describe('Kopia', () => {
  test('an upload under way is a download-style row with its progress', async () => {
    const { list } = await app('kopia').run(ctx('kopia'))
    expect(list).toEqual({ kind: 'downloads', rows: [{ title: FAKE_APPS.kopia!.list![0]!, progress: 50 }] })
  })
})

test('totals read numbers written as text, and a missing reading counts nothing', () => {
  const list = [{ used: '25', size: 100 }, { size: '100' }]
  expect([
    sumOf(list, (x) => x.size),
    usedOf(
      list,
      (x) => x.used,
      (x) => x.size,
    ),
    usedOf([], Number, Number),
  ]).toEqual([200, 12.5, null])
})
