import { t, type TSchema } from 'elysia'
import { defineApp } from '../../app-definition'
import { AppFailure, configText } from '../../live-app'

// UniFi Network's official Integration API (Network 9.0+, UniFi OS consoles and self-hosted) with an API key
// (Settings → Control Plane → Integrations) in X-API-KEY. Devices and clients are per site: the site is found by name first.
const API = 'proxy/network/integration/v1'
const Page = <T extends TSchema>(item: T) => t.Object({ totalCount: t.Number(), data: t.Array(item) })
const Device = t.Object({ name: t.String(), model: t.String(), state: t.String(), firmwareUpdatable: t.Optional(t.Boolean()) })
const Client = t.Object({ type: t.String(), name: t.Optional(t.String()) })

export const unifi = defineApp({
  id: 'unifi',
  name: 'UniFi Network',
  category: 'network',
  description: 'Clients (wired and Wi-Fi), devices online and firmware updates of a UniFi Network site, through its Integration API.',
  expected: 'a UniFi Network application, version 9.0+ (UniFi OS console or self-hosted)',
  docs: 'https://developer.ui.com/network/',
  api: 'Integration API v1',
  repo: null,
  license: null,
  logo: { simpleIcon: 'ubiquiti', initials: 'UN', colour: '#006fff' },
  config: [
    { name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Settings → Control Plane → Integrations' },
    { name: 'site', label: 'Site', type: 'text', placeholder: 'Default (the first site)' },
  ],
  auth: { style: 'header', header: 'X-API-KEY', value: '{apiKey}' },
  requests: {
    info: { path: `${API}/info`, answer: t.Object({ applicationVersion: t.String() }) },
    sites: { path: `${API}/sites?limit=200`, answer: Page(t.Object({ id: t.String(), name: t.String() })) },
    devices: { path: `${API}/sites`, answer: Page(Device) },
    clients: { path: `${API}/sites`, answer: Page(Client) },
  },
  hooks: {
    async load(api, ctx) {
      const [info, sites] = await Promise.all([api.get('info'), api.get('sites')])
      const wanted = configText(ctx.config, 'site')
      const site = wanted ? sites.data.find((s) => s.name.toLowerCase() === wanted.toLowerCase()) : sites.data[0]
      if (!site) throw new AppFailure(wanted ? `UniFi Network has no site named "${wanted}".` : 'UniFi Network has no site.')
      const at = `${API}/sites/${encodeURIComponent(site.id)}`
      const [devices, clients] = await Promise.all([api.get('devices', `${at}/devices?limit=200`), api.get('clients', `${at}/clients?limit=200`)])
      return { info, sites, devices, clients }
    },
  },
  datapoints: [
    { key: 'clients', label: 'Clients', icon: 'devices', format: 'count', default: true, read: (a) => a.clients.totalCount },
    { key: 'wifiClients', label: 'Wi-Fi clients', icon: 'wifi', format: 'count', read: (a) => a.clients.data.filter((c) => c.type === 'WIRELESS').length },
    {
      key: 'wiredClients',
      label: 'Wired clients',
      icon: 'plug-connected',
      format: 'count',
      read: (a) => a.clients.data.filter((c) => c.type === 'WIRED').length,
    },
    {
      key: 'devices',
      label: 'Devices online',
      icon: 'router',
      format: 'text',
      default: true,
      read: (a) => `${a.devices.data.filter((d) => d.state === 'ONLINE').length}/${a.devices.totalCount}`,
    },
    {
      key: 'updates',
      label: 'Firmware updates',
      icon: 'download',
      format: 'count',
      default: true,
      read: (a) => a.devices.data.filter((d) => d.firmwareUpdatable).length,
    },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.info.applicationVersion },
  ],
  detail: {
    kind: 'alerts',
    read: (a) => a.devices.data.filter((d) => d.state !== 'ONLINE').map((d) => ({ title: d.name, subtitle: `${d.model} · ${d.state.toLowerCase()}` })),
  },
})
