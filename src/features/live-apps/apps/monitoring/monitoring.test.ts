import { afterAll, describe, expect, test } from 'bun:test'
import { startFakeServices } from '../../../../../tests/helpers/fake-live-services'
import { appHttp } from '../../app-http'
import type { AppContext } from '../../live-app'
import { builtInApps } from '../../live-apps.registry'
import { parsePrometheusText } from './prometheus-text.shared'

// What the monitoring apps do beyond the shared checks of apps.test.ts: versions picked, hooks, text answers.
const fake = startFakeServices()
afterAll(() => fake.stop())

const app = (id: string) => builtInApps().get(id)!
/** A link to the fake service under `path`. */
const ctx = (path: string, config: Record<string, unknown>): AppContext => ({
  url: `${fake.url}/${path}`,
  config,
  http: appHttp(`${fake.url}/${path}`, { insecureTls: false }),
})
/** The message a call fails with. */
const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure')
    },
    (error: Error) => error.message,
  )

describe('Glances', () => {
  test('Glances 3 is asked under /api/3, Glances 4 under /api/4', async () => {
    await app('glances').test(ctx('glances', { version: '3', username: 'glances', password: 'gl-pass' }))
    expect(fake.count('GET /glances/api/3/quicklook')).toBe(1)
    expect(fake.count('GET /glances/api/4/quicklook')).toBe(0)
    expect(await failure(app('glances').test(ctx('glances', { version: '3', username: 'glances', password: 'x' })))).toBe(
      '401 from Glances: check the username and password.',
    )
  })
})

describe('Netdata', () => {
  test('API v1 reads the raised alarms by chart', async () => {
    const result = await app('netdata').run(ctx('netdata', { version: '1' }))
    expect(Object.fromEntries(result.data.map((d) => [d.key, d.value]))).toEqual({ critical: '0', warning: '1', raised: '1' })
    expect(result.list?.rows).toEqual([{ title: 'ram_in_use (system.ram)', subtitle: 'warning · System memory utilization' }])
    expect(fake.count('GET /netdata/api/v2/alerts')).toBe(0)
  })
})

describe('Uptime Kuma Metrics', () => {
  test('reads samples with their labels, skips comments, and refuses what is not the text format', () => {
    expect(parsePrometheusText('# HELP x y\nmonitor_status{monitor_name="A \\"b\\"",monitor_port="null"} 1\n\nup 0 1700000000\n')).toEqual([
      { name: 'monitor_status', labels: { monitor_name: 'A "b"', monitor_port: 'null' }, value: 1 },
      { name: 'up', labels: {}, value: 0 },
    ])
    for (const odd of ['{}', 'up 1\n<html>', 'null', '<html><body>login</body></html>', '# only comments\n', ''])
      expect(parsePrometheusText(odd)).toBeUndefined()
  })

  test('a wrong API key is named: the key is the password of an empty user name', async () => {
    expect(await failure(app('uptime-kuma-metrics').test(ctx('kuma-metrics', { apiKey: 'x' })))).toBe('401 from Uptime Kuma Metrics: check the API key.')
  })
})

describe('Zabbix', () => {
  test('asks problem.get over JSON-RPC; a refusal inside a 200 names the token', async () => {
    const before = fake.count('POST /zabbix/api_jsonrpc.php')
    await app('zabbix').test(ctx('zabbix', { token: 'zbx-token' }))
    expect(fake.count('POST /zabbix/api_jsonrpc.php')).toBe(before + 1)
    expect(await failure(app('zabbix').run(ctx('zabbix', { token: 'old' })))).toBe('Zabbix refused the sign-in: check the API token.')
  })
})

describe('Beszel', () => {
  test("PocketBase's 400 to a wrong password names the email and password; its token signs the systems call", async () => {
    expect(await failure(app('beszel').test(ctx('beszel', { email: 'admin@home.lan', password: 'x' })))).toBe('400 from Beszel: check the email and password.')
    expect(await failure(app('beszel').run(ctx('beszel', { email: 'someone@else', password: 'bz-pass' })))).toStartWith('400 from Beszel')
  })
})

