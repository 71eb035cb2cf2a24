// Reading the JSON schemas of /api-docs/json: what a field accepts, a plausible value for it, and which fields hold ids.

export type Schema = Record<string, any>

/** The alternatives of a union (anyOf / oneOf, nested ones flattened); a plain schema is its own only one. */
function variants(schema: Schema): Schema[] {
  const union = schema.anyOf ?? schema.oneOf
  if (!Array.isArray(union)) return [schema]
  return union.flatMap((v: Schema) => variants(v))
}

/** A word the schema names as one of its values (a const or enum entry), such as 'root' or 'undefined' in a folder slot. */
export const names = (schema: Schema, value: string) => variants(schema).some((v) => v.const === value || (Array.isArray(v.enum) && v.enum.includes(value)))

/** The JSON types a schema accepts; 'any' when it does not say. */
export function types(schema: Schema): Set<string> {
  const found = new Set<string>()
  for (const v of variants(schema)) {
    if ('const' in v) found.add(v.const === null ? 'null' : typeof v.const)
    else if (Array.isArray(v.enum)) for (const e of v.enum) found.add(e === null ? 'null' : typeof e)
    else if (v.type) for (const type of [v.type].flat()) found.add(type === 'integer' ? 'number' : type)
    else found.add('any')
    if (v.nullable) found.add('null')
  }
  if (schema.nullable) found.add('null')
  return found
}

/** The fields of an object schema (or of the object alternative of a union). */
export function fields(schema: Schema): { properties: Record<string, Schema>; required: string[] } {
  const object = variants(schema).find((v) => v.properties || [v.type].flat().includes('object'))
  return { properties: object?.properties ?? {}, required: object?.required ?? [] }
}

// A field named id, …Id or target holds a row id (target: the folder a listing moves to).
const ID_NAME = /^(id|target)$|Id$/

/** A field or slot that names a row: an id, or an array of ids (reorder's items). */
export function holdsIds(name: string, schema: Schema): 'id' | 'ids' | null {
  const array = variants(schema).find((v) => [v.type].flat().includes('array'))
  if (array && (ID_NAME.test(name) || name === 'items') && types(array.items ?? {}).has('number')) return 'ids'
  return ID_NAME.test(name) ? 'id' : null
}

// An address nothing listens on (the discard port): routes that fetch what they are given must not reach past this machine.
const LOCAL_URL = 'http://127.0.0.1:9/'
// Strings tried, in order, for a field with a pattern: the first that matches is used.
const PATTERNED = ['1', '2026-11', '2026-11-30', 'JBSWY3DPEHPK3PXP', LOCAL_URL, '/api/v1/images/file/x.png', 'python', 'a']

function sampleString(schema: Schema, name: string): string {
  if (schema.format === 'integer' || schema.format === 'numeric') return '1'
  const fits = (s: string) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity)
  if (schema.pattern) {
    const re = new RegExp(schema.pattern)
    const hit = PATTERNED.find((s) => re.test(s) && fits(s))
    if (hit) return hit
  }
  const guess = /url|uri|endpoint/i.test(name) ? LOCAL_URL : /date/i.test(name) ? '2026-11-30' : `sample ${name}`
  return guess.slice(0, schema.maxLength ?? guess.length).padEnd(schema.minLength ?? 0, 'x')
}

/** A value the schema accepts, as plausible as the schema lets us guess (the world's recorded bodies are better). */
export function sample(schema: Schema, name = 'value'): unknown {
  const options = variants(schema)
  const v = options.find((o) => !types(o).has('null') || types(o).size > 1) ?? options[0] ?? {}
  if ('const' in v) return v.const
  if (Array.isArray(v.enum)) return v.enum[0]
  if ('default' in v && v.default !== 0 && v.default !== '') return v.default
  const type = [v.type].flat().find((t) => t !== 'null') ?? 'string'
  switch (type) {
    case 'object': {
      const { properties } = fields(v)
      return Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, sample(s, k)]))
    }
    case 'array':
      return Array.from({ length: v.minItems ?? 0 }, () => sample(v.items ?? {}, name))
    case 'integer':
    case 'number':
      return Math.max(1, v.minimum ?? 1)
    case 'boolean':
      return false
    default:
      return sampleString(v, name)
  }
}

/** The values tried in a path slot that holds no id: an enum's values, a patterned value, else '1' (a page, a term). */
export function slotValues(schema: Schema, name: string): string[] {
  const enums = variants(schema).flatMap((v) => ('const' in v ? [v.const] : Array.isArray(v.enum) ? v.enum : []))
  if (enums.length) return enums.map(String)
  return [variants(schema).some((v) => v.pattern) ? String(sample(schema, name)) : '1']
}
