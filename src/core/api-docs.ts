import { Elysia, type AnyElysia } from 'elysia'
import { Failure } from './input'
import { bodyKind } from './route-body'

type Route = ReturnType<AnyElysia['getGlobalRoutes']>[number]

/**
 * The generator documents a body only under the content types of string-named parsers once a route has any parse
 * hook, and envelope's global JSON parser is a function: every body would come out as `content: {}`. The document is
 * made from routes that name the parser the server really applies: multipart for file uploads, JSON for the rest.
 */
function withNamedParser(route: Route): Route {
  const kind = bodyKind(route.hooks)
  if (!kind) return route
  const fn = kind === 'multipart' ? 'formdata' : 'json'
  return { ...route, hooks: { ...route.hooks, parse: [{ fn }] } } as Route
}

type Operation = Record<string, unknown> & { parameters?: unknown[]; requestBody?: unknown; responses?: Record<string, unknown> }

const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } })

/** The refusals an operation can give, by status: each is one shared answer in components.responses. */
const REFUSALS = {
  400: ['BadRequest', 'Invalid input: a parameter or the body fails its check (the message says which)'],
  401: ['Unauthorized', 'No valid session, API key or ticket'],
  403: ['Forbidden', 'Signed in, but not allowed to do this'],
  404: ['NotFound', 'No such item, or not yours'],
  413: ['TooLarge', 'The body is larger than this operation takes'],
  415: ['UnsupportedMediaType', 'The body is not of a type this operation takes'],
  429: ['TooManyRequests', 'Too many attempts or calls: try again later'],
} as const
type Refusal = keyof typeof REFUSALS

/** Who may call an operation, read from the marks the auth macros leave (core/auth.ts). */
function securityOf(op: Operation): Array<Record<string, []>> {
  if (op['x-foyer-auth'] === 'ticket') return [{ ticket: [] }]
  if (typeof op['x-foyer-key'] === 'string') return [{ apiKey: [] }, { bearer: [] }]
  if (op['x-foyer-query-token']) return [{ bearer: [] }, { sessionQuery: [] }]
  if (op['x-foyer-auth'] === 'user' || op['x-foyer-auth'] === 'admin') return [{ bearer: [] }]
  return []
}

/** The refusals an operation gives, from its marks, its parameters and its body (and a route's own x-foyer-refusals). */
function refusalsOf(op: Operation, path: string): Refusal[] {
  const out = new Set<Refusal>((op['x-foyer-refusals'] as Refusal[] | undefined) ?? [])
  if (op.parameters?.length || op.requestBody) out.add(400)
  if (securityOf(op).length) out.add(401)
  // Every signed-in operation refuses a wall display's token unless it is marked x-foyer-display (core/display-access.ts).
  if (op['x-foyer-auth'] === 'admin' || op['x-foyer-auth'] === 'user') out.add(403)
  if (path.includes('{')) out.add(404)
  if (op.requestBody) {
    out.add(413)
    out.add(415)
  }
  if (op['x-foyer-key']) out.add(429)
  return [...out].sort()
}

/** The document's paths as clients read them: plain schemas, security, refusals, websockets as GET, no trailing slash. */
function operations(paths: Record<string, Record<string, Operation>>) {
  const out: Record<string, Record<string, Operation>> = {}
  for (const [route, ops] of Object.entries(paths)) {
    // Elysia answers a prefix's '/' route with and without its slash: the document names it without.
    const path = route.length > 1 ? route.replace(/\/$/, '') : route
    for (const [method, op] of Object.entries(ops)) {
      const refusals = Object.fromEntries(refusalsOf(op, path).map((status) => [status, { $ref: `#/components/responses/${REFUSALS[status][0]}` }]))
      // OpenAPI has no websocket method: a socket is the GET its upgrade is, marked x-foyer-stream 'ws' (its 101 answer).
      out[path] ??= {}
      out[path][method === 'ws' ? 'get' : method] = {
        ...op,
        security: securityOf(op),
        responses: { ...op.responses, ...refusals, default: { $ref: '#/components/responses/ServerError' } },
      }
    }
  }
  return out
}

const securitySchemes = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description: "The token from POST /api/v1/login, or a wall display's read-only token on the operations marked x-foyer-display",
  },
  apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'An API key with the permission the operation names in x-foyer-key' },
  sessionQuery: { type: 'apiKey', in: 'query', name: 'token', description: 'The session token in the URL: only the TOTP event stream, for EventSource' },
  ticket: { type: 'apiKey', in: 'query', name: 'ticket', description: 'A single-use ticket from POST /api/v1/tickets: websockets' },
}

/** GET /api-docs/json: the OpenAPI document of every visible route, made once on first request. */
export function apiDocs(documentation: { info: { title: string; version: string; description: string }; [key: string]: unknown }) {
  let cached: { count: number; doc: unknown } | undefined
  const plugin = new Elysia({ name: 'api-docs' })
  return plugin.get(
    '/api-docs/json',
    async () => {
      // Protected in Elysia's types; the generator reads the same two members.
      // biome-ignore lint/complexity/useLiteralKeys: a protected member, reachable only by index
      const routes = plugin['getGlobalRoutes']()
      if (cached?.count === routes.length) return cached.doc
      // biome-ignore lint/complexity/useLiteralKeys: a protected member, reachable only by index
      const definitions = () => plugin['getGlobalDefinitions']()
      const view = { getGlobalRoutes: () => routes.map(withNamedParser), getGlobalDefinitions: definitions } as unknown as AnyElysia
      // The generator and the clean-up load on the first request for the document, not at start (idle RSS).
      const [{ toOpenAPISchema }, { forClients }] = await Promise.all([import('@elysiajs/openapi'), import('./api-docs.schemas')])
      const models: Record<string, Record<string, unknown>> = {}
      const paths = forClients(operations(toOpenAPISchema(view).paths as never), models)
      // The refusal's shape, named Error, whether or not a route answers it itself.
      forClients({ schema: Failure }, models)
      const responses = {
        ...Object.fromEntries(Object.values(REFUSALS).map(([name, description]) => [name, errorAnswer(description)])),
        ServerError: errorAnswer('Server trouble (5xx): the database, a full disk, or an outside service that failed'),
      }
      const doc = {
        openapi: '3.1.2',
        ...documentation,
        servers: [{ url: '/', description: 'This server' }],
        paths,
        components: { schemas: models, responses, securitySchemes },
      }
      cached = { count: routes.length, doc }
      return doc
    },
    { detail: { hide: true } },
  )
}
