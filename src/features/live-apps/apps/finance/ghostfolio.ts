import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { configText, readAnswer } from '../../live-app'

// Ghostfolio's API: the user's security token, exchanged at POST api/v1/auth/anonymous for a bearer token;
// portfolio performance per range from api/v2 (Ghostfolio 2.x).
const Performance = t.Object({
  performance: t.Object({
    currentNetWorth: t.Optional(t.Number()),
    currentValueInBaseCurrency: t.Number(),
    totalInvestment: t.Number(),
    netPerformancePercentageWithCurrencyEffect: t.Number(),
  }),
})
const range = (r: string) => `api/v2/portfolio/performance?range=${r}`
const money = (n: number, currency: string) => `${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`.trim()

export const ghostfolio = defineApp({
  id: 'ghostfolio',
  name: 'Ghostfolio',
  category: 'finance',
  description: "Your portfolio's performance today, this year and in total, its value and what you invested, from Ghostfolio.",
  expected: 'a Ghostfolio server, version 2.0+',
  docs: 'https://github.com/ghostfolio/ghostfolio#public-api',
  api: 'v1 / v2 performance',
  repo: 'https://github.com/ghostfolio/ghostfolio',
  license: 'AGPL-3.0',
  logo: { simpleIcon: 'ghostfolio', initials: 'Gf', colour: '#36cfcc' },
  config: [{ name: 'accessToken', label: 'Security token', type: 'password', required: true, placeholder: 'Settings → Account → Security token' }],
  auth: {
    style: 'session',
    fields: ['accessToken'],
    login: {
      path: 'api/v1/auth/anonymous',
      body: (config) => ({ accessToken: configText(config, 'accessToken') }),
      async signedIn(answer, service) {
        const { authToken } = await readAnswer(t.Object({ authToken: t.String() }), answer, service)
        return { authorization: `Bearer ${authToken}` }
      },
    },
  },
  requests: {
    today: { path: range('1d'), answer: Performance },
    year: { path: range('ytd'), answer: Performance },
    all: { path: range('max'), answer: Performance },
    user: { path: 'api/v1/user', answer: t.Object({ settings: t.Object({ baseCurrency: t.Optional(t.String()) }) }) },
  },
  test: ['today'],
  datapoints: [
    {
      key: 'today',
      label: 'Today',
      icon: 'chart-line',
      format: 'percent',
      default: true,
      read: (a) => a.today.performance.netPerformancePercentageWithCurrencyEffect * 100,
    },
    {
      key: 'year',
      label: 'This year',
      icon: 'calendar',
      format: 'percent',
      default: true,
      read: (a) => a.year.performance.netPerformancePercentageWithCurrencyEffect * 100,
    },
    {
      key: 'all',
      label: 'All time',
      icon: 'trending-up',
      format: 'percent',
      default: true,
      read: (a) => a.all.performance.netPerformancePercentageWithCurrencyEffect * 100,
    },
    {
      key: 'value',
      label: 'Value',
      icon: 'wallet',
      format: 'text',
      default: true,
      read: (a) => money(a.all.performance.currentNetWorth ?? a.all.performance.currentValueInBaseCurrency, a.user.settings.baseCurrency ?? ''),
    },
    {
      key: 'invested',
      label: 'Invested',
      icon: 'coin',
      format: 'text',
      read: (a) => money(a.all.performance.totalInvestment, a.user.settings.baseCurrency ?? ''),
    },
  ],
})
