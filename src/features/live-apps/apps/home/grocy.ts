import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Grocy's REST API with an API key (Settings → Manage API keys) in GROCY-API-KEY.
const Stocked = t.Array(t.Object({ best_before_date: t.String(), product: t.Optional(t.Object({ name: t.String() })) }))
type Stock = (typeof Stocked.static)[number]
const row = (what: string) => (s: Stock) => ({ title: s.product?.name ?? '—', subtitle: `${what} ${s.best_before_date}` })

export const grocy = defineApp({
  id: 'grocy',
  name: 'Grocy',
  category: 'home',
  description: 'Products expired, overdue, due soon or missing, and chores due, from Grocy; the expired and overdue listed.',
  expected: 'a Grocy server, version 3.0+',
  docs: 'https://demo.grocy.info/api',
  api: 'REST',
  repo: 'https://github.com/grocy/grocy',
  license: 'MIT',
  logo: { simpleIcon: 'grocy', initials: 'Gr', colour: '#337ab7' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Settings → Manage API keys' }],
  auth: { style: 'header', header: 'GROCY-API-KEY', value: '{apiKey}' },
  requests: {
    system: { path: 'api/system/info', answer: t.Object({ grocy_version: t.Object({ Version: t.String() }) }) },
    stock: {
      path: 'api/stock/volatile?due_soon_days=5',
      answer: t.Object({
        due_products: Stocked,
        overdue_products: Stocked,
        expired_products: Stocked,
        missing_products: t.Array(t.Object({ name: t.String() })),
      }),
    },
    chores: { path: 'api/chores', answer: t.Array(t.Object({ chore_name: t.String(), next_estimated_execution_time: t.Union([t.String(), t.Null()]) })) },
  },
  test: ['system'],
  datapoints: [
    { key: 'expired', label: 'Expired', icon: 'alert-octagon', format: 'count', default: true, read: (a) => a.stock.expired_products.length },
    { key: 'overdue', label: 'Overdue', icon: 'alarm', format: 'count', default: true, read: (a) => a.stock.overdue_products.length },
    { key: 'dueSoon', label: 'Due within 5 days', icon: 'calendar-due', format: 'count', default: true, read: (a) => a.stock.due_products.length },
    { key: 'missing', label: 'Below minimum stock', icon: 'shopping-cart', format: 'count', default: true, read: (a) => a.stock.missing_products.length },
    {
      key: 'choresDue',
      label: 'Chores due',
      icon: 'checklist',
      format: 'count',
      // Grocy writes local times without a zone ("2026-11-28 18:00:00"), as the server's clock reads them.
      read: (a) =>
        a.chores.filter((c) => c.next_estimated_execution_time && Date.parse(c.next_estimated_execution_time.replace(' ', 'T')) <= Date.now()).length,
    },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.system.grocy_version.Version },
  ],
  detail: { kind: 'alerts', read: (a) => [...a.stock.expired_products.map(row('Expired')), ...a.stock.overdue_products.map(row('Due'))] },
})
