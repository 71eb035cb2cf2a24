import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { downloadRow } from './downloads.shared'

// slskd's REST API v0: an X-API-Key header (web.authentication.api_keys); transfers are grouped by user, then directory.
const File = t.Object({ filename: t.String(), state: t.String(), percentComplete: t.Number(), averageSpeed: t.Number(), bytesRemaining: t.Number() })
const Transfers = t.Array(t.Object({ username: t.String(), directories: t.Array(t.Object({ files: t.Array(File) })) }))
type Transfer = { directories: Array<{ files: Array<{ state: string }> }> }
const running = <T extends Transfer>(list: T[]) =>
  list.flatMap((u) => u.directories.flatMap((d) => d.files)).filter((f) => f.state.includes('InProgress')) as T['directories'][number]['files']

export const slskd = defineApp({
  id: 'slskd',
  name: 'slskd',
  category: 'downloads',
  description: 'Soulseek connection, downloads and uploads under way, shared files and what is downloading now in slskd.',
  expected: 'an slskd server',
  docs: 'https://github.com/slskd/slskd/blob/master/docs/api.md',
  api: 'REST v0',
  repo: 'https://github.com/slskd/slskd',
  license: 'AGPL-3.0',
  logo: { initials: 'sk', colour: '#0f766e' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'web.authentication.api_keys in slskd.yml' }],
  auth: { style: 'header', header: 'X-API-Key', value: '{apiKey}' },
  requests: {
    application: {
      path: 'api/v0/application',
      answer: t.Object({
        version: t.Object({ current: t.String() }),
        server: t.Object({ isConnected: t.Boolean(), isLoggedIn: t.Boolean() }),
        shares: t.Object({ files: t.Number() }),
      }),
    },
    downloads: { path: 'api/v0/transfers/downloads', answer: Transfers },
    uploads: { path: 'api/v0/transfers/uploads', answer: Transfers },
  },
  test: ['application'],
  datapoints: [
    {
      key: 'status',
      label: 'Soulseek',
      icon: 'plug-connected',
      format: 'text',
      default: true,
      read: (a) => (a.application.server.isLoggedIn ? 'Logged in' : a.application.server.isConnected ? 'Connected' : 'Disconnected'),
    },
    { key: 'downloads', label: 'Downloading', icon: 'arrow-down', format: 'count', default: true, read: (a) => running(a.downloads).length },
    { key: 'uploads', label: 'Uploading', icon: 'arrow-up', format: 'count', default: true, read: (a) => running(a.uploads).length },
    { key: 'speed', label: 'Download', icon: 'download', format: 'bitRate', read: (a) => running(a.downloads).reduce((sum, f) => sum + f.averageSpeed, 0) },
    { key: 'shared', label: 'Shared files', icon: 'share', format: 'count', default: true, read: (a) => a.application.shares.files },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.application.version.current },
  ],
  detail: {
    kind: 'downloads',
    read: (a) =>
      running(a.downloads).map((f) =>
        downloadRow(f.filename.split(/[\\/]/).pop() ?? f.filename, {
          progress: f.percentComplete,
          speed: f.averageSpeed,
          eta: f.averageSpeed > 0 ? f.bytesRemaining / f.averageSpeed : undefined,
        }),
      ),
  },
})
