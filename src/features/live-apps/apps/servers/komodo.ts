import { t, type TSchema } from 'elysia'
import { defineApp } from '../../app-definition'
import { configText, readAnswer, type Service } from '../../live-app'

// Komodo Core: one read endpoint, POST read with { type, params }, and an API key and secret (Settings → API keys) in
// X-Api-Key and X-Api-Secret.
const EXPECTED = 'a Komodo Core server, version 1.16+'
const SERVICE: Service = { name: 'Komodo', expected: EXPECTED, credentials: 'API key and secret' }
const count = t.Number()
const Servers = t.Object({ total: count, healthy: count, warning: t.Optional(count), unhealthy: count, disabled: count })
const Stacks = t.Object({ total: count, running: count, stopped: count, down: count, unhealthy: count })
const Containers = t.Object({ total: count, running: count, stopped: count, exited: count, unhealthy: count })
const read = <S extends TSchema>(type: string, answer: S) => ({ path: 'read', method: 'POST', json: () => ({ type, params: {} }), answer })

export const komodo = defineApp({
  id: 'komodo',
  name: 'Komodo',
  category: 'servers',
  description: 'Servers healthy, stacks running and down, and containers running and unhealthy across Komodo’s servers.',
  expected: EXPECTED,
  docs: 'https://docs.rs/komodo_client/latest/komodo_client/api/read/index.html',
  api: 'Core API v1 (read)',
  repo: 'https://github.com/moghtech/komodo',
  license: 'GPL-3.0',
  logo: { initials: 'Km', colour: '#2c7a4b' },
  config: [
    { name: 'apiKey', label: 'API key', type: 'text', required: true, placeholder: 'Settings → API keys (K-…)' },
    { name: 'apiSecret', label: 'API secret', type: 'password', required: true, placeholder: 'S-…' },
  ],
  auth: { style: 'header', header: 'X-Api-Key', value: '{apiKey}' },
  requests: {
    servers: read('GetServersSummary', Servers),
    stacks: read('GetStacksSummary', Stacks),
    containers: read('GetDockerContainersSummary', Containers),
  },
  hooks: {
    // The secret rides in a second header beside the key.
    async load(api, ctx) {
      const call = <S extends TSchema>(type: string, schema: S) =>
        readAnswer(
          schema,
          api.raw('read', { method: 'POST', json: { type, params: {} }, headers: { 'X-Api-Secret': configText(ctx.config, 'apiSecret') } }),
          SERVICE,
        )
      const [servers, stacks, containers] = await Promise.all([
        call('GetServersSummary', Servers),
        call('GetStacksSummary', Stacks),
        call('GetDockerContainersSummary', Containers),
      ])
      return { servers, stacks, containers }
    },
  },
  datapoints: [
    { key: 'servers', label: 'Servers healthy', icon: 'server', format: 'text', default: true, read: (a) => `${a.servers.healthy}/${a.servers.total}` },
    { key: 'stacks', label: 'Stacks running', icon: 'stack-2', format: 'text', default: true, read: (a) => `${a.stacks.running}/${a.stacks.total}` },
    { key: 'stacksDown', label: 'Stacks down', icon: 'arrow-down-circle', format: 'count', default: true, read: (a) => a.stacks.down + a.stacks.unhealthy },
    {
      key: 'containers',
      label: 'Containers running',
      icon: 'box',
      format: 'text',
      default: true,
      read: (a) => `${a.containers.running}/${a.containers.total}`,
    },
    { key: 'unhealthy', label: 'Unhealthy containers', icon: 'heart-broken', format: 'count', read: (a) => a.containers.unhealthy },
    { key: 'serversDown', label: 'Servers unhealthy', icon: 'server-off', format: 'count', read: (a) => a.servers.unhealthy },
  ],
})
