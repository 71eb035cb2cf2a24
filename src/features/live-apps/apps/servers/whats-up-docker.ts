import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// What's Up Docker (WUD): GET api/containers lists every watched container with the update its watcher found; basic auth
// when WUD_AUTH_BASIC_* is set (a WUD without auth ignores the header).
const Container = t.Object({
  name: t.String(),
  displayName: t.Optional(t.String()),
  updateAvailable: t.Boolean(),
  updateKind: t.Optional(t.Object({ kind: t.String(), localValue: t.Optional(t.String()), remoteValue: t.Optional(t.String()) })),
  error: t.Optional(t.Object({ message: t.String() })),
})

export const whatsUpDocker = defineApp({
  id: 'whats-up-docker',
  name: 'What’s Up Docker',
  category: 'servers',
  description: 'Containers watched, updates available and watch errors from What’s Up Docker; the containers with an update are listed.',
  expected: 'a What’s Up Docker server, version 6+',
  docs: 'https://getwud.github.io/wud/#/api/container',
  api: 'REST api (6.x-8.x)',
  repo: 'https://github.com/getwud/wud',
  license: 'MIT',
  logo: { initials: 'WUD', colour: '#2496ed' },
  config: [
    { name: 'username', label: 'Username', type: 'text', placeholder: 'When basic auth is on' },
    { name: 'password', label: 'Password', type: 'password' },
  ],
  auth: { style: 'basic', user: 'username', password: 'password' },
  requests: {
    app: { path: 'api/app', answer: t.Object({ name: t.String(), version: t.String() }) },
    containers: { path: 'api/containers', answer: t.Array(Container) },
  },
  datapoints: [
    { key: 'containers', label: 'Watched', icon: 'box', format: 'count', default: true, read: (a) => a.containers.length },
    { key: 'updates', label: 'Updates', icon: 'refresh', format: 'count', default: true, read: (a) => a.containers.filter((c) => c.updateAvailable).length },
    { key: 'errors', label: 'Errors', icon: 'alert-triangle', format: 'count', default: true, read: (a) => a.containers.filter((c) => c.error).length },
    { key: 'version', label: 'Version', icon: 'info-circle', format: 'version', read: (a) => a.app.version },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      a.containers
        .filter((c) => c.updateAvailable)
        .map((c) => ({
          title: c.displayName ?? c.name,
          subtitle: c.updateKind?.localValue && c.updateKind.remoteValue ? `${c.updateKind.localValue} → ${c.updateKind.remoteValue}` : c.updateKind?.kind,
        })),
  },
})
