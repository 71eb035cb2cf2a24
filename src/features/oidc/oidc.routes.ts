import { Elysia, t } from 'elysia'
import type { AuthPlugin } from '../../core/auth'
import { clientIp } from '../../core/client-ip'
import { ok } from '../../core/envelope'
import { Ok } from '../../core/input'
import { DiscoverBody, Discovered, LoginMethods, OidcLoginResult, OidcSettings, OidcSettingsBody, OidcStart, ValidateBody } from './oidc.schema'
import type { OidcService } from './oidc.service'

/** Holds a started login's state in the browser that started it, for the validate call only. */
const COOKIE = 'foyer_oidc_state'
const COOKIE_PATH = '/api/v1/login/oidc'

const stateCookie = (value: string, request: Request, maxAge: number) =>
  `${COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${new URL(request.url).protocol === 'https:' ? '; Secure' : ''}`

const readCookie = (header: string | undefined) => header?.match(new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]+)`))?.[1]

export function oidcRoutes(deps: { auth: AuthPlugin; service: OidcService; trustProxy: boolean }) {
  const { service } = deps
  return new Elysia({ name: 'oidc-routes' })
    .use(deps.auth)
    .get('/login/methods', () => ok(service.methods()), {
      response: Ok(LoginMethods),
      detail: { tags: ['Auth'], summary: 'Sign-in methods offered on the login screen (nothing secret)' },
    })
    .post(
      '/login/oidc/start',
      async ({ request, server, set }) => {
        const { url, state } = await service.start(clientIp(request, server, deps.trustProxy))
        set.headers['set-cookie'] = stateCookie(state, request, 600)
        set.headers['cache-control'] = 'no-store'
        return ok({ url })
      },
      {
        response: Ok(OidcStart),
        detail: {
          tags: ['Auth'],
          summary: "Start an OIDC login: state, nonce and PKCE stay on the server; send the browser to the answer's url",
          'x-foyer-refusals': [400],
        },
      },
    )
    .post(
      '/login/oidc/validate',
      async ({ body, headers, request, set }) => {
        set.headers['set-cookie'] = stateCookie('', request, 0)
        return ok(await service.validate(body, readCookie(headers.cookie)))
      },
      {
        body: ValidateBody,
        response: Ok(OidcLoginResult),
        detail: {
          tags: ['Auth'],
          summary: 'Exchange the code from the OIDC return on /login for a Foyer session (once, in the browser that started it)',
          'x-foyer-refusals': [401, 403],
        },
      },
    )
    .get('/settings/oidc', () => ok(service.settings()), {
      admin: true,
      response: Ok(OidcSettings),
      detail: { tags: ['Settings'], summary: 'Single sign-on settings (super admin); the client secret is never sent back' },
    })
    .post(
      '/settings/oidc',
      ({ body }) => {
        service.save(body)
        return ok('OIDC settings saved successfully.')
      },
      {
        admin: true,
        body: OidcSettingsBody,
        response: Ok(t.String()),
        detail: { tags: ['Settings'], summary: 'Save the single sign-on settings (super admin); an empty clientSecret keeps the saved one' },
      },
    )
    .post('/settings/oidc/discover', async ({ body }) => ok(await service.discover(body.issuerUrl)), {
      admin: true,
      body: DiscoverBody,
      response: Ok(Discovered),
      detail: { tags: ['Settings'], summary: "Read the provider's endpoints from its /.well-known/openid-configuration (super admin)" },
    })
}
