import { afterAll, describe, expect, test } from 'bun:test'
import { FAKE_APPS } from '../../../../../tests/helpers/fake-apps'
import { startFakeServices } from '../../../../../tests/helpers/fake-live-services'
import { appHttp } from '../../app-http'
import type { AppContext } from '../../live-app'
import { builtInApps } from '../../live-apps.registry'
import { headerList } from './json-api'

// The generic apps beyond what apps.test.ts proves for every app: user-named values, headers, queries, feeds,
// calendars and the probes that are not HTTP.
const fake = startFakeServices()
afterAll(() => fake.stop())

const app = (id: string) => builtInApps().get(id)!
const ctx = (path: string, config: Record<string, unknown>, url = `${fake.url}/${path}`): AppContext => ({
  url,
  config,
  http: appHttp(url, { insecureTls: false }),
})
const shown = async (id: string, c: AppContext) => (await app(id).run(c)).data.map((d) => `${d.label}: ${d.value}`)

describe('JSON API', () => {
  const config = FAKE_APPS['json-api']!.config
  test('shows the values whose path is set, under the labels the user gave, formatted as chosen', async () => {
    const two: Record<string, unknown> = {
      ...config,
      label1: 'Users',
      path1: 'users.total',
      format1: 'count',
      label2: '',
      path2: 'uptime',
      format2: 'duration',
    }
    for (const n of [3, 4, 5, 6]) two[`path${n}`] = ''
    expect(await shown('json-api', ctx('json-api', two))).toEqual(['Users: 4,721', 'Value 2: 3 d 4 h'])
  })
  test('sends the plain headers and the secret one; reads nothing outside the link', async () => {
    expect(headerList('Accept: application/json; X-Client: foyer; Cookie: a=1; b=2')).toEqual({
      accept: 'application/json',
      'x-client': 'foyer',
      cookie: 'a=1; b=2',
    })
    await expect(app('json-api').test(ctx('json-api', { ...config, secretHeader: 'X Api' }))).rejects.toThrow(
      'The secret header\'s name "X Api" is not a header name.',
    )
    for (const path of ['http://127.0.0.1:1/x', '//example.com/x', 'file:///etc/passwd'])
      await expect(app('json-api').test(ctx('json-api', { ...config, path }))).rejects.toThrow(
        "The path is read under the link's address: leave out the scheme and host.",
      )
  })
  test('an answer where no path finds anything is not the API the values were set up for', async () => {
    await expect(app('json-api').run(ctx('json-api', { ...config, path1: 'nope', path2: '', path3: '', path4: '', path5: '', path6: '' }))).rejects.toThrow(
      'JSON API answered something unexpected (is this a JSON API?)',
    )
  })
})

describe('Prometheus query', () => {
  test('a query Prometheus refuses is named with its error; a scalar is one value; a range vector is refused', async () => {
    await expect(app('prometheus-query').test(ctx('promql', { ...FAKE_APPS['prometheus-query']!.config, query: 'sum(' }))).rejects.toThrow(
      'Prometheus refused the query: invalid parameter "query": 1:6: parse error: unexpected end of input',
    )
    const served = Bun.serve({
      hostname: '127.0.0.1',
      port: 0,
      fetch: (req) => {
        const query = new URL(req.url).searchParams.get('query')
        if (query === 'scalar(1)') return Response.json({ status: 'success', data: { resultType: 'scalar', result: [1_764_306_000, '1073741824'] } })
        return Response.json({ status: 'success', data: { resultType: 'matrix', result: [{ metric: {}, values: [[1, '1']] }] } })
      },
    })
    try {
      const url = `http://127.0.0.1:${served.port}/`
      const scalar = await app('prometheus-query').run(ctx('', { query: 'scalar(1)', label: 'Memory', format: 'bytes' }, url))
      expect(scalar.data.map((d) => `${d.label}: ${d.value}`)).toEqual(['Memory: 1.0 GB', 'Series: 1'])
      expect(scalar.list?.rows).toEqual([])
      await expect(app('prometheus-query').run(ctx('', { query: 'up[5m]' }, url))).rejects.toThrow('The query returns a range vector')
    } finally {
      served.stop(true)
    }
  })
  test('several series are summed, and listed with their values in the chosen format', async () => {
    const result = await app('prometheus-query').run(ctx('promql', { ...FAKE_APPS['prometheus-query']!.config, label: '', format: 'percent' }))
    expect(result.data.map((d) => `${d.label}: ${d.value}`)).toEqual(['Value: 1.8 %', 'Series: 2'])
    expect(result.list).toEqual({
      kind: 'items',
      rows: [
        { title: 'node_load1{instance="nas:9100", job="node"}', subtitle: '0.5 %' },
        { title: 'node_load1{instance="pi:9100", job="node"}', subtitle: '1.3 %' },
      ],
    })
  })
})

