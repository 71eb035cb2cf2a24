import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// mailcow's API with a read-only API key (System → Configuration → Access → API) in X-API-Key; its counts come as
// numbers or numeric strings.
const Num = t.Union([t.Number(), t.String()])
const Domains = t.Array(t.Object({ domain_name: t.String(), mboxes_in_domain: Num, msgs_total: Num, bytes_total: Num }))
const total = (domains: typeof Domains.static, key: 'mboxes_in_domain' | 'msgs_total' | 'bytes_total') => domains.reduce((sum, d) => sum + Number(d[key]), 0)

export const mailcow = defineApp({
  id: 'mailcow',
  name: 'mailcow',
  category: 'productivity',
  description: 'Domains, mailboxes, messages and storage of your mailcow, and its containers running.',
  expected: 'a mailcow: dockerized server',
  docs: 'https://mailcow.docs.apiary.io/',
  api: 'v1',
  repo: 'https://github.com/mailcow/mailcow-dockerized',
  license: 'GPL-3.0',
  logo: { initials: 'mc', colour: '#2d8ecf' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'System → Configuration → Access → API (read-only)' }],
  auth: { style: 'header', header: 'X-API-Key', value: '{apiKey}' },
  requests: {
    version: { path: 'api/v1/get/status/version', answer: t.Object({ version: t.String() }) },
    domains: { path: 'api/v1/get/domain/all', answer: Domains },
    containers: { path: 'api/v1/get/status/containers', answer: t.Record(t.String(), t.Object({ state: t.String() })) },
  },
  test: ['version'],
  datapoints: [
    { key: 'domains', label: 'Domains', icon: 'world', format: 'count', default: true, read: (a) => a.domains.length },
    { key: 'mailboxes', label: 'Mailboxes', icon: 'mailbox', format: 'count', default: true, read: (a) => total(a.domains, 'mboxes_in_domain') },
    { key: 'messages', label: 'Messages', icon: 'mail', format: 'count', default: true, read: (a) => total(a.domains, 'msgs_total') },
    { key: 'storage', label: 'Storage', icon: 'database', format: 'bytes', default: true, read: (a) => total(a.domains, 'bytes_total') },
    {
      key: 'containers',
      label: 'Containers running',
      icon: 'box',
      format: 'text',
      read: (a) => {
        const all = Object.values(a.containers)
        return `${all.filter((c) => c.state === 'running').length} of ${all.length}`
      },
    },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.version.version },
  ],
})
