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
      // The generator loads on the first request for the document, not at start (idle RSS).
      const { toOpenAPISchema } = await import('@elysiajs/openapi')
      const { paths, components } = toOpenAPISchema(view)
      // Every refusal has one shape: documented once as each operation's default answer.
      for (const ops of Object.values(paths))
        for (const op of Object.values(ops ?? {}) as Array<{ responses?: Record<string, unknown> }>)
          op.responses = {
            ...op.responses,
            default: { description: 'A refusal: 4xx for bad input, 5xx for server trouble', content: { 'application/json': { schema: Failure } } },
          }
      const doc = { openapi: '3.1.2', ...documentation, paths, components: { ...(documentation.components as object), schemas: components.schemas } }
      cached = { count: routes.length, doc }
      return doc
    },
    { detail: { hide: true } },
  )
}
