import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { AppFailure, type Service } from '../../live-app'

// Wallos's API with the user's API key (Profile → API key) as api_key. It answers 200 with success false and
// "Invalid API key" when the key is wrong.
const Refusal = t.Object({ success: t.Literal(false), title: t.String() })
const Subscriptions = t.Union([
  t.Object({
    success: t.Literal(true),
    subscriptions: t.Array(t.Object({ name: t.String(), price: t.Number(), next_payment: t.String(), inactive: t.Number() })),
  }),
  Refusal,
])
const Cost = t.Union([t.Object({ success: t.Literal(true), localized_monthly_cost: t.String(), title: t.String() }), Refusal])
const SERVICE: Service = { name: 'Wallos', expected: 'a Wallos server, version 2.0+', credentials: 'API key' }
const month = () => {
  const now = new Date()
  return `month=${now.getUTCMonth() + 1}&year=${now.getUTCFullYear()}`
}

export const wallos = defineApp({
  id: 'wallos',
  name: SERVICE.name,
  category: 'finance',
  description: "Active subscriptions, this month's cost and the next payments, from Wallos.",
  expected: SERVICE.expected,
  docs: 'https://api.wallosapp.com/',
  api: 'REST',
  repo: 'https://github.com/ellite/Wallos',
  license: 'GPL-3.0',
  logo: { initials: 'Wa', colour: '#007bff' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Profile → API key' }],
  auth: { style: 'query', param: 'api_key', field: 'apiKey' },
  requests: {
    subscriptions: { path: 'api/subscriptions/get_subscriptions.php?state=0&sort=next_payment', answer: Subscriptions },
    cost: { path: () => `api/subscriptions/get_monthly_cost.php?${month()}`, answer: Cost },
  },
  datapoints: [
    {
      key: 'active',
      label: 'Active subscriptions',
      icon: 'receipt',
      format: 'count',
      default: true,
      read: (a) => (a.subscriptions.success ? a.subscriptions.subscriptions.length : null),
    },
    {
      key: 'monthlyCost',
      label: 'This month',
      icon: 'coin',
      format: 'text',
      default: true,
      read: (a) => (a.cost.success ? a.cost.localized_monthly_cost : null),
    },
    {
      key: 'next',
      label: 'Next payment',
      icon: 'calendar-dollar',
      format: 'text',
      default: true,
      read: (a) => {
        const next = a.subscriptions.success ? a.subscriptions.subscriptions[0] : undefined
        return next ? `${next.name} (${next.next_payment})` : null
      },
    },
  ],
  detail: {
    kind: 'upcoming',
    read: (a) =>
      a.subscriptions.success ? a.subscriptions.subscriptions.map((s) => ({ title: s.name, subtitle: `${s.next_payment} · ${s.price.toFixed(2)}` })) : [],
  },
  hooks: {
    async load(api) {
      const [subscriptions, cost] = await Promise.all([api.get('subscriptions'), api.get('cost')])
      for (const answer of [subscriptions, cost]) {
        if (answer.success) continue
        if (/api key/i.test(answer.title)) throw new AppFailure(`${SERVICE.name} refused the sign-in: check the ${SERVICE.credentials}.`)
        throw new AppFailure(`${SERVICE.name} answered: ${answer.title}.`)
      }
      return { subscriptions, cost }
    },
  },
})
