/** What Elysia keeps of a route's hooks: its body schema directly or, once a guard applied, among its validators. */
export type RouteHooks = { detail?: unknown; body?: unknown; standaloneValidator?: unknown }

/** How a route's body is sent: multipart when its schema holds a file, JSON otherwise; undefined when it takes none. */
export type BodyKind = 'json' | 'multipart'

const bodyOf = (hooks: RouteHooks | undefined) =>
  hooks?.body ?? (hooks?.standaloneValidator as Array<{ body?: unknown }> | undefined)?.find((v) => v.body)?.body

export function bodyKind(hooks: RouteHooks | undefined): BodyKind | undefined {
  const body = bodyOf(hooks)
  if (!body) return undefined
  return JSON.stringify(body).includes('"format":"binary"') ? 'multipart' : 'json'
}
