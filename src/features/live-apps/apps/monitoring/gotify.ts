import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { formatDate } from '../../format'

// Gotify's REST API with a client token (Clients tab; an application token may only send): its latest messages,
// applications and clients.
const Message = t.Object({
  id: t.Number(),
  appid: t.Number(),
  title: t.Optional(t.String()),
  message: t.String(),
  priority: t.Optional(t.Number()),
  date: t.String(),
})
const Named = t.Array(t.Object({ id: t.Number(), name: t.String() }))

export const gotify = defineApp({
  id: 'gotify',
  name: 'Gotify',
  category: 'monitoring',
  description: 'Messages, applications and clients of a Gotify server, and its latest messages.',
  expected: 'a Gotify server',
  docs: 'https://gotify.net/api-docs',
  api: 'REST (2.x)',
  repo: 'https://github.com/gotify/server',
  license: 'MIT',
  logo: { initials: 'Go', colour: '#4ba3e3' },
  config: [{ name: 'token', label: 'Client token', type: 'password', required: true, placeholder: 'Clients → create client → token' }],
  auth: { style: 'header', header: 'X-Gotify-Key', value: '{token}' },
  requests: {
    messages: { path: 'message?limit=100', answer: t.Object({ messages: t.Array(Message), paging: t.Object({ size: t.Number() }) }) },
    applications: { path: 'application', answer: Named },
    clients: { path: 'client', answer: Named },
  },
  test: ['messages'],
  datapoints: [
    { key: 'messages', label: 'Messages', icon: 'message', format: 'count', default: true, read: (a) => a.messages.paging.size },
    {
      key: 'urgent',
      label: 'High priority',
      icon: 'bell-ringing',
      format: 'count',
      default: true,
      // Gotify's clients alert from priority 8 up.
      read: (a) => a.messages.messages.filter((m) => (m.priority ?? 0) >= 8).length,
    },
    { key: 'applications', label: 'Applications', icon: 'apps', format: 'count', default: true, read: (a) => a.applications.length },
    { key: 'clients', label: 'Clients', icon: 'device-mobile', format: 'count', read: (a) => a.clients.length },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      a.messages.messages.map((m) => ({
        title: m.title || m.message,
        subtitle: [a.applications.find((x) => x.id === m.appid)?.name, formatDate(m.date)].filter(Boolean).join(' · '),
      })),
  },
})
