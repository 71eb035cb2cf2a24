import { NO_ID } from '../../../src/core/input'
import type { Body } from './http'
import { fillPath, type Operation } from './openapi'
import { isBodyMethod, type Probe } from './probes'
import { fields, holdsIds, names, types, type Schema } from './schema'
import type { UserName } from './world'

// The bad-input corpus: what a careless or hostile client may send to any operation. None of it may cause a 5xx.

const JSON_LIMIT = 1024 * 1024
const DEPTH = 100_000

/** Whole bodies that are not what any route wants. */
const RAW_BODIES = [
  '{',
  '{"a":',
  '[1,',
  'nul',
  "{'a':1}",
  '{"a":1}}',
  '{"a":"\\ud800"}',
  '\u0000',
  'null',
  '[]',
  '[1,2,3]',
  '0',
  '-1',
  '1e309',
  '"text"',
  'true',
  '{}',
  '',
]

/** Values that a field of another type must refuse (and a field of that type must survive). */
const WRONG_VALUES: unknown[] = [null, true, 0, -1, 1.5, 1e308, -1e308, '', 'x', '9007199254740993', [], {}, [null], [1, 'a'], { a: 1 }]

/** Path segments and query values as sent (already percent-encoded where needed). */
const HOSTILE_SEGMENTS = [
  '..%2F..%2Fetc%2Fpasswd',
  '..',
  '%2e%2e',
  '%00',
  '1%00',
  '%',
  '%ZZ',
  '%E0%A4%A',
  '1'.repeat(400),
  'x'.repeat(10_000),
  encodeURIComponent('ünïcødé✓😀'),
  '%EF%BF%BF',
  '-1',
  '0',
  '1.5',
  '1e3',
  '1.0',
  '+1',
  '01',
  '0b11',
  '1e309',
  '9007199254740993',
  '99999999999999999999',
  'NaN',
  'Infinity',
  '0x1F',
  '%20',
  '%201',
  '%27%20OR%201%3D1--',
  '%3Cscript%3E',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'true',
  '%5B%5D',
  '%7B%7D',
]

// Slots named like an id but holding a pack name (simple-icons) or number: a malformed one is just not found.
const NAMED_KEYS = ['/api/v1/iconpack/']

/** The path slots where a malformed value must be refused as invalid input (400), not looked up. */
export function strictSlots(op: Operation): string[] {
  if (NAMED_KEYS.some((prefix) => op.path.startsWith(prefix))) return []
  return op.pathParams.filter((p) => holdsIds(p.name, p.schema) === 'id' || p.name === 'page').map((p) => p.name)
}

const decodes = (segment: string) => {
  try {
    return decodeURIComponent(segment) !== undefined
  } catch {
    return false
  }
}
const raw = (text: string, type?: string): Body => ({ raw: text, type })
const merge = (json: unknown, extra: string) => {
  const rest = json && typeof json === 'object' && !Array.isArray(json) ? JSON.stringify(json).slice(1) : '}'
  return `{${extra}${rest === '}' ? '}' : `,${rest}`}`
}

/** Everything sent as the body of one operation, from its base body and its schema. */
function bodies(op: Operation, json: unknown): Array<[string, Body]> {
  const out: Array<[string, Body]> = RAW_BODIES.map((text) => [`body ${JSON.stringify(text)}`, raw(text)])
  const schema: Schema = op.body?.schema ?? {}
  const { properties, required } = fields(schema)
  const object = json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {}
  const names = Object.keys(properties).length ? Object.keys(properties) : Object.keys(object)
  for (const name of names) {
    for (const value of WRONG_VALUES) out.push([`field ${name} = ${JSON.stringify(value)}`, { json: { ...object, [name]: value } }])
    const accepts = types(properties[name] ?? {})
    if (accepts.has('string') || accepts.has('any'))
      out.push([`field ${name} = a string of ${JSON_LIMIT - 4096} characters`, { json: { ...object, [name]: 'x'.repeat(JSON_LIMIT - 4096) } }])
    if (accepts.has('object') || accepts.has('any'))
      out.push([`field ${name} = {"__proto__":{"polluted":1}}`, raw(merge(object, `"${name}":{"__proto__":{"polluted":1,"isSuperAdmin":true}}`))])
  }
  for (const name of required) {
    const { [name]: _, ...rest } = object
    out.push([`without required field ${name}`, { json: rest }])
  }
  out.push(['"__proto__" key', raw(merge(object, '"__proto__":{"polluted":1,"isSuperAdmin":true}'))])
  out.push(['"constructor.prototype" key', raw(merge(object, '"constructor":{"prototype":{"polluted":1,"isSuperAdmin":true}}'))])
  out.push(['the base body as text/plain', raw(JSON.stringify(json ?? {}), 'text/plain')])
  out.push(['the base body without a content type', raw(JSON.stringify(json ?? {}), '')])
  out.push(['a urlencoded body', raw('a=1&b[]=2&__proto__[polluted]=1', 'application/x-www-form-urlencoded')])
  const form = new FormData()
  for (const [k, v] of Object.entries(object)) form.set(k, typeof v === 'string' ? v : JSON.stringify(v))
  out.push(['the base body as multipart form fields', { form }])
  if (op.body?.multipart) for (const name of names) out.push([`JSON {"${name}":"x"} to a multipart route`, { json: { [name]: 'x' } }])
  return out
}

