import type { Body } from './http'
import { fillPath, type Operation } from './openapi'
import { fields, holdsIds, sample, slotValues } from './schema'
import type { Example, UserName } from './world'

/** One request the suite sends: who sends it (a fresh session of that user) or an explicit token. */
export interface Probe {
  op: Operation
  method: string
  path: string
  as?: UserName
  token?: string
  body?: Body
  /** The input in words, for the failure message. */
  input: string
}

export const isBodyMethod = (method: string) => method !== 'GET' && method !== 'HEAD'

/** An example's path values and body, or ones made up from the schemas when no world step used the operation. */
export function base(op: Operation, example: Example | undefined): { values: Record<string, string>; body?: Body } {
  const values: Record<string, string> = {}
  for (const p of op.pathParams) values[p.name] = example?.values[p.name] ?? slotValues(p.schema, p.name)[0]!
  if (example?.body) return { values, body: example.body }
  // Until the document declares a body's schema it is {}: an empty object is then the likeliest fit.
  if (op.body && !op.body.multipart) return { values, body: { json: Object.keys(op.body.schema).length ? sample(op.body.schema) : {} } }
  return { values, body: isBodyMethod(op.method) ? { json: {} } : undefined }
}

/** The path slots of an operation that hold row ids. */
export const idSlots = (op: Operation) => op.pathParams.filter((p) => holdsIds(p.name, p.schema) === 'id').map((p) => p.name)

/** The body fields of an operation that hold one id or an array of ids; the base body's names while the document has no schema. */
function bodyIdFields(op: Operation, json: Record<string, unknown> | null): Array<{ name: string; kind: 'id' | 'ids' }> {
  if (!op.body || op.body.multipart) return []
  const declared = fields(op.body.schema).properties
  const shapes = Object.keys(declared).length
    ? declared
    : Object.fromEntries(Object.entries(json ?? {}).map(([k, v]) => [k, Array.isArray(v) ? { type: 'array', items: { type: 'number' } } : {}]))
  return Object.entries(shapes).flatMap(([name, schema]) => {
    const kind = holdsIds(name, schema)
    return kind ? [{ name, kind }] : []
  })
}

// Values a path id slot may also take: the named ones routes accept in place of an id.
const NAMED_IDS = ['root', 'all', 'new']

/** Every value combination of the other (non-id) path slots: enums are each tried. */
function fixedSlotCombos(op: Operation, values: Record<string, string>, ids: string[]): Array<Record<string, string>> {
  let combos: Array<Record<string, string>> = [{}]
  for (const p of op.pathParams) {
    if (ids.includes(p.name)) continue
    const options = [...new Set([values[p.name]!, ...slotValues(p.schema, p.name)])]
    combos = combos.flatMap((c) => options.map((v) => ({ ...c, [p.name]: v })))
  }
  return combos
}

/**
 * Bob calling an operation with alice's ids: every id slot (path or body) takes each of alice's ids in turn while
 * each other slot takes alice's, bob's or a named value; with three or more slots the rest keep bob's example values.
 */
export function isolationProbes(op: Operation, example: Example | undefined, alice: number[], bob: number[]): Probe[] {
  const start = base(op, example)
  const json =
    start.body && 'json' in start.body && start.body.json && typeof start.body.json === 'object' ? (start.body.json as Record<string, unknown>) : null
  type Slot = { where: 'path' | 'body'; name: string; wrap: (id: unknown) => unknown; others: unknown[]; fallback: unknown }
  const slots: Slot[] = [
    ...idSlots(op).map((name): Slot => ({ where: 'path', name, wrap: String, others: [...bob, ...NAMED_IDS], fallback: example?.values[name] ?? 'root' })),
    ...(json ? bodyIdFields(op, json) : []).map(({ name, kind }): Slot => {
      const wrap = kind === 'ids' ? (id: unknown) => (id === undefined ? [] : [id]) : (id: unknown) => id
      return { where: 'body', name, wrap, others: [...bob, undefined, null], fallback: json?.[name] }
    }),
  ]
  const probes: Probe[] = []
  const seen = new Set<string>()
  for (const i of slots.keys())
    for (const a of alice)
      for (const j of slots.length > 1 ? slots.keys() : [i]) {
        if (j === i && slots.length > 1) continue
        for (const partner of j === i ? [undefined] : [...alice, ...slots[j]!.others]) {
          const chosen = slots.map((s, k) =>
            k === i ? s.wrap(a) : k === j && j !== i ? s.wrap(partner) : s.where === 'body' ? s.fallback : s.wrap(s.fallback),
          )
          const body = json ? { ...json } : undefined
          const values = { ...start.values }
          slots.forEach((s, k) => {
            if (s.where === 'path') values[s.name] = encodeURIComponent(String(chosen[k]))
            else if (chosen[k] === undefined) delete body![s.name]
            else body![s.name] = chosen[k]
          })
          for (const fixed of fixedSlotCombos(op, start.values, idSlots(op))) {
            const path = fillPath(op, { ...values, ...fixed })
            const key = `${path} ${JSON.stringify(body)}`
            if (seen.has(key)) continue
            seen.add(key)
            const shown = slots.map((s, k) => `${s.name} = ${JSON.stringify(chosen[k]) ?? 'absent'}`).join(', ')
            probes.push({ op, method: op.method, path, as: 'bob', body: body ? { json: body } : start.body, input: `bob with ${shown}` })
          }
        }
      }
  return probes
}

/** The same operation for a caller who owns nothing it names: path id slots take the caller's own user id. */
export function plainProbe(op: Operation, example: Example | undefined, ownId: number, input: string): Probe {
  const start = base(op, example)
  for (const name of idSlots(op)) start.values[name] = String(ownId)
  return { op, method: op.method, path: fillPath(op, start.values), body: start.body, input }
}
