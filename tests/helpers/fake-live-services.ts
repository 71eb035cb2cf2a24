import { type FakeApp, type FakeState, FAKE_APPS } from './fake-apps'

// One local stand-in for every service a built-in live app talks to, on 127.0.0.1: each app's fake is data
// (tests/helpers/fake-apps.ts: the auth it requires and a recorded answer per endpoint), served here under /<app path>/.

export { JELLYFIN_KEY, PIHOLE_PASSWORD } from './fake-apps'

/** Where each built-in app finds its fake (a path under the fake's URL) and the link config it signs in with. */
const FAKE_LINKS: Record<string, { path: string; config: Record<string, unknown> }> = Object.fromEntries(
  Object.entries(FAKE_APPS).map(([id, fake]) => [id, { path: fake.path ?? id, config: fake.config }]),
)

/** The fake link of a built-in app; throws for an app that has none yet. */
export function fakeLink(appId: string) {
  const link = FAKE_LINKS[appId]
  if (!link) throw new Error(`The built-in app ${appId} has no fake service: add one to tests/helpers/fake-apps.ts`)
  return link
}

export interface FakeServices extends FakeState {
  url: string
  /** Calls per "METHOD /path" (query left out). */
  calls: Map<string, number>
  count(key: string): number
  /** Makes every answer wait this long first. */
  delayMs: number
  /** Answers 503 to everything. */
  down: boolean
  /** Answers 200 with this body to every call, as a login page or another server would (null: the real answers). */
  oddBody: string | null
  /** With oddBody: sign-ins still answer as usual, so the odd body reaches the calls after them. */
  oddAfterSignIn: boolean
  stop(): void
}

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`
const md5 = (text: string) => new Bun.CryptoHasher('md5').update(text).digest('hex')

/** Does the request carry what the fake's auth requires (sessions are checked against the ones it issued)? */
function signedIn(fake: FakeApp, req: Request, url: URL, sessions: Set<string>): boolean {
  const auth = fake.auth
  if (!auth) return true
  if ('header' in auth) return req.headers.get(auth.header) === auth.value
  if ('query' in auth) return url.searchParams.get(auth.query) === auth.value
  if ('basic' in auth) return req.headers.get('authorization') === basic(...auth.basic)
  if ('subsonic' in auth) {
    const [user, password] = auth.subsonic
    const q = url.searchParams
    return q.get('u') === user && q.get('t') === md5(password + (q.get('s') ?? ''))
  }
  const sent = auth.session.header === 'cookie' ? /=([^;]+)/.exec(req.headers.get('cookie') ?? '')?.[1] : req.headers.get(auth.session.header)
  return sessions.has(sent ?? '')
}

export function startFakeServices(): FakeServices {
  const state = { delayMs: 0, down: false, piholeTotal: 12_345, oddBody: null as string | null, oddAfterSignIn: false }
  const calls = new Map<string, number>()
  const sessions = new Set<string>()
  // Each fake answers under the first segment of its path (http-status's site/redirect is under site).
  const byBase = new Map(Object.entries(FAKE_APPS).map(([id, fake]) => [(fake.path ?? id).split('/')[0]!, fake]))

  async function answer(fake: FakeApp, req: Request, url: URL, route: string): Promise<Response> {
    const session = fake.auth && 'session' in fake.auth ? fake.auth.session : null
    if (session && route === session.login) {
      const sent = session.form ? Object.fromEntries(new URLSearchParams(await req.text())) : ((await req.json()) as Record<string, string>)
      const ok = Object.entries(session.credentials).every(([k, v]) => sent[k] === v)
      if (!ok) return session.refuse()
      const id = crypto.randomUUID()
      sessions.add(id)
      return session.issue(id)
    }
    if (session?.logout === route) {
      const sent = req.headers.get(session.header) ?? ''
      return new Response(null, { status: sessions.delete(sent) ? 204 : 404 })
    }
    if (!signedIn(fake, req, url, sessions)) return fake.refuse?.() ?? Response.json({ error: 'Unauthorized' }, { status: 401 })
    const recorded = fake.routes[route]
    if (recorded === undefined) return Response.json({ error: 'Not found' }, { status: 404 })
    const body = typeof recorded === 'function' ? await recorded(state, url, req) : recorded
    return body instanceof Response ? body : Response.json(body)
  }

  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(req) {
      const url = new URL(req.url)
      const [, base = '', ...rest] = url.pathname.split('/')
      // A link's address with or without its trailing slash is the same endpoint.
      const path = `/${rest.join('/')}`.replace(/(.)\/$/, '$1')
      const key = `${req.method} /${base}${path}`
      calls.set(key, (calls.get(key) ?? 0) + 1)
      if (state.delayMs) await Bun.sleep(state.delayMs)
      if (state.down) return new Response('down', { status: 503 })
      const fake = byBase.get(base)
      if (!fake) return new Response('missing', { status: 404 })
      const route = `${req.method} ${path}`
      const signIn = fake.auth && 'session' in fake.auth && fake.auth.session.login === route
      if (state.oddBody !== null && !(signIn && state.oddAfterSignIn))
        return new Response(state.oddBody, { headers: { 'content-type': state.oddBody.startsWith('<') ? 'text/html' : 'application/json' } })
      return answer(fake, req, url, route)
    },
  })
  // The switches read and write the shared state the handlers use.
  return Object.defineProperties(
    {
      url: `http://127.0.0.1:${server.port}`,
      calls,
      count: (key: string) => calls.get(key) ?? 0,
      stop: () => void server.stop(true),
    },
    Object.fromEntries(
      Object.keys(state).map((name) => [
        name,
        {
          get: () => state[name as keyof typeof state],
          set: (v: never) => {
            state[name as keyof typeof state] = v
          },
          enumerable: true,
        },
      ]),
    ),
  ) as FakeServices
}
