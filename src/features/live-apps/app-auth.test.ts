import { expect, test } from 'bun:test'
import { type AuthStyle, credentialsNoun, signIn } from './app-auth'
import type { AppContext } from './live-app'

// The auth styles no built-in app exercises end to end yet, and the words a refusal uses.
const ctx = (config: Record<string, unknown>): AppContext => ({
  url: 'http://127.0.0.1:1/',
  config,
  http: { request: () => Promise.reject(new Error('no call expected')) },
})
const service = { name: 'X', expected: 'x' }

test('an API key in the query, a bearer token, and a Subsonic token salted afresh each run', async () => {
  expect((await signIn({ style: 'query', param: 'apikey', field: 'key' }, ctx({ key: ' k1 ' }), service)).query).toEqual({ apikey: 'k1' })
  expect((await signIn({ style: 'bearer', field: 'token' }, ctx({ token: 't' }), service)).headers).toEqual({ authorization: 'Bearer t' })
  const subsonic = { style: 'subsonic', user: 'u', password: 'p' } as const
  const [a, b] = [await signIn(subsonic, ctx({ u: 'ann', p: 'pw' }), service), await signIn(subsonic, ctx({ u: 'ann', p: 'pw' }), service)]
  expect(a.query.s).not.toBe(b.query.s)
  expect(a.query.t).toBe(new Bun.CryptoHasher('md5').update(`pw${a.query.s}`).digest('hex'))
  expect(a.query).toMatchObject({ u: 'ann', f: 'json' })
})

test("a refusal names the fields to check, in the form's words", () => {
  const config = [
    { name: 'apiKey', label: 'API key', type: 'password' },
    { name: 'password', label: 'App password', type: 'password' },
    { name: 'user', label: 'Username', type: 'text' },
  ]
  expect(credentialsNoun({ style: 'header', header: 'X-Api-Key', value: '{apiKey}' }, config)).toBe('API key')
  expect(credentialsNoun({ style: 'basic', user: 'user', password: 'password' }, config)).toBe('username and app password')
  expect(credentialsNoun({ style: 'none' }, config)).toBeUndefined()
})

test("basic auth with an empty user name names only the key; a sign-in's own refusal status names the credentials", async () => {
  const keyOnly = { style: 'basic', user: '', password: 'apiKey' } as const
  expect(credentialsNoun(keyOnly, [{ name: 'apiKey', label: 'API key', type: 'password' }])).toBe('API key')
  expect((await signIn(keyOnly, ctx({ apiKey: 'k' }), service)).headers).toEqual({ authorization: `Basic ${btoa(':k')}` })
  const answer400: AppContext = {
    ...ctx({}),
    http: { request: async () => ({ status: 400, text: '{}', bytes: new Uint8Array(), url: '', headers: new Headers() }) },
  }
  const login = { path: 'login', body: () => ({}), signedIn: () => ({}) }
  const refusal = (refusedWith?: number) =>
    signIn({ style: 'session', fields: [], login: { ...login, refusedWith } }, answer400, service).then(
      () => 'signed in',
      (e: Error) => e.message,
    )
  expect(await refusal(400)).toBe('400 from X: check the credentials.')
  expect(await refusal()).toBe('X answered HTTP 400 to the sign-in.')
})

test("a sign-in the app's hook makes adds nothing to the calls, and a refusal names its fields", async () => {
  const hook: AuthStyle = { style: 'hook', fields: ['user', 'password'] }
  const signed = await signIn(hook, ctx({ user: 'root', password: 'pw' }), service)
  expect([signed.headers, signed.query]).toEqual([{}, {}])
  expect(credentialsNoun(hook, [{ name: 'user', label: 'Username', type: 'text' }])).toBe('username and password')
})
