import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Nextcloud's serverinfo app (OCS API, JSON), read by an admin user with an app password (Personal settings → Security).
const Info = t.Object({
  ocs: t.Object({
    data: t.Object({
      nextcloud: t.Object({
        system: t.Object({
          version: t.String(),
          freespace: t.Optional(t.Union([t.Number(), t.Null()])),
          cpuload: t.Optional(t.Union([t.Array(t.Number()), t.Boolean()])),
          mem_total: t.Optional(t.Number()),
          mem_free: t.Optional(t.Number()),
        }),
        storage: t.Object({ num_users: t.Number(), num_files: t.Number() }),
        shares: t.Object({ num_shares: t.Number() }),
      }),
      activeUsers: t.Object({ last5minutes: t.Number(), last1hour: t.Number(), last24hours: t.Number() }),
    }),
  }),
})
type System = (typeof Info.static)['ocs']['data']['nextcloud']['system']
// Memory is reported in KiB; a server that cannot read it reports nothing.
const memoryUsed = (s: System) => (s.mem_total && s.mem_free !== undefined ? ((s.mem_total - s.mem_free) / s.mem_total) * 100 : null)

export const nextcloud = defineApp({
  id: 'nextcloud',
  name: 'Nextcloud',
  category: 'productivity',
  description: 'Active users, files, free space and load of your Nextcloud, from its serverinfo app (an admin account).',
  expected: 'a Nextcloud server with the serverinfo app',
  docs: 'https://github.com/nextcloud/serverinfo#api',
  api: 'OCS v2 serverinfo',
  repo: 'https://github.com/nextcloud/server',
  license: 'AGPL-3.0',
  logo: { simpleIcon: 'nextcloud', initials: 'Nc', colour: '#0082c9' },
  config: [
    { name: 'username', label: 'Username', type: 'text', required: true, placeholder: 'an admin account' },
    { name: 'appPassword', label: 'App password', type: 'password', required: true, placeholder: 'Personal settings → Security → Create new app password' },
  ],
  auth: { style: 'basic', user: 'username', password: 'appPassword' },
  requests: { info: { path: 'ocs/v2.php/apps/serverinfo/api/v1/info?format=json&skipApps=true&skipUpdate=true', answer: Info } },
  datapoints: [
    { key: 'activeUsers', label: 'Active users (24 h)', icon: 'users', format: 'count', default: true, read: (a) => a.info.ocs.data.activeUsers.last24hours },
    { key: 'files', label: 'Files', icon: 'files', format: 'count', default: true, read: (a) => a.info.ocs.data.nextcloud.storage.num_files },
    { key: 'freeSpace', label: 'Free space', icon: 'database', format: 'bytes', default: true, read: (a) => a.info.ocs.data.nextcloud.system.freespace },
    { key: 'shares', label: 'Shares', icon: 'share', format: 'count', read: (a) => a.info.ocs.data.nextcloud.shares.num_shares },
    { key: 'users', label: 'Users', icon: 'user', format: 'count', read: (a) => a.info.ocs.data.nextcloud.storage.num_users },
    {
      key: 'load',
      label: 'Load (1 min)',
      icon: 'cpu',
      format: 'text',
      read: (a) => {
        const load = a.info.ocs.data.nextcloud.system.cpuload
        return Array.isArray(load) && load.length ? load[0]!.toFixed(2) : null
      },
    },
    { key: 'memory', label: 'Memory used', icon: 'device-sd-card', format: 'percent', read: (a) => memoryUsed(a.info.ocs.data.nextcloud.system) },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', default: true, read: (a) => a.info.ocs.data.nextcloud.system.version },
  ],
})
