import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { AppFailure, configText } from '../../live-app'

// Uptime Kuma's public status page API: the page's monitors, then their recent heartbeats and 24 h uptime.
// Heartbeat status: 0 down, 1 up, 2 pending, 3 maintenance.
const Beat = t.Object({ status: t.Number(), time: t.String() })
type Beat = typeof Beat.static

const slugOf = (config: Record<string, unknown>) => {
  const slug = configText(config, 'slug')
  if (!/^[\w-]+$/.test(slug)) throw new AppFailure('Status page slug: letters, digits, - and _ only.')
  return slug
}

interface Pages {
  page: { publicGroupList: Array<{ monitorList: Array<{ id: number }> }> }
  beats: { heartbeatList: Record<string, Beat[]>; uptimeList: Record<string, number> }
}
const monitors = (a: Pages) => a.page.publicGroupList.flatMap((g) => g.monitorList)
const counted = (a: Pages, status: number) =>
  monitors(a).filter(
    (m) =>
      (a.beats.heartbeatList[String(m.id)] ?? []).reduce<Beat | undefined>((last, b) => (!last || b.time > last.time ? b : last), undefined)?.status === status,
  ).length

export const uptimeKuma = defineApp({
  id: 'uptime-kuma',
  name: 'Uptime Kuma',
  category: 'monitoring',
  description: 'Monitors up and down on one of your Uptime Kuma status pages, with their 24 h uptime.',
  expected: 'an Uptime Kuma status page',
  docs: 'https://github.com/louislam/uptime-kuma/wiki/API-Documentation',
  api: 'status page API (1.x, 2.x)',
  repo: 'https://github.com/louislam/uptime-kuma',
  license: 'MIT',
  logo: { simpleIcon: 'uptimekuma', initials: 'UK', colour: '#5cdd8b' },
  config: [{ name: 'slug', label: 'Status page slug', type: 'text', required: true, placeholder: 'the part after /status/' }],
  auth: { style: 'none' },
  requests: {
    page: {
      path: (c) => `api/status-page/${slugOf(c)}`,
      answer: t.Object({ publicGroupList: t.Array(t.Object({ monitorList: t.Array(t.Object({ id: t.Number() })) })) }),
    },
    beats: {
      path: (c) => `api/status-page/heartbeat/${slugOf(c)}`,
      answer: t.Object({ heartbeatList: t.Record(t.String(), t.Array(Beat)), uptimeList: t.Record(t.String(), t.Number()) }),
    },
  },
  test: ['page'],
  datapoints: [
    { key: 'up', label: 'Up', icon: 'circle-check', format: 'count', default: true, read: (a) => counted(a, 1) },
    { key: 'down', label: 'Down', icon: 'circle-x', format: 'count', default: true, read: (a) => counted(a, 0) },
    {
      key: 'uptime',
      label: 'Uptime (24 h)',
      icon: 'activity',
      format: 'percent',
      default: true,
      read: (a) => {
        const uptimes = monitors(a)
          .map((m) => a.beats.uptimeList[`${m.id}_24`])
          .filter((u): u is number => typeof u === 'number')
        return uptimes.length ? (uptimes.reduce((x, y) => x + y, 0) / uptimes.length) * 100 : null
      },
    },
    { key: 'pending', label: 'Pending', icon: 'hourglass', format: 'count', read: (a) => counted(a, 2) },
    { key: 'maintenance', label: 'Maintenance', icon: 'tool', format: 'count', read: (a) => counted(a, 3) },
    { key: 'monitors', label: 'Monitors', icon: 'list', format: 'count', read: (a) => monitors(a).length },
  ],
  button: (ctx) => ({ label: 'Status page', url: new URL(`status/${slugOf(ctx.config)}`, ctx.url.endsWith('/') ? ctx.url : `${ctx.url}/`).href }),
})
