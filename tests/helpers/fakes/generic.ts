import type { FakeApp, FakeState } from './fake-app'

const PROMETHEUS_DOCS = 'https://prometheus.io/docs/prometheus/latest/querying/api/'
/** Prometheus with basic_auth_users in its web.config.yml: exporter-toolkit answers a plain-text 401 with a challenge. */
const PROMETHEUS_AUTH = {
  auth: { basic: ['prom', 'prom-pass'] as [string, string] },
  refuse: () => new Response('Unauthorized\n', { status: 401, headers: { 'www-authenticate': 'Basic' } }),
}
const target = (job: string, instance: string, health: string, lastError = '') => ({
  discoveredLabels: { __address__: instance, __metrics_path__: '/metrics', __scheme__: 'http', job },
  labels: { instance, job },
  scrapePool: job,
  scrapeUrl: `http://${instance}/metrics`,
  globalUrl: `http://${instance}/metrics`,
  lastError,
  lastScrape: '2026-11-28T05:00:01.123456789Z',
  lastScrapeDuration: 0.012,
  health,
  scrapeInterval: '15s',
  scrapeTimeout: '10s',
})

const ISO_DAY = 86_400_000
/** An iCalendar time stamp (UTC) some ms from now, to the minute. */
const stamp = (fromNow: number) =>
  new Date(Math.floor((Date.now() + fromNow) / 60_000) * 60_000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
const day = (fromNow: number) => new Date(Date.now() + fromNow).toISOString().slice(0, 10).replaceAll('-', '')

/** A calendar whose next seven days hold 9 events: a daily stand-up an hour from now, a weekly one in Berlin, a backup in three days. */
const calendar = () =>
  new Response(
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Nextcloud calendar v4.7//EN',
      'BEGIN:VEVENT',
      'UID:standup@home',
      `DTSTART:${stamp(-ISO_DAY + 3_600_000)}`,
      'DURATION:PT15M',
      'RRULE:FREQ=DAILY',
      'SUMMARY:Stand-up',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:choir@home',
      `DTSTART;TZID=Europe/Berlin:${stamp(-10 * ISO_DAY + 12 * 3_600_000).slice(0, -1)}`,
      'RRULE:FREQ=WEEKLY;COUNT=100',
      'SUMMARY:Choir',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:backup@home',
      `DTSTART;VALUE=DATE:${day(3 * ISO_DAY)}`,
      'SUMMARY:Check the backups',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:old@home',
      `DTSTART:${stamp(-30 * ISO_DAY)}`,
      'SUMMARY:Long gone',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n'),
    { headers: { 'content-type': 'text/calendar; charset=utf-8' } },
  )

const FEED = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
  <title>Homelab notes</title>
  <link>https://notes.example/</link>
  <description>Things that broke, and how</description>
  <atom:link href="https://notes.example/feed.xml" rel="self" type="application/rss+xml"/>
  <item><title>Older: the UPS test</title><link>https://notes.example/ups</link><pubDate>Mon, 23 Nov 2026 18:00:00 +0000</pubDate><guid>https://notes.example/ups</guid></item>
  <item><title>ZFS scrub found nothing</title><link>https://notes.example/zfs</link><pubDate>Fri, 27 Nov 2026 08:30:00 +0000</pubDate><guid>https://notes.example/zfs</guid><description>&lt;p&gt;All clean.&lt;/p&gt;</description></item>
</channel>
</rss>`

export const GENERIC_FAKES: Record<string, FakeApp> = {
  'http-status': {
    docs: 'any web server',
    path: 'site/redirect',
    config: { jsonPath: 'status.version' },
    auth: null,
    routes: {
      'GET /redirect': (_: FakeState, url: URL) => Response.redirect(`${url.origin}/site/health`, 302),
      'GET /health': { status: { version: '2.1.0' } },
    },
    values: { state: 'Up', status: 200, value: '2.1.0' },
  },
  'json-api': {
    docs: 'any JSON API (here: a made-up stats endpoint behind an API key header)',
    config: {
      path: 'api/stats',
      headers: 'Accept: application/json; X-Client: foyer',
      secretHeader: 'X-Api-Key',
      secretValue: 'json-secret',
      ...{ label1: 'Users', path1: 'users.total', format1: 'count', label2: 'Storage', path2: 'storage.used', format2: 'bytes' },
      ...{ label3: 'Uptime', path3: 'uptime', format3: 'duration', label4: 'Version', path4: 'version', format4: 'version' },
      ...{ label5: 'First', path5: 'users.recent.0.name', format5: 'text', path6: 'users.recent', format6: 'text' },
    },
    wrongConfig: { path: 'api/stats', secretHeader: 'X-Api-Key', secretValue: 'x', label1: 'Users', path1: 'users.total' },
    auth: { header: 'x-api-key', value: 'json-secret' },
    routes: {
      'GET /api/stats': { users: { total: 4721, recent: [{ name: 'ada' }] }, storage: { used: 1_610_612_736 }, uptime: 273_600, version: 'v2.4.1' },
    },
    values: { value1: '4,721', value2: '1.5 GB', value3: '3 d 4 h', value4: '2.4.1', value5: 'ada', value6: '[{"name":"ada"}]' },
  },
  prometheus: {
    docs: PROMETHEUS_DOCS,
    config: { username: 'prom', password: 'prom-pass' },
    wrongConfig: { username: 'prom', password: 'x' },
    ...PROMETHEUS_AUTH,
    routes: {
      'GET /api/v1/status/buildinfo': {
        status: 'success',
        data: { version: '3.7.3', revision: 'a9b1', branch: 'HEAD', buildUser: 'root@build', buildDate: '20251030-07:26:43', goVersion: 'go1.25.3' },
      },
      'GET /api/v1/targets': {
        status: 'success',
        data: {
          activeTargets: [
            target('prometheus', 'localhost:9090', 'up'),
            target('node', 'nas:9100', 'up'),
            target('node', 'pi:9100', 'down', 'Get "http://pi:9100/metrics": dial tcp 10.0.0.9:9100: connect: no route to host'),
          ],
          droppedTargets: [],
          droppedTargetCounts: { node: 0, prometheus: 0 },
        },
      },
      'GET /api/v1/alerts': {
        status: 'success',
        data: {
          alerts: [
            {
              labels: { alertname: 'InstanceDown', instance: 'pi:9100', job: 'node', severity: 'critical' },
              annotations: { summary: 'pi:9100 has been down for 5 minutes' },
              state: 'firing',
              activeAt: '2026-11-28T04:55:00.000000000Z',
              value: '0e+00',
            },
            {
              labels: { alertname: 'DiskFilling', instance: 'nas:9100' },
              annotations: {},
              state: 'pending',
              activeAt: '2026-11-28T05:00:00Z',
              value: '9.1e+01',
            },
          ],
        },
      },
    },
    values: { up: '2', down: '1', firing: '1', pending: '1', version: '3.7.3' },
    list: ['InstanceDown'],
  },
  'prometheus-query': {
    docs: PROMETHEUS_DOCS,
    path: 'promql',
    config: { query: 'node_load1', label: 'Load', format: 'text', username: 'prom', password: 'prom-pass' },
    wrongConfig: { query: 'node_load1', username: 'prom', password: 'x' },
    ...PROMETHEUS_AUTH,
    routes: {
      'GET /api/v1/query': (_: FakeState, url: URL) =>
        url.searchParams.get('query') === 'node_load1'
          ? {
              status: 'success',
              data: {
                resultType: 'vector',
                result: [
                  { metric: { __name__: 'node_load1', instance: 'nas:9100', job: 'node' }, value: [1_764_306_000.123, '0.5'] },
                  { metric: { __name__: 'node_load1', instance: 'pi:9100', job: 'node' }, value: [1_764_306_000.123, '1.25'] },
                ],
              },
            }
          : Response.json(
              { status: 'error', errorType: 'bad_data', error: 'invalid parameter "query": 1:6: parse error: unexpected end of input' },
              { status: 400 },
            ),
    },
    values: { value: 1.75, series: '2' },
    list: ['node_load1{instance="nas:9100", job="node"}', 'node_load1{instance="pi:9100", job="node"}'],
  },
  rss: {
    docs: 'https://www.rssboard.org/rss-specification',
    config: { path: 'feed.xml' },
    auth: null,
    routes: { 'GET /feed.xml': () => new Response(FEED, { headers: { 'content-type': 'application/rss+xml' } }) },
    values: { latest: 'ZFS scrub found nothing', published: '2026-11-27', items: '2', title: 'Homelab notes' },
    list: ['ZFS scrub found nothing', 'Older: the UPS test'],
  },
  ical: {
    docs: 'https://www.rfc-editor.org/rfc/rfc5545 (a Nextcloud calendar export)',
    config: { path: 'home.ics' },
    auth: null,
    routes: { 'GET /home.ics': calendar },
    values: { next: 'Stand-up', week: '9' },
  },
  // Not HTTP: a TCP connect to the fake's own port (the link's), and the same as Ping's probe.
  'tcp-port': { docs: 'any TCP service', path: 'tcp', config: {}, auth: null, routes: {}, values: { state: 'Open', host: '127.0.0.1' } },
  ping: { docs: 'any host', config: { probe: 'tcp' }, auth: null, routes: {}, values: { state: 'Up', host: '127.0.0.1' } },
}
