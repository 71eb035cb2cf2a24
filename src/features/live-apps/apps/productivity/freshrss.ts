import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { configText, unexpected } from '../../live-app'

// FreshRSS's Google Reader API: ClientLogin with the user's API password (Profile → API management) answers
// "SID=…\nAuth=…" lines; the calls then carry "Authorization: GoogleLogin auth=…".
const READING_LIST = 'user/-/state/com.google/reading-list'
const Unread = t.Object({ unreadcounts: t.Array(t.Object({ id: t.String(), count: t.Number() })) })

export const freshrss = defineApp({
  id: 'freshrss',
  name: 'FreshRSS',
  category: 'productivity',
  description: 'Unread articles and subscriptions in your FreshRSS, through its Google Reader API (API access enabled).',
  expected: 'a FreshRSS server with API access enabled',
  docs: 'https://freshrss.github.io/FreshRSS/en/developers/06_GoogleReader_API.html',
  api: 'Google Reader API',
  repo: 'https://github.com/FreshRSS/FreshRSS',
  license: 'AGPL-3.0',
  logo: { simpleIcon: 'freshrss', initials: 'FR', colour: '#0062be' },
  config: [
    { name: 'username', label: 'Username', type: 'text', required: true },
    { name: 'password', label: 'API password', type: 'password', required: true, placeholder: 'Profile → API management' },
  ],
  auth: {
    style: 'session',
    fields: ['username', 'password'],
    login: {
      path: 'api/greader.php/accounts/ClientLogin',
      form: true,
      body: (config) => ({ Email: configText(config, 'username'), Passwd: configText(config, 'password') }),
      signedIn(answer, service) {
        const token = /^Auth=(\S+)$/m.exec(answer.text)?.[1]
        if (!token) throw unexpected(service)
        return { authorization: `GoogleLogin auth=${token}` }
      },
    },
  },
  requests: {
    unread: { path: 'api/greader.php/reader/api/0/unread-count?output=json', answer: Unread },
    subscriptions: {
      path: 'api/greader.php/reader/api/0/subscription/list?output=json',
      answer: t.Object({ subscriptions: t.Array(t.Object({ id: t.String() })) }),
    },
  },
  test: ['unread'],
  datapoints: [
    {
      key: 'unread',
      label: 'Unread',
      icon: 'mail',
      format: 'count',
      default: true,
      // FreshRSS always counts the reading list: every unread article, whatever its feed or label.
      read: (a) => a.unread.unreadcounts.find((c) => c.id === READING_LIST)?.count,
    },
    { key: 'subscriptions', label: 'Subscriptions', icon: 'rss', format: 'count', default: true, read: (a) => a.subscriptions.subscriptions.length },
  ],
})
