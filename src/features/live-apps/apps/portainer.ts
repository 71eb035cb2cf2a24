import { t } from 'elysia'
import { configText, initialsLogo, readAnswer, type AppContext, type BuiltInApp, type Service } from '../live-app'

// Portainer: an access token (My account → Access tokens) as X-API-Key; each environment carries its last snapshot.
const headers = (ctx: AppContext) => ({ 'X-API-Key': configText(ctx.config, 'apiKey') })

const PORTAINER: Service = { name: 'Portainer', expected: 'a Portainer server, version 2.0+' }

// The part of GET api/endpoints the app reads: each environment's state and its latest snapshot's counts.
const count = t.Optional(t.Number())
const Snapshot = t.Object({
  RunningContainerCount: count,
  StoppedContainerCount: count,
  HealthyContainerCount: count,
  UnhealthyContainerCount: count,
  StackCount: count,
  ImageCount: count,
})
const Environments = t.Array(t.Object({ Status: t.Number(), Snapshots: t.Optional(t.Union([t.Array(Snapshot), t.Null()])) }))
type Snapshot = typeof Snapshot.static

export const portainer: BuiltInApp = {
  definition: {
    appId: 'portainer',
    appName: PORTAINER.name,
    version: '1.0.0',
    description: 'Running, stopped and unhealthy containers and stacks across your Portainer environments.',
    repoLink: 'https://github.com/portainer/portainer',
    licenseName: 'Zlib',
    config: [{ name: 'apiKey', label: 'Access token', type: 'password', required: true, placeholder: 'My account → Access tokens' }],
    datapoints: [
      { key: 'running', label: 'Running', defaultSelection: true },
      { key: 'stopped', label: 'Stopped', defaultSelection: true },
      { key: 'unhealthy', label: 'Unhealthy', defaultSelection: true },
      { key: 'healthy', label: 'Healthy' },
      { key: 'stacks', label: 'Stacks' },
      { key: 'images', label: 'Images' },
      { key: 'environments', label: 'Environments up' },
    ],
    alwaysShowDetailedView: false,
    autoRefreshAfterSeconds: 60,
  },
  logo: initialsLogo('Pt', '#13bef9'),
  async test(ctx) {
    await readAnswer(Environments, ctx.http.request('api/endpoints', { headers: headers(ctx) }), PORTAINER)
  },
  async run(ctx) {
    const environments = await readAnswer(Environments, ctx.http.request('api/endpoints', { headers: headers(ctx) }), PORTAINER)
    const sum = (field: keyof Snapshot) => environments.reduce((n, e) => n + (e.Snapshots?.[0]?.[field] ?? 0), 0)
    // Status 1 is up, 2 down.
    const up = environments.filter((e) => e.Status === 1).length
    return {
      type: 'json',
      data: [
        { key: 'running', label: 'Running', value: sum('RunningContainerCount'), icon: 'player-play' },
        { key: 'stopped', label: 'Stopped', value: sum('StoppedContainerCount'), icon: 'player-stop' },
        { key: 'unhealthy', label: 'Unhealthy', value: sum('UnhealthyContainerCount'), icon: 'heart-broken' },
        { key: 'healthy', label: 'Healthy', value: sum('HealthyContainerCount'), icon: 'heart' },
        { key: 'stacks', label: 'Stacks', value: sum('StackCount'), icon: 'stack-2' },
        { key: 'images', label: 'Images', value: sum('ImageCount'), icon: 'photo' },
        { key: 'environments', label: 'Environments up', value: `${up}/${environments.length}`, icon: 'server' },
      ],
    }
  },
}
