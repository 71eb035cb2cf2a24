import { Value } from '@sinclair/typebox/value'
import { t, type Static, type TSchema } from 'elysia'
import { AppFailure, type AppHttp, readAnswer, type Service, unexpected } from '../../live-app'
import { refusedInside } from './refusal.shared'

// OpenWrt's ubus over HTTP (uhttpd-mod-ubus at /ubus): JSON-RPC 2.0 "call" with [session, object, method, args].
// A call answers result [code, data] (0 ok, 4 not found, 6 permission denied) or an error (-32002: the session is not valid).
const Rpc = t.Object({
  jsonrpc: t.Literal('2.0'),
  result: t.Optional(t.Array(t.Unknown())),
  error: t.Optional(t.Object({ code: t.Number(), message: t.String() })),
})
/** The session a sign-in starts from. */
const NO_SESSION = '00000000000000000000000000000000'
const NOT_FOUND = 4
const PERMISSION_DENIED = 6
const ACCESS_DENIED = -32002

export interface Ubus {
  call<S extends TSchema>(object: string, method: string, args: Record<string, unknown>, schema: S): Promise<Static<S>>
  close(): Promise<void>
}

/** Signs in to ubus with a system user (rpcd's login) and calls on that session. */
export async function ubusSession(http: AppHttp, service: Service, username: string, password: string): Promise<Ubus> {
  let session = NO_SESSION
  async function call<S extends TSchema>(object: string, method: string, args: Record<string, unknown>, schema: S): Promise<Static<S>> {
    const json = { jsonrpc: '2.0', id: 1, method: 'call', params: [session, object, method, args] }
    const answer = await readAnswer(Rpc, http.request('ubus', { method: 'POST', json }), service)
    if (answer.error?.code === ACCESS_DENIED || answer.result?.[0] === PERMISSION_DENIED) throw refusedInside(service.name, service.credentials!)
    if (answer.error) throw new AppFailure(`${service.name} answered: ${answer.error.message}`)
    const [code, data] = answer.result ?? []
    if (code === NOT_FOUND) throw new AppFailure(`${service.name} has no ubus object ${object} with a ${method} method.`)
    if (code !== 0 || !Value.Check(schema, data)) throw unexpected(service)
    return data
  }
  const login = await call('session', 'login', { username, password }, t.Object({ ubus_rpc_session: t.String() }))
  session = login.ubus_rpc_session
  return {
    call,
    // rpcd keeps a session for 5 minutes: end it now rather than leave one per refresh.
    close: () =>
      call('session', 'destroy', {}, t.Unknown()).then(
        () => undefined,
        () => undefined,
      ),
  }
}
