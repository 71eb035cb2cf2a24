import { type Static, t } from 'elysia'
import { defineApp } from '../../app-definition'
import { downloadRow, torrentDatapoints } from './downloads.shared'

// Tribler 8's REST API: an X-Api-Key header (its api key in triblerd.conf / settings); downloads holds every torrent.
const Downloads = t.Object({
  downloads: t.Array(t.Object({ name: t.String(), status: t.String(), progress: t.Number(), speed_down: t.Number(), speed_up: t.Number(), eta: t.Number() })),
})
type Listed = { downloads: { downloads: Array<{ status: string }> } }
const inState = (a: Listed, status: string) => a.downloads.downloads.filter((d) => d.status === status)

export const tribler = defineApp({
  id: 'tribler',
  name: 'Tribler',
  category: 'downloads',
  description: 'Download and upload speed, torrents downloading and seeding, and what is downloading now in Tribler 8.',
  expected: 'a Tribler core, version 8+',
  docs: 'https://tribler.readthedocs.io/en/latest/',
  api: 'REST (api/)',
  repo: 'https://github.com/Tribler/tribler',
  license: 'GPL-3.0',
  logo: { initials: 'Tb', colour: '#7d2ae8' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Settings → Debug → API key' }],
  auth: { style: 'header', header: 'X-Api-Key', value: '{apiKey}' },
  requests: { downloads: { path: 'api/downloads?get_peers=0&get_pieces=0', answer: Downloads } },
  datapoints: torrentDatapoints<{ downloads: Static<typeof Downloads> }>({
    download: (a) => a.downloads.downloads.reduce((sum, d) => sum + d.speed_down, 0),
    upload: (a) => a.downloads.downloads.reduce((sum, d) => sum + d.speed_up, 0),
    downloading: (a) => inState(a, 'DOWNLOADING').length,
    seeding: (a) => inState(a, 'SEEDING').length,
    all: (a) => a.downloads.downloads.length,
  }),
  detail: {
    kind: 'downloads',
    read: (a) =>
      a.downloads.downloads
        .filter((d) => d.status === 'DOWNLOADING')
        .map((d) => downloadRow(d.name, { progress: d.progress * 100, speed: d.speed_down, eta: d.eta, state: 'downloading' })),
  },
})
