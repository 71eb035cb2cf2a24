// A container's asked-for live app checked against the app's own fields: label text becomes the typed config a link
// form would send, or the reason the card comes in as a plain link (worded as the file import's skipped reasons).

import type { AskedApp } from './docker.labels'

/** What an import needs to know of an app a link can use (the live-apps service's options, wired in app.ts). */
export interface AppFields {
  appId: string
  appName: string
  config: { name: string; label: string; type: string; required?: boolean; options?: unknown[] }[]
}

export type LiveAppChoice = { appId: string; appName: string; localUrl: string | null; config: Record<string, unknown> } | { reason: string }

const optionValue = (o: unknown) => (o && typeof o === 'object' && 'value' in o ? String((o as { value: unknown }).value) : String(o))

/** One label value as the field's type takes it, or why not. */
function typed(field: AppFields['config'][number], raw: string): { value: unknown } | { problem: string } {
  const value = raw.replace(/\p{Cc}/gu, '').trim()
  switch (field.type) {
    case 'checkbox':
      return value === 'true' || value === 'false' ? { value: value === 'true' } : { problem: `${field.label} is true or false` }
    case 'number':
      return value && Number.isFinite(Number(value)) ? { value: Number(value) } : { problem: `${field.label} is a number` }
    case 'select':
    case 'radio': {
      const allowed = (field.options ?? []).map(optionValue)
      return allowed.includes(value) ? { value } : { problem: `${field.label} is one of ${allowed.join(', ')}` }
    }
    case 'url': {
      const url = URL.parse(value)
      return url && (url.protocol === 'http:' || url.protocol === 'https:') ? { value: url.href } : { problem: `${field.label} is an http(s) address` }
    }
    case 'html':
      return { problem: `${field.label} is a note, not a setting` }
    default:
      return { value }
  }
}

export function liveAppChoice(asked: AskedApp, apps: readonly AppFields[]): LiveAppChoice {
  if (!asked.appId) return { reason: `Its ${asked.asked} widget has no built-in live app in Foyer.` }
  const app = apps.find((a) => a.appId === asked.appId)
  if (!app) return { reason: `The ${asked.appId} live app is not installed.` }
  const config: Record<string, unknown> = {}
  for (const [name, raw] of Object.entries(asked.config)) {
    const field = app.config.find((f) => f.name === name)
    if (!field) return { reason: `Its ${app.appName} live app has no field ${name.slice(0, 64)}.` }
    const read = typed(field, raw)
    if ('problem' in read) return { reason: `Its ${app.appName} live app's ${read.problem}.` }
    config[name] = read.value
  }
  const missing = app.config.find((f) => f.required && (config[f.name] === undefined || config[f.name] === ''))
  if (missing) return { reason: `Its ${app.appName} live app needs ${missing.label}.` }
  return { appId: app.appId, appName: app.appName, localUrl: asked.url, config }
}
