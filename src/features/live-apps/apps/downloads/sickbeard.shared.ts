import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { configText } from '../../live-app'
import { readAllRefusable } from './downloads.shared'

// The SickBeard API kept by its forks (SickChill, SickGear, Medusa's api/v1): the key in the path, the command in cmd=;
// answers are { data, message, result }, and a wrong key is result "denied".
const Episode = t.Object({ show_name: t.String(), ep_name: t.String(), season: t.Number(), episode: t.Number(), airdate: t.String() })
const Stats = t.Object({
  data: t.Object({ shows_total: t.Number(), shows_active: t.Number(), ep_downloaded: t.Number(), ep_snatched: t.Number(), ep_total: t.Number() }),
})
const Future = t.Object({
  data: t.Object({ today: t.Array(Episode), soon: t.Array(Episode), missed: t.Array(Episode), later: t.Array(Episode) }),
})
const DENIED = /"result"\s*:\s*"denied"/

interface SickBeard {
  id: string
  name: string
  description: string
  /** Where the API lives before the key: 'api' (SickChill, SickGear) or 'api/v1' (Medusa). */
  base: string
  docs: string
  repo: string
  license: string
  initials: string
  colour: string
}

const pad = (n: number) => String(n).padStart(2, '0')

export function sickbeardApp(s: SickBeard) {
  const at = (cmd: string) => (config: Record<string, unknown>) => `${s.base}/${encodeURIComponent(configText(config, 'apiKey'))}/?cmd=${cmd}`
  const requests = { stats: { path: at('shows.stats'), answer: Stats }, future: { path: at('future'), answer: Future } }
  return defineApp({
    id: s.id,
    name: s.name,
    category: 'downloads',
    description: s.description,
    expected: `a ${s.name} server`,
    docs: s.docs,
    api: `SickBeard API (${s.base}/{key})`,
    repo: s.repo,
    license: s.license,
    logo: { initials: s.initials, colour: s.colour },
    config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Settings → General → API key' }],
    // The key is part of the path, so the calls carry no auth of their own.
    auth: { style: 'none' },
    requests,
    hooks: {
      load: (api, ctx, service) => readAllRefusable(api, service, ctx.config, requests, DENIED, 'API key'),
    },
    datapoints: [
      { key: 'shows', label: 'Shows', icon: 'device-tv', format: 'count', default: true, read: (a) => a.stats.data.shows_total },
      { key: 'active', label: 'Shows active', icon: 'player-play', format: 'count', read: (a) => a.stats.data.shows_active },
      { key: 'downloaded', label: 'Episodes downloaded', icon: 'circle-check', format: 'count', default: true, read: (a) => a.stats.data.ep_downloaded },
      { key: 'snatched', label: 'Snatched', icon: 'download', format: 'count', default: true, read: (a) => a.stats.data.ep_snatched },
      { key: 'missed', label: 'Missed', icon: 'alert-triangle', format: 'count', default: true, read: (a) => a.future.data.missed.length },
      { key: 'upcoming', label: 'Airing soon', icon: 'calendar-event', format: 'count', read: (a) => a.future.data.today.length + a.future.data.soon.length },
    ],
    detail: {
      kind: 'upcoming',
      read: (a) =>
        [...a.future.data.today, ...a.future.data.soon].map((e) => ({
          title: `${e.show_name} S${pad(e.season)}E${pad(e.episode)}`,
          subtitle: `${e.airdate} · ${e.ep_name}`,
        })),
    },
  })
}