describe('RSS/Atom feed', () => {
  test('an Atom feed too; a document that is no feed is a card error', async () => {
    const atom = `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Releases</title><id>urn:x</id><updated>2026-11-26T10:00:00Z</updated>
      <entry><title>v1.2.0</title><id>urn:1</id><link href="https://x/1"/><updated>2026-11-26T10:00:00Z</updated></entry></feed>`
    const served = Bun.serve({
      hostname: '127.0.0.1',
      port: 0,
      fetch: (req) =>
        new Response(req.url.endsWith('/atom') ? atom : '<html><head><title>Sign in</title></head><body><form></form></body></html>', {
          headers: { 'content-type': 'application/xml' },
        }),
    })
    try {
      const url = `http://127.0.0.1:${served.port}/`
      expect(await shown('rss', ctx('', { path: 'atom' }, url))).toEqual(['Latest: v1.2.0', 'Published: 2026-11-26', 'Items: 1', 'Feed: Releases'])
      await expect(app('rss').run(ctx('', { path: 'broken' }, url))).rejects.toThrow(
        'RSS/Atom feed answered something unexpected (is this an RSS or Atom feed?)',
      )
    } finally {
      served.stop(true)
    }
  })
  test('a refusal and a missing feed are named', async () => {
    await expect(app('rss').test(ctx('rss', { path: 'missing.xml' }))).rejects.toThrow('RSS/Atom feed answered HTTP 404.')
  })
})

describe('iCal', () => {
  test('the next events in the detail list, with times in the zone the user names', async () => {
    const result = await app('ical').run(ctx('ical', { path: 'home.ics', timeZone: 'Asia/Kolkata' }))
    const rows = result.list!.rows
    expect(result.list!.kind).toBe('upcoming')
    expect(rows.map((r) => r.title)).toContain('Check the backups')
    expect(rows.map((r) => r.title)).not.toContain('Long gone')
    expect(rows[0]).toEqual({ title: 'Stand-up', subtitle: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/) })
    // Kolkata is UTC+5:30: the stand-up an hour from now shows at that wall time.
    const inKolkata = new Date(Date.now() + 3_600_000 + 5.5 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')
    const shownAt = Date.parse(`${rows[0]!.subtitle!.replace(' ', 'T')}Z`)
    expect(Math.abs(shownAt - Date.parse(`${inKolkata.replace(' ', 'T')}Z`))).toBeLessThanOrEqual(60_000)
    expect(rows.find((r) => r.title === 'Check the backups')!.subtitle).toMatch(/^\d{4}-\d\d-\d\d$/)
  })
  test('a page that is no calendar is a card error', async () => {
    await expect(app('ical').run(ctx('rss', { path: 'feed.xml' }))).rejects.toThrow('iCal answered something unexpected (is this an iCalendar (.ics) file?)')
  })
})

describe('TCP port and Ping', () => {
  test("the port is the link's, or the one named; a closed one is named", async () => {
    const listener = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } })
    try {
      const values = await shown('tcp-port', ctx('', { port: String(listener.port) }, 'http://127.0.0.1/'))
      expect(values).toEqual(['State: Open', expect.stringMatching(/^Connect time: [\d.]+ ms$/), `Port: ${listener.port}`, 'Host: 127.0.0.1'])
    } finally {
      listener.stop(true)
    }
    await expect(app('tcp-port').test(ctx('', { port: '1' }, `${fake.url}/tcp`))).rejects.toThrow(
      `Could not reach ${fake.url}/tcp: port 1 refused the connection.`,
    )
    await expect(app('tcp-port').test(ctx('', { port: '70000' }, fake.url))).rejects.toThrow('The port must be a number from 1 to 65535, not "70000".')
  })
  test('a host that is not an http(s) address is refused by the one outbound check', async () => {
    await expect(app('tcp-port').test(ctx('', {}, 'file:///etc/passwd'))).rejects.toThrow('Only http and https addresses may be called')
    await expect(app('ping').test(ctx('', {}, 'gopher://127.0.0.1/'))).rejects.toThrow('Only http and https addresses may be called')
  })
  test("ping by ICMP where this server can run ping, else a TCP connect to the link's port", async () => {
    const values = await shown('ping', ctx('', {}, `${fake.url}/`))
    const port = new URL(fake.url).port
    expect(values).toContain(Bun.which('ping') ? 'Method: ICMP' : `Method: TCP :${port}`)
    expect(await shown('ping', ctx('', { probe: 'tcp' }, `${fake.url}/`))).toContain(`Method: TCP :${port}`)
  })
})
