// Cards proposed from container labels: Foyer's own (foyer.*) first, then Homepage's (homepage.*), with the address
// inferred from a Traefik router rule or a published port when none is given. Labels are another machine's data: text
// is cut to length and stripped of control characters, and only http(s) addresses are kept.

import { HOMEPAGE_PLACEHOLDER, HOMEPAGE_WIDGETS } from '../../definitions/homepage-widgets'
import type { Listed } from './docker.engine'

/** The live app a container's labels ask for, before the app's own fields check it; its values never leave the server. */
export interface AskedApp {
  /** A built-in app id: foyer.app, or the one homepage.widget.type stands for (null: a widget Foyer has no app for). */
  appId: string | null
  /** What the labels named: foyer.app's id or the Homepage widget type, for the reasons shown. */
  asked: string
  /** Where the app calls the service when it is not the card's address (homepage.widget.url). */
  url: string | null
  /** The app's fields by Foyer's names, as label text. */
  config: Record<string, string>
}

export interface Proposal {
  container: string
  containerName: string
  name: string
  group: string | null
  href: string | null
  icon: string | null
  description: string | null
  widget: { type: string; url: string | null } | null
  app: AskedApp | null
}

const HOST = /^[a-z0-9]([a-z0-9-]{0,62}\.)*[a-z0-9-]{1,63}$|^\[[0-9a-f:]+\]$/i

const text = (value: string | undefined, max: number) => {
  const clean = value
    ?.replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, max)
  return clean ? clean : null
}

/** An absolute http(s) address, or null: a label can hold anything (javascript:, file:, data:). */
function httpUrl(value: string | undefined): string | null {
  if (!value || value.length > 2048) return null
  const url = URL.parse(value.trim())
  return url && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? url.href : null
}

/** The first Traefik router's Host(`…`) rule as an address: https when the router has TLS or a secure entry point. */
function fromTraefik(labels: Record<string, string>): string | null {
  for (const [key, rule] of Object.entries(labels)) {
    const router = key.match(/^traefik\.http\.routers\.([\w-]{1,64})\.rule$/)?.[1]
    const host = rule.match(/Host\(`([^`]{1,253})`\)/)?.[1]
    if (!router || !host || !HOST.test(host)) continue
    const points = labels[`traefik.http.routers.${router}.entrypoints`] ?? ''
    const secure = labels[`traefik.http.routers.${router}.tls`] === 'true' || /\b(websecure|https)\b/.test(points)
    return `${secure ? 'https' : 'http'}://${host.toLowerCase()}/`
  }
  return null
}

/** The first published TCP port on the endpoint's host (for a local socket, the host the browser reached Foyer at). */
function fromPort(c: Listed, host: string | null): string | null {
  const port = c.ports.find((p) => p.publicPort !== null && p.type === 'tcp')?.publicPort
  return port && host && HOST.test(host) ? `http://${host}:${port}/` : null
}

const FIELD_VALUE_MAX = 1000

/** foyer.app + foyer.app.<field> (Foyer's field names), else homepage.widget.type + the widget settings the mapping names. */
function askedApp(l: Record<string, string>): AskedApp | null {
  const own = text(l['foyer.app'], 64)
  if (own) {
    const prefix = 'foyer.app.'
    const config = Object.fromEntries(
      Object.entries(l).flatMap(([k, v]) => (k.startsWith(prefix) && k.length > prefix.length ? [[k.slice(prefix.length), v.slice(0, FIELD_VALUE_MAX)]] : [])),
    )
    return { appId: own, asked: own, url: null, config }
  }
  const type = text(l['homepage.widget.type'], 64)
  if (!type) return null
  const known = HOMEPAGE_WIDGETS[type.toLowerCase()]
  const config: Record<string, string> = {}
  for (const [from, to] of Object.entries(known?.fields ?? {})) {
    const value = l[`homepage.widget.${from}`]?.trim()
    // A placeholder Homepage fills from its own environment is no value here: the field stays unset.
    if (value && !HOMEPAGE_PLACEHOLDER.test(value)) config[to] = value.slice(0, FIELD_VALUE_MAX)
  }
  return { appId: known?.appId ?? null, asked: type, url: httpUrl(l['homepage.widget.url']), config }
}

/** The proposal of one container, or null when it carries neither Foyer's nor Homepage's labels. */
export function proposal(c: Listed, host: string | null): Proposal | null {
  const l = c.labels
  if (!Object.keys(l).some((k) => k.startsWith('foyer.') || k.startsWith('homepage.'))) return null
  const label = (field: string) => l[`foyer.${field}`] ?? l[`homepage.${field}`]
  const type = text(l['homepage.widget.type'], 64)
  return {
    container: c.id,
    containerName: c.name,
    name: text(label('name'), 100) ?? c.name,
    group: text(label('group'), 64),
    href: httpUrl(label('href')) ?? fromTraefik(l) ?? fromPort(c, host),
    icon: httpUrl(label('icon')),
    description: text(label('description'), 200),
    // The widget's key and password are secrets of that service: they are never sent to the browser.
    widget: type ? { type, url: httpUrl(l['homepage.widget.url']) } : null,
    app: askedApp(l),
  }
}
