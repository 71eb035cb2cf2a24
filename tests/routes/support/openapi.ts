import { inlineRefs } from '../../helpers/api-doc'
import type { Schema } from './schema'

/** Who may call: no one signed in, a session (bearer header), a super admin's, or a websocket's single-use ticket. */
type Access = 'public' | 'user' | 'admin' | 'ticket'

interface Param {
  name: string
  schema: Schema
  required: boolean
}

/** One API operation as /api-docs/json describes it: all the every-route suite knows about a route. */
export interface Operation {
  /** 'GET /api/v1/listing/folder/{id}': how failures name the operation. */
  key: string
  method: string
  path: string
  access: Access
  /** Takes the session token in ?token= as well as in the header (x-foyer-query-token): spec 1 §7's TOTP event stream. */
  queryToken: boolean
  /** The kinds of wall-display view that may read it with a display token (x-foyer-display); none for every other route. */
  display: string[]
  /** On a route about one item, the path parameter naming it (x-foyer-display-item); `card` when it is a card inside the view's folder. */
  displayItem: { param: string; card?: boolean } | null
  pathParams: Param[]
  queryParams: Param[]
  /** The declared JSON (or multipart) body; null when the operation declares none. */
  body: { schema: Schema; multipart: boolean } | null
}

interface DocParam {
  name: string
  in: string
  required?: boolean
  schema?: Schema
}

interface DocOperation {
  'x-foyer-auth'?: Access
  'x-foyer-query-token'?: boolean
  'x-foyer-display'?: string[]
  'x-foyer-display-item'?: { param: string; card?: boolean }
  parameters?: DocParam[]
  requestBody?: { content?: Record<string, { schema?: Schema }> }
}

function requestBody(op: DocOperation): Operation['body'] {
  if (!op.requestBody) return null
  const content = op.requestBody.content ?? {}
  const json = content['application/json']?.schema
  const form = content['multipart/form-data']?.schema
  // A route that takes JSON is documented with every encoding Elysia can parse; a multipart-only one with that alone.
  return { schema: json ?? form ?? {}, multipart: !json && !!form }
}

/** Every /api operation of the document, in document order. */
export function readOperations(doc: Record<string, unknown>): Operation[] {
  const paths = inlineRefs(doc.paths ?? {}, doc) as Record<string, Record<string, DocOperation>>
  const ops: Operation[] = []
  for (const [path, methods] of Object.entries(paths)) {
    if (!path.startsWith('/api/')) continue
    for (const [method, op] of Object.entries(methods)) {
      const params = (where: string) =>
        (op.parameters ?? []).filter((p) => p.in === where).map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required ?? where === 'path' }))
      ops.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        access: op['x-foyer-auth'] ?? 'public',
        queryToken: op['x-foyer-query-token'] === true,
        display: op['x-foyer-display'] ?? [],
        displayItem: op['x-foyer-display-item'] ?? null,
        pathParams: params('path'),
        queryParams: params('query'),
        body: requestBody(op),
      })
    }
  }
  return ops
}

/** The template's {name} slots filled in (values already encoded as path segments). */
export function fillPath(op: Operation, values: Record<string, string>): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '1')
}

/** The operation whose template matches a concrete path; static segments win over slots. */
export function matchOperation(ops: Operation[], method: string, path: string): { op: Operation; values: Record<string, string> } | null {
  const segments = path.split('?')[0]!.split('/')
  let best: { op: Operation; values: Record<string, string>; score: number } | null = null
  for (const op of ops) {
    if (op.method !== method) continue
    const template = op.path.split('/')
    if (template.length !== segments.length) continue
    const values: Record<string, string> = {}
    let score = 0
    const fits = template.every((part, i) => {
      const slot = /^\{(.+)\}$/.exec(part)
      if (slot) {
        values[slot[1]!] = segments[i]!
        return true
      }
      score++
      return part === segments[i]
    })
    if (fits && (!best || score > best.score)) best = { op, values, score }
  }
  return best && { op: best.op, values: best.values }
}
