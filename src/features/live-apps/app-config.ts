// The one place that decides how a live app's config travels through a form: an app's installation-wide settings and a
// link's own fields alike. The links feature is handed them by the live-apps service, the link form reads firstMissing.
import { badRequest } from '../../core/errors'
import { KEPT_SECRET } from '../../definitions/kept-secret'
import { SECRET_FIELD_TYPES } from '../../definitions/live-app-fields'
import type { ConfigField } from './live-app'

type Field = Pick<ConfigField, 'name' | 'label' | 'type' | 'required' | 'pattern' | 'invalid'> & { optionsFrom?: string; options?: readonly unknown[] }
type Config = Record<string, unknown>

const isSecret = (field: Pick<Field, 'type'>) => SECRET_FIELD_TYPES.includes(field.type)
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim())

/** The first required field left empty (spec 1 §5), if any. */
export const firstMissing = <F extends Field>(fields: readonly F[], config: Config): F | undefined => fields.find((f) => f.required && isBlank(config[f.name]))

/** A stored config as an edit form gets it: every secret field that holds a value shows the placeholder instead. */
export function maskedConfig(fields: readonly Field[], stored: Config): Config {
  const shown = { ...stored }
  for (const f of fields) if (isSecret(f) && !isBlank(shown[f.name])) shown[f.name] = KEPT_SECRET
  return shown
}

/** Why a filled value is refused: one a field's pattern does not match, or a server-filled select's value it did not offer. */
function refusal(field: Field, value: unknown): string | null {
  if (isBlank(value)) return null
  if (field.pattern && !new RegExp(field.pattern).test(String(value))) return field.invalid ?? `${field.label} is not valid.`
  const offered = (field.options ?? []).some((o) => o !== null && typeof o === 'object' && (o as { value?: unknown }).value === String(value))
  if (field.optionsFrom && !offered) return `${field.label}: pick one of its choices.`
  return null
}

/**
 * A config a form sent: a secret field sent back as the placeholder takes its stored value again (the form only ever saw
 * the placeholder); then '{label} is required' for the first required field left empty, and a value its field refuses.
 */
export function acceptedConfig(fields: readonly Field[], sent: Config, stored: () => Config): Config {
  const kept = fields.filter((f) => isSecret(f) && sent[f.name] === KEPT_SECRET)
  const old = kept.length ? stored() : {}
  const config = { ...sent, ...Object.fromEntries(kept.map((f) => [f.name, old[f.name] ?? ''])) }
  const missing = firstMissing(fields, config)
  if (missing) throw badRequest(`${missing.label} is required`)
  for (const f of fields) {
    const why = refusal(f, config[f.name])
    if (why) throw badRequest(why)
  }
  return config
}
