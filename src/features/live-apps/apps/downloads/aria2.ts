import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { configText } from '../../live-app'
import { downloadRow, readAllRefusable } from './downloads.shared'

// aria2's JSON-RPC: POST jsonrpc, the secret as "token:<secret>" first in params; a wrong secret is the error "Unauthorized".
const KEYS = ['gid', 'status', 'totalLength', 'completedLength', 'downloadSpeed', 'files', 'bittorrent']
const call = (method: string, extra: unknown[] = []) => ({
  path: 'jsonrpc',
  method: 'POST',
  json: (config: Record<string, unknown>) => {
    const token = configText(config, 'token')
    return { jsonrpc: '2.0', id: 'foyer', method, params: [...(token ? [`token:${token}`] : []), ...extra] }
  },
})
const UNAUTHORIZED = /"message"\s*:\s*"Unauthorized"/
const Num = t.String({ pattern: '^\\d+$' })
const Active = t.Array(
  t.Object({
    totalLength: Num,
    completedLength: Num,
    downloadSpeed: Num,
    files: t.Array(t.Object({ path: t.String() })),
    bittorrent: t.Optional(t.Object({ info: t.Optional(t.Object({ name: t.String() })) })),
  }),
)
const requests = {
  stats: { ...call('aria2.getGlobalStat'), answer: t.Object({ result: t.Object({ downloadSpeed: Num, uploadSpeed: Num, numActive: Num, numWaiting: Num }) }) },
  active: { ...call('aria2.tellActive', [KEYS]), answer: t.Object({ result: Active }) },
  version: { ...call('aria2.getVersion'), answer: t.Object({ result: t.Object({ version: t.String() }) }) },
}

/** A download's name: the torrent's, else its first file's base name. */
const nameOf = (d: { files: Array<{ path: string }>; bittorrent?: { info?: { name: string } } }) =>
  d.bittorrent?.info?.name ?? d.files[0]?.path.split('/').pop() ?? '—'

export const aria2 = defineApp({
  id: 'aria2',
  name: 'aria2',
  category: 'downloads',
  description: 'Download and upload speed, active and waiting downloads, and what is downloading now, over aria2 JSON-RPC.',
  expected: 'an aria2 with --enable-rpc',
  docs: 'https://aria2.github.io/manual/en/html/aria2c.html#rpc-interface',
  api: 'JSON-RPC 2.0',
  repo: 'https://github.com/aria2/aria2',
  license: 'GPL-2.0',
  logo: { initials: 'a2', colour: '#1e6fd9' },
  config: [{ name: 'token', label: 'Secret token', type: 'password', placeholder: 'rpc-secret, if set' }],
  auth: { style: 'none' },
  requests,
  hooks: { load: (api, ctx, service) => readAllRefusable(api, service, ctx.config, requests, UNAUTHORIZED, 'secret token') },
  datapoints: [
    { key: 'download', label: 'Download', icon: 'download', format: 'bitRate', default: true, read: (a) => Number(a.stats.result.downloadSpeed) },
    { key: 'upload', label: 'Upload', icon: 'upload', format: 'bitRate', default: true, read: (a) => Number(a.stats.result.uploadSpeed) },
    { key: 'active', label: 'Active', icon: 'arrow-down', format: 'count', default: true, read: (a) => Number(a.stats.result.numActive) },
    { key: 'waiting', label: 'Waiting', icon: 'hourglass', format: 'count', default: true, read: (a) => Number(a.stats.result.numWaiting) },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.version.result.version },
  ],
  detail: {
    kind: 'downloads',
    read: (a) =>
      a.active.result.map((d) => {
        const [total, done, speed] = [Number(d.totalLength), Number(d.completedLength), Number(d.downloadSpeed)]
        return downloadRow(nameOf(d), { progress: total > 0 ? (done / total) * 100 : 0, speed, eta: speed > 0 ? (total - done) / speed : undefined })
      }),
  },
})
