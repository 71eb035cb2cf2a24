import { t } from 'elysia'
import { AppFailure, configText, initialsLogo, readAnswer, type AppContext, type BuiltInApp, type Service } from '../live-app'

// Uptime Kuma's public status page API: the page's monitors, then their recent heartbeats and 24 h uptime.
// Heartbeat status: 0 down, 1 up, 2 pending, 3 maintenance.

const KUMA: Service = { name: 'Uptime Kuma', expected: 'an Uptime Kuma status page' }

// The parts of each answer the app reads.
const StatusPage = t.Object({ publicGroupList: t.Array(t.Object({ monitorList: t.Array(t.Object({ id: t.Number() })) })) })
const Beat = t.Object({ status: t.Number(), time: t.String() })
const Heartbeats = t.Object({ heartbeatList: t.Record(t.String(), t.Array(Beat)), uptimeList: t.Record(t.String(), t.Number()) })

const slugOf = (ctx: AppContext) => {
  const slug = configText(ctx.config, 'slug')
  if (!/^[\w-]+$/.test(slug)) throw new AppFailure('Status page slug: letters, digits, - and _ only.')
  return slug
}

export const uptimeKuma: BuiltInApp = {
  definition: {
    appId: 'uptime-kuma',
    appName: KUMA.name,
    version: '1.0.0',
    description: 'Monitors up and down on one of your Uptime Kuma status pages, with their 24 h uptime.',
    repoLink: 'https://github.com/louislam/uptime-kuma',
    licenseName: 'MIT',
    config: [{ name: 'slug', label: 'Status page slug', type: 'text', required: true, placeholder: 'the part after /status/' }],
    datapoints: [
      { key: 'up', label: 'Up', defaultSelection: true },
      { key: 'down', label: 'Down', defaultSelection: true },
      { key: 'uptime', label: 'Uptime (24 h)', defaultSelection: true },
      { key: 'pending', label: 'Pending' },
      { key: 'maintenance', label: 'Maintenance' },
      { key: 'monitors', label: 'Monitors' },
    ],
    alwaysShowDetailedView: false,
    autoRefreshAfterSeconds: 60,
  },
  logo: initialsLogo('UK', '#5cdd8b'),
  async test(ctx) {
    await readAnswer(StatusPage, ctx.http.request(`api/status-page/${slugOf(ctx)}`), KUMA)
  },
  async run(ctx) {
    const slug = slugOf(ctx)
    const [page, beats] = await Promise.all([
      readAnswer(StatusPage, ctx.http.request(`api/status-page/${slug}`), KUMA),
      readAnswer(Heartbeats, ctx.http.request(`api/status-page/heartbeat/${slug}`), KUMA),
    ])
    const monitors = page.publicGroupList.flatMap((g) => g.monitorList)
    const latest = monitors.map((m) => {
      const list = beats.heartbeatList[String(m.id)] ?? []
      return list.reduce<typeof Beat.static | undefined>((last, b) => (!last || b.time > last.time ? b : last), undefined)?.status
    })
    const counted = (status: number) => latest.filter((s) => s === status).length
    const uptimes = monitors.map((m) => beats.uptimeList[`${m.id}_24`]).filter((u): u is number => typeof u === 'number')
    const uptime = uptimes.length ? `${((uptimes.reduce((a, b) => a + b, 0) / uptimes.length) * 100).toFixed(2)} %` : '—'
    return {
      type: 'json',
      data: [
        { key: 'up', label: 'Up', value: counted(1), icon: 'circle-check' },
        { key: 'down', label: 'Down', value: counted(0), icon: 'circle-x' },
        { key: 'uptime', label: 'Uptime (24 h)', value: uptime, icon: 'activity' },
        { key: 'pending', label: 'Pending', value: counted(2), icon: 'hourglass' },
        { key: 'maintenance', label: 'Maintenance', value: counted(3), icon: 'tool' },
        { key: 'monitors', label: 'Monitors', value: monitors.length, icon: 'list' },
      ],
      button: { label: 'Status page', url: new URL(`status/${slug}`, ctx.url.endsWith('/') ? ctx.url : `${ctx.url}/`).href },
    }
  },
}
