import { ASKED, ID_PATTERN, MODEL, NO_ID } from './input'

// The route schemas as the server validates them, made into plain OpenAPI 3.1 schemas a client generator reads:
// no validator-only keywords, one spelling of null, exact number types, and the shared shapes as named components.

type Schema = Record<string, unknown>

const isSchema = (value: unknown): value is Schema => !!value && typeof value === 'object' && !Array.isArray(value)

const MAP_KEYS = ['properties', 'patternProperties', '$defs', 'dependentSchemas']
const LIST_KEYS = ['anyOf', 'oneOf', 'allOf', 'prefixItems']
const ONE_KEYS = ['items', 'additionalProperties', 'not', 'contains', 'propertyNames', 'if', 'then', 'else', 'unevaluatedProperties', 'unevaluatedItems']

/** The schema with `visit` applied to every subschema first, then to itself. */
function mapSchema(schema: Schema, visit: (s: Schema) => Schema): Schema {
  const out: Schema = { ...schema }
  for (const key of MAP_KEYS)
    if (isSchema(out[key])) out[key] = Object.fromEntries(Object.entries(out[key]).map(([k, v]) => [k, isSchema(v) ? mapSchema(v, visit) : v]))
  for (const key of LIST_KEYS) if (Array.isArray(out[key])) out[key] = (out[key] as unknown[]).map((v) => (isSchema(v) ? mapSchema(v, visit) : v))
  for (const key of ONE_KEYS) if (isSchema(out[key])) out[key] = mapSchema(out[key], visit)
  return visit(out)
}

// Elysia reads a number, an integer or a boolean in a path, query or form from its text: each is documented as a union
// with that text ({ type: 'string', format: 'integer' }). A client sends the value itself, so the text branch is dropped.
const COERCED = new Set(['integer', 'numeric', 'boolean'])
const isCoercedText = (s: unknown) => isSchema(s) && s.type === 'string' && COERCED.has(s.format as string)
// A body id also takes its decimal text (forms send what they read from a URL): documented as the integer clients send.
const isIdText = (s: unknown) => isSchema(s) && s.type === 'string' && s.pattern === ID_PATTERN
// A client's 'undefined' or 'null' in place of an id is tolerated (input.ts NO_ID), not offered: a typed client sends none.
const isNoIdText = (s: unknown) => isSchema(s) && s.type === 'string' && (NO_ID as readonly unknown[]).includes(s.const)
const isNull = (s: unknown) => isSchema(s) && s.type === 'null' && Object.keys(s).length === 1

/** The schema without its null alternative. */
function notNull(schema: Schema): Schema {
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((t) => t !== 'null')
    return { ...schema, type: types.length === 1 ? types[0] : types }
  }
  if (!Array.isArray(schema.anyOf)) return schema
  const { anyOf, ...rest } = schema
  const kept = anyOf.filter((s) => !isNull(s))
  return kept.length === 1 && isSchema(kept[0]) ? { ...rest, ...kept[0] } : { ...rest, anyOf: kept }
}

/** An object's fields marked Asked (input.ts) listed in its `required`, without null: what the service insists on. */
function asked(schema: Schema): Schema {
  if (!isSchema(schema.properties)) return schema
  const names: string[] = []
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([name, field]) => {
      if (!isSchema(field) || !field[ASKED]) return [name, field]
      names.push(name)
      const { [ASKED]: _, ...rest } = field
      return [name, notNull(rest)]
    }),
  )
  if (!names.length) return schema
  return { ...schema, properties, required: [...((schema.required as string[] | undefined) ?? []), ...names] }
}

/** One schema in plain OpenAPI 3.1: the check's `error` message in its description, no 3.0 `nullable`, no coerced text branches. */
function plain(schema: Schema): Schema {
  const { error, nullable, ...rest } = asked(schema)
  // A property named `error` is a schema; the validator's keyword is its message, a string. It says the rule, so readers
  // see it in the description (an unknown keyword would make Ajv's strict mode refuse the schema).
  if (typeof error === 'string') {
    const description = typeof rest.description === 'string' ? rest.description : ''
    if (!description.includes(error)) rest.description = description ? `${description}\n\n${error}` : error
  } else if (error !== undefined) rest.error = error
  const union = rest.anyOf as unknown[] | undefined
  if (Array.isArray(union)) {
    // A nested union that adds only annotations is one level of choices (an id's own union inside a nullable one).
    const nested = (s: unknown): s is Schema => isSchema(s) && Array.isArray(s.anyOf) && Object.keys(s).every((k) => k === 'anyOf' || ANNOTATIONS.has(k))
    let kept = union.flatMap((s) => (nested(s) ? (s.anyOf as unknown[]) : [s]))
    const numeric = kept.some((s) => isSchema(s) && (s.type === 'integer' || s.type === 'number' || s.type === 'boolean'))
    if (numeric) kept = kept.filter((s) => !isCoercedText(s) && !isIdText(s) && !isNoIdText(s))
    if (nullable === true && !kept.some(isNull)) kept.push({ type: 'null' })
    kept = kept.filter((s, i) => !isNull(s) || kept.findIndex(isNull) === i)
    delete rest.anyOf
    // The union's own limits were copied onto it from its branch: the branch's win.
    if (kept.length === 1 && isSchema(kept[0])) return { ...rest, ...kept[0] }
    return { ...rest, anyOf: kept }
  }
  if (nullable === true && !(Array.isArray(rest.type) && rest.type.includes('null')))
    return typeof rest.type === 'string' ? { ...rest, type: [rest.type, 'null'] } : { anyOf: [rest, { type: 'null' }] }
  return rest
}

const ANNOTATIONS = new Set(['description', 'title', 'examples', 'deprecated'])

/**
 * Lifts every schema marked with a model name (input.ts `MODEL`) into `models`, leaving a $ref in its place; a null
 * the generator merged into the model's own type (`type: ['object', 'null']`) becomes `anyOf: [$ref, null]`.
 */
function lift(schema: Schema, models: Record<string, Schema>): Schema {
  const name = schema[MODEL]
  if (typeof name !== 'string') return schema
  // A field's Asked mark belongs to where the model is used, not to the model.
  const { [MODEL]: _, [ASKED]: mark, ...used } = schema
  const nullable = [used.type].flat().includes('null')
  const shape = nullable ? notNull(used) : used
  // A null merged into the model brings the use's own description with it: that stays beside the $ref.
  models[name] ??= nullable ? Object.fromEntries(Object.entries(shape).filter(([k]) => !ANNOTATIONS.has(k))) : shape
  const known = models[name]
  const own = [...new Set([...Object.keys(shape), ...Object.keys(known)])].filter((k) => JSON.stringify(shape[k]) !== JSON.stringify(known[k]))
  // Any difference but an annotation is another shape under the same name: it stays inline.
  const inline = own.some((k) => !ANNOTATIONS.has(k))
  const ref = { $ref: `#/components/schemas/${name}`, ...Object.fromEntries(own.filter((k) => k in shape).map((k) => [k, shape[k]])) }
  const out = inline ? used : nullable ? { anyOf: [ref, { type: 'null' }] } : ref
  return mark ? { ...out, [ASKED]: mark } : out
}

/** Every schema under `node` (an operation, a parameter, a response...) made plain, its models lifted into `models`. */
export function forClients<T>(node: T, models: Record<string, Schema>): T {
  const walk = (value: unknown, key?: string): unknown => {
    if (Array.isArray(value)) return value.map((v) => walk(v))
    if (!isSchema(value)) return value
    if (key === 'schema') return mapSchema(value, (s) => lift(plain(s), models))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]))
  }
  return walk(node) as T
}