/** One body a little over the JSON limit: 413 for every operation that reads a body. */
const oversizeBody = (json: unknown): Body => raw(merge(json, `"pad":"${'x'.repeat(JSON_LIMIT + 1024)}"`))

export interface CorpusProbe extends Probe {
  /** The one status this input must get, when the policy fixes it; otherwise anything below 500. */
  expect?: number
  /** Sent from a worker that can be given up on: the input may keep a thread busy for minutes. */
  isolated?: boolean
}

/** The corpus for one operation, sent by `as` with the path values and body that work for it. */
export function corpusProbes(op: Operation, as: UserName | undefined, values: Record<string, string>, body: Body | undefined): CorpusProbe[] {
  const json = body && 'json' in body ? body.json : undefined
  const probe = (input: string, path: string, b: Body | undefined, expect?: number): CorpusProbe => ({
    op,
    method: op.method,
    path,
    as,
    body: b,
    input,
    expect,
  })
  const path = fillPath(op, values)
  const out: CorpusProbe[] = []
  if (isBodyMethod(op.method)) {
    for (const [input, b] of bodies(op, json)) out.push(probe(input, path, b))
    out.push(probe(`a body of ${JSON_LIMIT + 1024} bytes`, path, oversizeBody(json), op.body ? 413 : undefined))
    const first = Object.keys(fields(op.body?.schema ?? {}).properties)[0] ?? 'a'
    out.push({ ...probe(`field ${first} nested ${DEPTH} levels deep`, path, raw(`{"${first}":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}`)), isolated: true })
  }
  const strict = strictSlots(op)
  for (const p of op.pathParams)
    for (const segment of HOSTILE_SEGMENTS) {
      const hostile = fillPath(op, { ...values, [p.name]: segment })
      // '..' and '%2e%2e' are resolved away by the URL itself (another route is asked for), and an undecodable
      // segment cannot reach a route's own check: for those only the no-5xx rule holds.
      const kept = new URL(hostile, 'http://localhost').pathname.split('/').length === op.path.split('/').length && decodes(segment)
      const input = `path ${p.name} = '${segment.length > 40 ? `${segment.slice(0, 12)}… (${segment.length} chars)` : segment}'`
      // A word the slot names as a value is not malformed there, nor where it names the root a client's 'undefined' or
      // 'null', which the server reads as the root but the document does not offer.
      const word = names(p.schema, segment) || (names(p.schema, 'root') && (NO_ID as readonly string[]).includes(segment))
      out.push(probe(input, hostile, body, strict.includes(p.name) && kept && !word ? 400 : undefined))
    }
  for (const q of op.queryParams) {
    for (const value of HOSTILE_SEGMENTS) out.push(probe(`query ${q.name} = '${value.slice(0, 40)}'`, `${path}?${q.name}=${value}`, body))
    out.push(probe(`query ${q.name} given twice`, `${path}?${q.name}=1&${q.name}=2`, body))
  }
  out.push(probe('query with __proto__ and constructor keys', `${path}?__proto__[polluted]=1&constructor[prototype][polluted]=1&x=%ZZ`, body))
  return out
}
