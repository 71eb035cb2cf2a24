import { Value } from '@sinclair/typebox/value'
import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { AppFailure, configText, unexpected } from '../../live-app'
import { formatDate } from '../../format'
import { readText } from './answers.shared'

// ntfy's JSON stream, polled: GET /<topics>/json?poll=1&since=24h answers one JSON event per line (newline-delimited,
// so a hook reads it). An access token (tk_…) only where the topic is protected; an empty one is sent as anonymous.
const Message = t.Object({
  id: t.String(),
  time: t.Number(),
  event: t.String(),
  topic: t.String(),
  message: t.Optional(t.String()),
  title: t.Optional(t.String()),
  priority: t.Optional(t.Number()),
})
type Message = typeof Message.static

const topicsOf = (config: Record<string, unknown>) => {
  const topics = configText(config, 'topic')
  if (!/^[\w-]{1,64}(,[\w-]{1,64})*$/.test(topics)) throw new AppFailure('Topic: letters, digits, - and _ (several separated by commas).')
  return topics
}
const messages = (a: { messages: Message[] }) => a.messages.filter((m) => m.event === 'message')

export const ntfy = defineApp({
  id: 'ntfy',
  name: 'ntfy',
  category: 'monitoring',
  description: "A topic's messages of the last 24 hours on ntfy (ntfy.sh or your own server), the urgent ones, and the latest of them.",
  expected: 'an ntfy server',
  docs: 'https://docs.ntfy.sh/subscribe/api/#poll-for-messages',
  api: 'JSON stream (poll)',
  repo: 'https://github.com/binwiederhier/ntfy',
  license: 'Apache-2.0',
  logo: { simpleIcon: 'ntfy', initials: 'nt', colour: '#338574' },
  config: [
    { name: 'topic', label: 'Topic', type: 'text', required: true, placeholder: 'alerts (or alerts,backups)' },
    { name: 'token', label: 'Access token', type: 'password', placeholder: 'tk_… (protected topics only)' },
  ],
  auth: { style: 'bearer', field: 'token' },
  requests: { messages: { path: (c) => `${topicsOf(c)}/json?poll=1&since=24h`, answer: t.Array(Message) } },
  hooks: {
    async load(api, ctx, service) {
      const text = await readText(api.raw(`${topicsOf(ctx.config)}/json?poll=1&since=24h`), service)
      const events = text
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => {
          try {
            return JSON.parse(line) as unknown
          } catch {
            throw unexpected(service)
          }
        })
      if (!events.every((e) => Value.Check(Message, e))) throw unexpected(service)
      return { messages: events as Message[] }
    },
  },
  datapoints: [
    { key: 'messages', label: 'Messages (24 h)', icon: 'message', format: 'count', default: true, read: (a) => messages(a).length },
    {
      key: 'urgent',
      label: 'High priority',
      icon: 'bell-ringing',
      format: 'count',
      default: true,
      // Priorities 4 (high) and 5 (max/urgent).
      read: (a) => messages(a).filter((m) => (m.priority ?? 3) >= 4).length,
    },
    {
      key: 'latest',
      label: 'Latest',
      icon: 'clock',
      format: 'date',
      default: true,
      read: (a) => (messages(a).length ? Math.max(...messages(a).map((m) => m.time)) : null),
    },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      [...messages(a)]
        .sort((x, y) => y.time - x.time)
        .map((m) => ({
          title: m.title || m.message || m.topic,
          subtitle: [m.title ? m.message : undefined, m.topic, formatDate(m.time)].filter(Boolean).join(' · '),
        })),
  },
})