describe('ntfy', () => {
  test('reads the newline-delimited poll, newest first; an unsafe topic is named before any call', async () => {
    const result = await app('ntfy').run(ctx('ntfy', { topic: 'alerts', token: 'tk_foyer' }))
    expect(result.list?.rows[0]).toMatchObject({ title: 'Disk almost full', subtitle: expect.stringMatching(/^\/srv is 96 % full · alerts · \d{4}-/) })
    const before = fake.count('GET /ntfy/alerts/json')
    expect(await failure(app('ntfy').test(ctx('ntfy', { topic: '../admin', token: 'tk_foyer' })))).toContain('Topic: letters, digits')
    expect(fake.count('GET /ntfy/alerts/json')).toBe(before)
  })
})

describe('UptimeRobot', () => {
  test('a refused key inside a 200 answer (stat "fail") names the API key', async () => {
    expect(await failure(app('uptime-robot').run(ctx('uptimerobot', { apiKey: 'nope' })))).toBe('UptimeRobot refused the sign-in: check the API key.')
  })
})

describe('Cronicle', () => {
  test('a refused key inside a 200 answer names the API key', async () => {
    expect(await failure(app('cronicle').run(ctx('cronicle', { apiKey: 'nope' })))).toBe('Cronicle refused the sign-in: check the API key.')
  })
})

describe('PeaNUT', () => {
  test('an unsafe UPS name is named before any call', async () => {
    expect(await failure(app('peanut').test(ctx('peanut', { ups: '../settings' })))).toContain('UPS name: letters, digits')
  })
})

describe('Icinga 2', () => {
  test('lists the service problems, critical first', async () => {
    const result = await app('icinga2').run(ctx('icinga2', { username: 'foyer', password: 'ic-pass' }))
    expect(result.list?.rows).toEqual([
      { title: 'web: http', subtitle: 'critical' },
      { title: 'nas: disk /srv', subtitle: 'warning' },
    ])
  })
})

describe('Loki', () => {
  test('a 503 from /ready is an answer: the card shows the reason it is not ready', async () => {
    const real = ctx('loki', {})
    const starting: AppContext = {
      ...real,
      http: {
        request: (path, opts) =>
          path === 'ready'
            ? Promise.resolve({
                status: 503,
                text: 'Ingester not ready: waiting for 15s after being ready\n',
                headers: new Headers(),
                bytes: new Uint8Array(),
                url: `${real.url}/ready`,
              })
            : real.http.request(path, opts),
      },
    }
    const shown = Object.fromEntries((await app('loki').run(starting)).data.map((d) => [d.key, d.value]))
    expect(shown).toMatchObject({ ready: 'Ingester not ready: waiting for 15s after being ready', version: '3.5.3' })
  })
})

describe('Sentry and GlitchTip', () => {
  test('an unsafe organization slug is named before any call', async () => {
    expect(await failure(app('sentry').test(ctx('sentry', { organization: 'home/../admin', token: 'sntrys_foyer' })))).toContain('Organization slug: letters')
  })
})

describe('Node Exporter', () => {
  test("another service's metrics page is not a node exporter", async () => {
    expect(await failure(app('node-exporter').test(ctx('kuma-metrics', { username: '', password: 'uk1_foyer' })))).toBe(
      'Node Exporter answered something unexpected (is this a Prometheus node exporter (port 9100)?)',
    )
  })
})

describe('CrowdSec', () => {
  test('asks for its own decisions only; a stream without any (null lists) shows zeros', async () => {
    const asked: string[] = []
    const quiet: AppContext = {
      ...ctx('crowdsec', { apiKey: 'cs-bouncer-key' }),
      http: {
        request: async (path) => {
          asked.push(path)
          return { status: 200, text: '{"new":null,"deleted":null}', headers: new Headers(), bytes: new Uint8Array(), url: path }
        },
      },
    }
    const result = await app('crowdsec').run(quiet)
    expect(asked).toEqual(['v1/decisions/stream?startup=true&origins=crowdsec,cscli'])
    expect(result.data.map((d) => d.value)).toEqual(['0', '0', '0'])
    expect(result.list?.rows).toEqual([])
  })
})
