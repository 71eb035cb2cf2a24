import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { formatValue } from '../../format'
import { AppFailure, type ConfigField, configText, readAnswer, type Service, unexpected } from '../../live-app'
import { formatField, formatOf, linkPath, pathField, shownValue, valueAt } from './values.shared'

// Any JSON answer under the link: up to six values, each named, found by a dotted path and formatted by the user.
const VALUES = [1, 2, 3, 4, 5, 6] as const
const SERVICE: Service = { name: 'JSON API', expected: 'a JSON API', credentials: 'secret header' }

const valueFields = (n: number): ConfigField[] => [
  { name: `label${n}`, label: `Value ${n}: label`, type: 'text', required: n === 1, placeholder: n === 1 ? 'e.g. Users' : undefined },
  { name: `path${n}`, label: `Value ${n}: path in the answer`, type: 'text', required: n === 1, placeholder: n === 1 ? 'e.g. stats.users.0.count' : undefined },
  formatField(`format${n}`, `Value ${n}: format`),
]

/** 'Accept: application/json; X-Client: foyer' → headers (a ';' starts a new header only before a 'Name:'). */
export function headerList(text: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const part of text.split(/;\s*(?=[\w-]+\s*:)/)) {
    const at = part.indexOf(':')
    const name = part.slice(0, at).trim()
    if (at > 0 && /^[\w-]+$/.test(name)) headers[name.toLowerCase()] = part.slice(at + 1).trim()
  }
  return headers
}

/** The request's headers: the plain ones, then the secret one (sealed like any password field). */
function headersOf(config: Record<string, unknown>): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', ...headerList(configText(config, 'headers')) }
  const secret = configText(config, 'secretHeader')
  if (secret && !/^[\w-]+$/.test(secret)) throw new AppFailure(`The secret header's name "${secret}" is not a header name.`)
  if (secret) headers[secret.toLowerCase()] = configText(config, 'secretValue')
  return headers
}

export const jsonApi = defineApp({
  id: 'json-api',
  name: SERVICE.name,
  category: 'generic',
  description:
    "Any JSON answer under the link's address: up to six values, each with its label, a dotted path into the answer (items.0.name) and a format. Optional headers, one of them secret (an API key).",
  expected: SERVICE.expected,
  docs: null,
  api: 'HTTP + JSON',
  repo: null,
  license: 'MIT',
  logo: { simpleIcon: 'json', initials: '{ }', colour: '#0f766e' },
  config: [
    pathField("Path under the link's address", "e.g. api/stats (empty: the link's address)"),
    { name: 'headers', label: 'Headers', type: 'text', placeholder: 'e.g. Accept: application/json; X-Client: foyer' },
    { name: 'secretHeader', label: 'Secret header name', type: 'text', placeholder: 'e.g. X-Api-Key or Authorization' },
    { name: 'secretValue', label: 'Secret header value', type: 'password' },
    ...VALUES.flatMap(valueFields),
  ],
  auth: { style: 'none' },
  requests: { answer: { path: '', answer: t.Unknown() } },
  hooks: {
    async load(api, ctx) {
      const answer = await readAnswer(t.Unknown(), api.raw(linkPath(ctx.config), { headers: headersOf(ctx.config) }), SERVICE)
      // An answer in which no path finds anything ({}, a login's JSON) is not the API the values were set up for.
      const paths = VALUES.map((n) => configText(ctx.config, `path${n}`)).filter(Boolean)
      if (paths.length && paths.every((path) => valueAt(answer, path) === undefined)) throw unexpected(SERVICE)
      return { answer }
    },
  },
  datapoints: VALUES.map((n) => ({
    key: `value${n}`,
    label: `Value ${n}`,
    icon: 'braces',
    format: 'text' as const,
    default: true,
    read: (a: { answer: unknown }, ctx: { config: Record<string, unknown> }) =>
      formatValue(shownValue(valueAt(a.answer, configText(ctx.config, `path${n}`))), formatOf(configText(ctx.config, `format${n}`))),
    // A value is shown under its own label once its path is set.
    shownAs: (ctx: { config: Record<string, unknown> }) => (configText(ctx.config, `path${n}`) ? configText(ctx.config, `label${n}`) || `Value ${n}` : null),
  })),
})
