import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Firefly III's REST API with a personal access token (Options → Profile → OAuth) as a bearer token. The basic
// summary of this month is keyed per currency ("net-worth-in-EUR"): the card shows the first currency's.
const Summary = t.Record(t.String(), t.Object({ key: t.String(), value_parsed: t.String() }))
const month = () => {
  const now = new Date()
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0))
  return `start=${first.toISOString().slice(0, 10)}&end=${last.toISOString().slice(0, 10)}`
}
const entry = (summary: typeof Summary.static, kind: string) => Object.values(summary).find((e) => e.key.startsWith(`${kind}-in-`))?.value_parsed

export const fireflyIii = defineApp({
  id: 'firefly-iii',
  name: 'Firefly III',
  category: 'finance',
  description: "Net worth, balance, and this month's spending, earnings, unpaid bills and budget left, from Firefly III.",
  expected: 'a Firefly III server, version 6.0+',
  docs: 'https://api-docs.firefly-iii.org/',
  api: 'v1',
  repo: 'https://github.com/firefly-iii/firefly-iii',
  license: 'AGPL-3.0',
  logo: { simpleIcon: 'fireflyiii', initials: 'FF', colour: '#cd5029' },
  config: [
    { name: 'token', label: 'Personal access token', type: 'password', required: true, placeholder: 'Options → Profile → OAuth → Personal access tokens' },
  ],
  auth: { style: 'bearer', field: 'token' },
  requests: {
    about: { path: 'api/v1/about', answer: t.Object({ data: t.Object({ version: t.String(), api_version: t.String() }) }) },
    summary: { path: () => `api/v1/summary/basic?${month()}`, answer: Summary },
  },
  test: ['about'],
  datapoints: [
    { key: 'netWorth', label: 'Net worth', icon: 'building-bank', format: 'text', default: true, read: (a) => entry(a.summary, 'net-worth') },
    { key: 'balance', label: 'Balance', icon: 'scale', format: 'text', default: true, read: (a) => entry(a.summary, 'balance') },
    { key: 'spent', label: 'Spent this month', icon: 'arrow-down-right', format: 'text', default: true, read: (a) => entry(a.summary, 'spent') },
    { key: 'earned', label: 'Earned this month', icon: 'arrow-up-right', format: 'text', default: true, read: (a) => entry(a.summary, 'earned') },
    { key: 'billsUnpaid', label: 'Bills unpaid', icon: 'file-invoice', format: 'text', read: (a) => entry(a.summary, 'bills-unpaid') },
    { key: 'leftToSpend', label: 'Left to spend', icon: 'wallet', format: 'text', read: (a) => entry(a.summary, 'left-to-spend') },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.about.data.version },
  ],
})
