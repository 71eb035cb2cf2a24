import { DEFAULT_ICON_KEYS } from '../definitions/default-icons'
import { SAFE_URL_PATTERN } from '../definitions/safe-url'
import { Type, type TInteger, type TLiteral, type TString } from '@sinclair/typebox'
import { t, type TSchema } from 'elysia'
import { FormatRegistry } from 'elysia/type-system'
import { badRequest } from './errors'

/** Names a shared shape: /api-docs/json lists it once in components.schemas, and generators make it a named type. */
export const MODEL = 'x-foyer-model'

// One input policy for every route: ids, page numbers, bounded text and icons are checked here, by schema,
// so /api-docs shows the rule and a bad value is a 400 with a readable message before any service runs.
// A malformed id is invalid input (400); a well-formed id that is missing or someone else's is 404.

// Elysia reads a whole number in a path or query with +text, which also takes 1e3, 0x10, ' 5', 5.0 and .5e1:
// here it is plain decimal digits (an optional minus for integers that allow it; ids and pages then need 1 and up).
FormatRegistry.Set('integer', (value) => /^-?(0|[1-9][0-9]*)$/.test(value))

const MAX_ID = Number.MAX_SAFE_INTEGER
/** A body id's decimal text (BodyId): /api-docs documents the integer alone, the form clients send. */
export const ID_PATTERN = '^[1-9][0-9]{0,15}$'
const ID_MESSAGE = 'Invalid id: a whole number from 1.'

/** A row id in a path or a query: coerced from its text by Elysia. */
export const Id = t.Integer({ minimum: 1, maximum: MAX_ID, error: ID_MESSAGE })

/** A path whose only parameter is an id. */
export const IdParam = t.Object({ id: Id })

/** A row id in a JSON body: a number, or its decimal text (forms send what they read from the URL). */
export const BodyId = t.Union([Id, t.String({ pattern: ID_PATTERN })], { error: ID_MESSAGE })

const ASKED = 'x-foyer-asked'
/** A field the service asks for in the spec's words (so optional to the schema): /api-docs lists it as required, not null. */
export const Asked = <S extends TSchema>(schema: S) => t.Optional({ ...schema, [ASKED]: true } as S)
export { ASKED }

/** The schema or null, keeping the schema's readable message (a bare t.Nullable reports 'Expected union value'). */
export const OrNull = <S extends TSchema>(schema: S) => t.Nullable(schema, { error: schema.error as string | undefined })

// A client with no id at hand writes JavaScript's undefined or null into a path or a body as text
// (/listing/folder/undefined/list, parentId: "undefined"): that is no id, so the root folder or a new item.
export const NO_ID = ['undefined', 'null'] as const

/** An id that may be left out or null (null, or its text: a new item, or the root folder). */
export const OptionalBodyId = t.Optional(OrNull(t.Union([BodyId, ...NO_ID.map((text) => t.Literal(text))], { error: ID_MESSAGE })))

/** An id, or one named value in its place: 'root' (the home page; 'undefined' and 'null' also mean it), 'new' (an empty form), 'all' (every list). */
export const IdOr = <const N extends string>(name: N) => {
  const names: TLiteral<string>[] = (name === 'root' ? [name, ...NO_ID] : [name]).map((text) => t.Literal(text))
  return t
    .Transform(
      t.Union([...names, t.String({ pattern: ID_PATTERN }), Type.Integer({ minimum: 1, maximum: MAX_ID })] as [TLiteral<string>, TString, TInteger], {
        error: `Invalid id: a whole number from 1 or '${name}'.`,
      }),
    )
    .Decode((value): N | number => (typeof value === 'number' ? value : names.some((n) => n.const === value) ? name : parseId(value)!))
    .Encode((value) => value)
}

/** The number in a body id that passed OptionalBodyId or BodyId, or null when it was left out. */
export function parseId(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '' || (NO_ID as readonly string[]).includes(value as string)) return null
  const n = typeof value === 'number' ? value : Number(value)
  if (!Number.isSafeInteger(n) || n < 1) throw badRequest(ID_MESSAGE)
  return n
}

