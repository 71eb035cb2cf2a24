import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { USER_AND_PASSWORD } from '../shared/fields'
import { downloadRow } from './downloads.shared'

// NZBGet's JSON-RPC API: POST jsonrpc with the method in the body, HTTP basic auth (Settings → Security → ControlUsername).
const MB = 1024 * 1024
const rpc = (method: string) => ({ path: 'jsonrpc', method: 'POST', json: () => ({ version: '1.1', method, params: [], id: 1 }) })
const Status = t.Object({
  DownloadRate: t.Number(),
  RemainingSizeMB: t.Number(),
  DownloadedSizeMB: t.Number(),
  DownloadPaused: t.Boolean(),
  ServerStandBy: t.Boolean(),
})
const Group = t.Object({ NZBName: t.String(), Status: t.String(), FileSizeMB: t.Number(), RemainingSizeMB: t.Number() })

export const nzbget = defineApp({
  id: 'nzbget',
  name: 'NZBGet',
  category: 'downloads',
  description: 'Download speed, what is left and downloaded, and the queue of your NZBGet (JSON-RPC).',
  expected: 'an NZBGet server, version 21+',
  docs: 'https://nzbget.com/documentation/api/',
  api: 'JSON-RPC',
  repo: 'https://github.com/nzbgetcom/nzbget',
  license: 'GPL-2.0',
  logo: { initials: 'NG', colour: '#3c9d31' },
  config: USER_AND_PASSWORD,
  auth: { style: 'basic', user: 'username', password: 'password' },
  requests: {
    status: { ...rpc('status'), answer: t.Object({ result: Status }) },
    groups: { ...rpc('listgroups'), answer: t.Object({ result: t.Array(Group) }) },
    version: { ...rpc('version'), answer: t.Object({ result: t.String() }) },
  },
  test: ['status'],
  datapoints: [
    { key: 'speed', label: 'Speed', icon: 'download', format: 'bitRate', default: true, read: (a) => a.status.result.DownloadRate },
    { key: 'left', label: 'Left', icon: 'database', format: 'bytes', default: true, read: (a) => a.status.result.RemainingSizeMB * MB },
    { key: 'downloaded', label: 'Downloaded', icon: 'cloud-download', format: 'bytes', default: true, read: (a) => a.status.result.DownloadedSizeMB * MB },
    { key: 'queued', label: 'Queued', icon: 'list', format: 'count', default: true, read: (a) => a.groups.result.length },
    {
      key: 'state',
      label: 'State',
      icon: 'player-play',
      format: 'text',
      read: (a) => (a.status.result.DownloadPaused ? 'Paused' : a.status.result.ServerStandBy ? 'Idle' : 'Downloading'),
    },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.version.result },
  ],
  detail: {
    kind: 'downloads',
    read: (a) =>
      a.groups.result.map((g) => {
        const downloading = g.Status === 'DOWNLOADING' && a.status.result.DownloadRate > 0
        return downloadRow(g.NZBName, {
          progress: g.FileSizeMB > 0 ? ((g.FileSizeMB - g.RemainingSizeMB) / g.FileSizeMB) * 100 : 0,
          speed: downloading ? a.status.result.DownloadRate : undefined,
          eta: downloading ? (g.RemainingSizeMB * MB) / a.status.result.DownloadRate : undefined,
          state: g.Status.toLowerCase(),
        })
      }),
  },
})
