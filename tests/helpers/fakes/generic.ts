import type { FakeApp, FakeState } from './fake-app'

export const GENERIC_FAKES: Record<string, FakeApp> = {
  'http-status': {
    docs: 'any web server',
    path: 'site/redirect',
    config: { jsonPath: 'status.version' },
    auth: null,
    routes: {
      'GET /redirect': (_: FakeState, url: URL) => Response.redirect(`${url.origin}/site/health`, 302),
      'GET /health': { status: { version: '2.1.0' } },
    },
    values: { state: 'Up', status: 200, value: '2.1.0' },
  },
}
