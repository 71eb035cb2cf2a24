import type { FakeApp } from './fake-app'

const performance = (netPerformancePercentageWithCurrencyEffect: number) => ({
  chart: [],
  firstOrderDate: '2021-03-01T00:00:00.000Z',
  hasErrors: false,
  performance: {
    currentNetWorth: 48_210.55,
    currentValueInBaseCurrency: 47_980.1,
    netPerformance: 6120.4,
    netPerformancePercentage: 0.1461,
    netPerformancePercentageWithCurrencyEffect,
    netPerformanceWithCurrencyEffect: 6050.2,
    totalInvestment: 41_859.9,
  },
})
const RANGES: Record<string, number> = { '1d': 0.0042, ytd: 0.0815, max: 0.1445 }
const money = (key: string, title: string, value: number) => ({
  key,
  title,
  monetary_value: value,
  currency_id: '1',
  currency_code: 'EUR',
  currency_symbol: '€',
  currency_decimal_places: 2,
  value_parsed: `${value < 0 ? '-' : ''}€${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  local_icon: 'balance-scale',
  sub_title: '',
})

export const FINANCE_FAKES: Record<string, FakeApp> = {
  'firefly-iii': {
    docs: 'https://api-docs.firefly-iii.org/ (GET /api/v1/about, /api/v1/summary/basic)',
    config: { token: 'ff-token' },
    wrongConfig: { token: 'x' },
    auth: { header: 'authorization', value: 'Bearer ff-token' },
    refuse: () => Response.json({ message: 'Unauthenticated.', exception: 'AuthenticationException' }, { status: 401 }),
    routes: {
      'GET /api/v1/about': { data: { version: '6.1.24', api_version: '6.1.24', php_version: '8.3.14', os: 'Linux', driver: 'mysql' } },
      'GET /api/v1/summary/basic': {
        'balance-in-EUR': money('balance-in-EUR', 'Balance (EUR)', 3210.5),
        'spent-in-EUR': money('spent-in-EUR', 'Spent (EUR)', -1840.25),
        'earned-in-EUR': money('earned-in-EUR', 'Earned (EUR)', 3600),
        'bills-paid-in-EUR': money('bills-paid-in-EUR', 'Bills paid (EUR)', -950),
        'bills-unpaid-in-EUR': money('bills-unpaid-in-EUR', 'Bills unpaid (EUR)', -120),
        'left-to-spend-in-EUR': money('left-to-spend-in-EUR', 'Left to spend (EUR)', 410.75),
        'net-worth-in-EUR': money('net-worth-in-EUR', 'Net worth (EUR)', 25_480.1),
      },
    },
    values: {
      netWorth: '€25,480.10',
      balance: '€3,210.50',
      spent: '-€1,840.25',
      earned: '€3,600.00',
      billsUnpaid: '-€120.00',
      leftToSpend: '€410.75',
      version: '6.1.24',
    },
  },
  ghostfolio: {
    docs: 'https://github.com/ghostfolio/ghostfolio (POST /api/v1/auth/anonymous, GET /api/v2/portfolio/performance, /api/v1/user)',
    config: { accessToken: 'gf-security-token' },
    wrongConfig: { accessToken: 'x' },
    auth: {
      session: {
        login: 'POST /api/v1/auth/anonymous',
        credentials: { accessToken: 'gf-security-token' },
        issue: (session) => Response.json({ authToken: session }, { status: 201 }),
        refuse: () => Response.json({ message: 'Forbidden', statusCode: 403 }, { status: 403 }),
        header: 'authorization',
        prefix: 'Bearer ',
      },
    },
    routes: {
      'GET /api/v2/portfolio/performance': (_state: unknown, url: URL) => performance(RANGES[url.searchParams.get('range') ?? ''] ?? 0),
      'GET /api/v1/user': {
        id: 'u1',
        permissions: [],
        settings: { baseCurrency: 'CHF', locale: 'de-CH', viewMode: 'DEFAULT' },
        subscription: { type: 'Basic' },
      },
    },
    values: { today: '0.4 %', year: '8.2 %', all: '14.4 %', value: '48,210.55 CHF', invested: '41,859.90 CHF' },
  },
  'actual-budget': {
    docs: 'https://github.com/actualbudget/actual packages/sync-server (POST /account/login, GET /info, /sync/list-user-files)',
    config: { password: 'actual-pass' },
    wrongConfig: { password: 'x' },
    auth: {
      session: {
        login: 'POST /account/login',
        credentials: { loginMethod: 'password', password: 'actual-pass' },
        issue: (session) => Response.json({ status: 'ok', data: { token: session } }),
        refuse: () => Response.json({ status: 'error', reason: 'invalid-password' }, { status: 400 }),
        header: 'x-actual-token',
      },
    },
    refuse: () => Response.json({ status: 'error', reason: 'unauthorized', details: 'token-not-found' }, { status: 401 }),
    routes: {
      'GET /info': { build: { name: '@actual-app/sync-server', description: 'actual syncing server', version: '25.11.0' } },
      'GET /sync/list-user-files': {
        status: 'ok',
        data: [
          { deleted: 0, fileId: 'f1', groupId: 'g1', name: 'Household', encryptKeyId: null, owner: 'u1', usersWithAccess: [] },
          { deleted: 0, fileId: 'f2', groupId: 'g2', name: 'Side business', encryptKeyId: 'k1', owner: 'u1', usersWithAccess: [] },
          { deleted: 1, fileId: 'f3', groupId: 'g3', name: 'Old', encryptKeyId: null, owner: 'u1', usersWithAccess: [] },
        ],
      },
    },
    values: { budgets: '2', version: '25.11.0' },
  },
  wallos: {
    docs: 'https://github.com/ellite/Wallos api/subscriptions/get_subscriptions.php and get_monthly_cost.php (their doc comments)',
    config: { apiKey: 'wallos-key' },
    wrongConfig: { apiKey: 'x' },
    auth: { query: 'api_key', value: 'wallos-key' },
    refuse: () => Response.json({ success: false, title: 'Invalid API key' }),
    routes: {
      'GET /api/subscriptions/get_subscriptions.php': {
        success: true,
        title: 'subscriptions',
        subscriptions: [
          {
            id: 2,
            name: 'Streaming',
            logo: 'streaming.png',
            price: 12.99,
            currency_id: 1,
            next_payment: '2026-12-01',
            cycle: 3,
            frequency: 1,
            inactive: 0,
            category_name: 'Entertainment',
            payment_method_name: 'PayPal',
          },
          {
            id: 1,
            name: 'VPS',
            logo: '',
            price: 5.5,
            currency_id: 1,
            next_payment: '2026-12-14',
            cycle: 3,
            frequency: 1,
            inactive: 0,
            category_name: 'Hosting',
            payment_method_name: 'Card',
          },
        ],
        notes: [],
      },
      'GET /api/subscriptions/get_monthly_cost.php': {
        success: true,
        title: 'November 2026',
        monthly_cost: '18.49',
        localized_monthly_cost: '€18.49',
        currency_code: 'EUR',
        currency_symbol: '€',
        notes: [],
      },
    },
    values: { active: '2', monthlyCost: '€18.49', next: 'Streaming (2026-12-01)' },
    list: ['Streaming', 'VPS'],
  },
}