const MAX_PAGE = 100_000
const PAGE_MESSAGE = 'Page must be a whole number from 1.'
const PageNumber = Type.Integer({ minimum: 1, maximum: MAX_PAGE, error: PAGE_MESSAGE })
/**
 * A 1-based page number in a path or query. Its leading whole number counts: a client that builds ?page=1 and then adds
 * its cache-buster as ?t=… sends page=1?t=0.42 (spec 1 §7: every call appends t).
 */
export const Page = t
  .Transform(t.Union([t.String({ pattern: '^[1-9][0-9]{0,5}(\\?.*)?$' }), PageNumber], { error: PAGE_MESSAGE }))
  .Decode((value) => {
    const page = typeof value === 'number' ? value : Number.parseInt(value, 10)
    if (!Number.isSafeInteger(page) || page < 1 || page > MAX_PAGE) throw badRequest(PAGE_MESSAGE)
    return page
  })
  .Encode((page) => page)

/** Bounded text with a readable message; `min` 1 makes it required-and-not-empty. */
export const Text = (max: number, opts: { min?: number; description?: string; error?: string } = {}) =>
  t.String({
    maxLength: max,
    ...(opts.min ? { minLength: opts.min } : {}),
    ...(opts.description ? { description: opts.description } : {}),
    error: opts.error ?? (opts.min ? `Must be 1 to ${max} characters.` : `At most ${max} characters.`),
  })

/** One of a fixed set of strings. */
export const OneOf = <const V extends readonly string[]>(values: V, opts: { description?: string; error?: string } = {}) =>
  t.Union(
    values.map((v) => t.Literal(v)),
    { description: opts.description, error: opts.error ?? `Must be one of: ${values.join(', ')}.` },
  ) as unknown as TSchema & { static: V[number] }

// An address, or one of the spec's default icon keys in its place (spec 1 §3: its clients store { iconUrl: 'folder', ... }).
const IconUrl = t.String({
  minLength: 1,
  maxLength: 2048,
  pattern: `^(${DEFAULT_ICON_KEYS.join('|')})$|${SAFE_URL_PATTERN}`,
  description: `A same-origin path, an http(s) URL, or a default icon key: ${DEFAULT_ICON_KEYS.join(', ')}`,
  error: 'Invalid icon: a same-origin path, an http(s) URL or a default icon key.',
})

/** Every icon field of every feature: what the picker hands back. */
export const Icon = t.Object(
  {
    iconUrl: IconUrl,
    iconUrlLight: t.Optional(t.Nullable(IconUrl)),
    iconProvider: t.Optional(t.String({ maxLength: 100 })),
    iconId: t.Optional(t.String({ maxLength: 200 })),
  },
  { additionalProperties: false, error: 'Invalid icon: { iconUrl, iconUrlLight?, iconProvider?, iconId? }.', [MODEL]: 'Icon' },
)
export type Icon = typeof Icon.static

/** An icon field that may be left out or null: the service then asks for one in the spec's words. */
export const OptionalIcon = t.Optional(t.Nullable(Icon, { error: Icon.error }))

/** An icon field the service insists on in the spec's words ('You must have to select an icon'). */
export const AskedIcon = Asked(OrNull(Icon))

/** An icon read back from storage, in answers: the shape alone (rows saved before this check may hold other addresses). */
export const StoredIcon = t.Object(
  {
    iconUrl: t.String(),
    iconUrlLight: t.Optional(t.Nullable(t.String())),
    iconProvider: t.Optional(t.String()),
    iconId: t.Optional(t.String()),
  },
  { [MODEL]: 'StoredIcon' },
)

/** A websocket's query: its ticket from POST /api/v1/tickets. Optional here so that none is a 401 (the `socket` macro), not a 400. */
export const TicketQuery = t.Object({ ticket: t.Optional(t.String({ maxLength: 100, description: 'A single-use ticket from POST /api/v1/tickets' })) })

/** The { error: false, message } answer of a route whose message has this schema; a text message is the shared `Done`. */
export const Ok = <S extends TSchema>(message: S) =>
  t.Object({ error: t.Literal(false), message }, message.type === 'string' && Object.keys(message).length === 1 ? { [MODEL]: 'Done' } : {})

/** The { error: true, message } answer of every refusal. */
export const Failure = t.Object({ error: t.Literal(true), message: t.String() }, { [MODEL]: 'Error' })
