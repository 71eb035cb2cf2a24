import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { IOptions } from 'sanitize-html'
import { type AppContext, AppFailure, type AppOutput, type ConfigField, initialsLogo, type JsonOutput, type LiveAppDefinition } from './live-app'
import { runInSandbox, type SandboxOutcome } from './app-sandbox'
import { pathInside, ZipRefused } from '../../core/zip'
import { unpackApp } from './zip-archive'

// Apps installed from a ZIP or the store, in Astroluma's format: DATA_DIR/apps/<appId>/ holds manifest.json,
// package.json, app.js, templates/*.tpl and public/<logo>. Their code runs only in the sandbox.

export const APP_ID_PATTERN = /^[A-Za-z][A-Za-z0-9._-]{0,99}$/

/** An installed ZIP app: its definition, files and the functions the runtime calls. */
export interface ZipApp {
  definition: LiveAppDefinition
  dependencies: string[]
  logo: { body: Uint8Array | string; contentType: string }
  test(ctx: AppContext): Promise<void>
  run(ctx: AppContext): Promise<AppOutput>
}

interface Manifest {
  appId: string
  appName?: string
  appIcon?: string
  description?: string
  website?: string
  alwaysShowDetailedView?: boolean
  autoRefreshAfterSeconds?: number
  config?: Array<Record<string, unknown>>
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '')

/** Astroluma's field types, in the link form's words ('string' is a text box). */
function field(raw: Record<string, unknown>): ConfigField | null {
  const name = text(raw.name, 100)
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return null
  const type = text(raw.type, 20) || 'text'
  return {
    name,
    label: text(raw.label, 200) || name,
    type: type === 'string' ? 'text' : type,
    ...(raw.required === true ? { required: true } : {}),
    ...(typeof raw.placeholder === 'string' ? { placeholder: text(raw.placeholder, 200) } : {}),
    ...(Array.isArray(raw.options)
      ? {
          options: raw.options
            .filter((o): o is Record<string, unknown> => typeof o === 'object' && o !== null)
            .map((o) => ({ label: text(o.label ?? o.value, 200), value: text(String(o.value ?? ''), 200) })),
        }
      : {}),
    ...(raw.scope === 'core' ? { scope: 'core' as const } : {}),
  }
}

/** The manifest and package.json checked as the spec asks: both present, appId valid, the package named after it. */
function readDefinition(files: Map<string, Uint8Array>): { definition: LiveAppDefinition; dependencies: string[]; logoFile: string } {
  const json = (name: string) => {
    const bytes = files.get(name)
    if (!bytes) throw new ZipRefused(`The app has no ${name}.`)
    try {
      return JSON.parse(new TextDecoder().decode(bytes))
    } catch {
      throw new ZipRefused(`The app's ${name} is not valid JSON.`)
    }
  }
  const manifest = json('manifest.json') as Manifest
  const pkg = json('package.json') as { name?: string; version?: string; dependencies?: Record<string, string>; license?: string }
  if (typeof manifest.appId !== 'string' || !APP_ID_PATTERN.test(manifest.appId)) throw new ZipRefused('The manifest has no valid appId.')
  if (pkg.name !== manifest.appId) throw new ZipRefused('App name in package.json and manifest.json do not match.')
  if (!files.has('app.js')) throw new ZipRefused('The app has no app.js.')
  const refresh = Number(manifest.autoRefreshAfterSeconds)
  return {
    definition: {
      appId: manifest.appId,
      appName: text(manifest.appName, 100) || manifest.appId,
      version: text(pkg.version, 40) || '0.0.0',
      description: text(manifest.description, 1000),
      repoLink: /^https?:\/\//.test(text(manifest.website, 2048)) ? text(manifest.website, 2048) : null,
      licenseName: text(pkg.license, 100) || null,
      config: (manifest.config ?? []).flatMap((raw) => (typeof raw === 'object' && raw ? (field(raw) ?? []) : [])),
      datapoints: [],
      alwaysShowDetailedView: manifest.alwaysShowDetailedView === true,
      autoRefreshAfterSeconds: Number.isFinite(refresh) && refresh >= 1 ? Math.round(refresh) : null,
    },
    dependencies: Object.keys(pkg.dependencies ?? {}),
    logoFile: `public/${text(manifest.appIcon, 200)}`,
  }
}

/** Image types a logo may have, told by their first bytes (the file name says nothing). */
function logoType(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.subarray(0, 12))
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png'
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg'
  if (head.subarray(0, 4).toString() === 'GIF8') return 'image/gif'
  if (head.subarray(0, 4).toString() === 'RIFF' && head.subarray(8, 12).toString() === 'WEBP') return 'image/webp'
  if (/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(Buffer.from(bytes.subarray(0, 256)).toString())) return 'image/svg+xml'
  return null
}

// A card's HTML may lay out text and tables and show images; nothing runs, links open elsewhere, and it cannot reach the page's styles.
const HTML_RULES: IOptions = {
  allowedTags: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div', 'span', 'br', 'hr', 'ul', 'ol', 'li', 'b', 'i', 'strong', 'em', 'small', 'code', 'pre', 'a'],
    ...['table', 'thead', 'tbody', 'tr', 'td', 'th', 'img', 'svg', 'path', 'circle', 'rect', 'g'],
  ],
  allowedAttributes: {
    '*': ['class', 'title', 'aria-label'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    svg: ['viewBox', 'width', 'height', 'fill', 'xmlns'],
    path: ['d', 'fill', 'stroke', 'stroke-width'],
    circle: ['cx', 'cy', 'r', 'fill', 'stroke'],
    rect: ['x', 'y', 'width', 'height', 'rx', 'fill'],
    g: ['fill', 'stroke'],
  },
  allowedSchemes: ['http', 'https'],
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }) },
}

// Loaded with the first ZIP app run, not at start.
const sanitizer = () => import('sanitize-html').then((m) => m.default)

/** A template with the app's {{key}} values in place, sanitized: what the card draws. */
async function fill(template: string, variables: Array<{ key: string; value: unknown }>) {
  const sanitizeHtml = await sanitizer()
  let html = template
  for (const { key, value } of variables) html = html.split(String(key)).join(sanitizeHtml(String(value ?? ''), { allowedTags: [], allowedAttributes: {} }))
  return sanitizeHtml(html, HTML_RULES)
}

/** A card background an app may set: a colour, nothing that loads or runs. */
const background = (value: unknown) => (typeof value === 'string' && /^(#[0-9a-f]{3,8}|[a-z]+|rgba?\([\d\s.,%]+\))$/i.test(value) ? { background: value } : {})

/** Rows of sendData that reach the card (its detail view shows the first 6). */
const MAX_ROWS = 50
const BAD_ROW = 'The app sent data the card cannot show: each item needs a label and a text or number value.'

/** sendData's items as a card's datapoints (spec 1 §3: label, value, icon), as a built-in app's run returns them. */
function dataRows(items: unknown): JsonOutput['data'] {
  if (!Array.isArray(items)) throw new AppFailure(BAD_ROW)
  const keys = new Set<string>()
  return items.slice(0, MAX_ROWS).map((item, i) => {
    const { key, label, value, icon } = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>
    const shown = typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' ? value.slice(0, 500) : null
    if (typeof label !== 'string' || !label.trim() || shown === null) throw new AppFailure(BAD_ROW)
    // Keys name rows on the card: one of the app's own when it is new, else the row's place.
    const own = typeof key === 'string' && key && !keys.has(key) ? key.slice(0, 100) : `row-${i}`
    keys.add(own)
    return {
      key: own,
      label: label.slice(0, 200),
      value: shown,
      // A Tabler icon's id: it becomes part of an icon's address.
      ...(typeof icon === 'string' && /^[a-z0-9-]{1,60}$/.test(icon) ? { icon } : {}),
    }
  })
}

function build(dir: string): ZipApp {
  const files = new Map<string, Uint8Array>()
  const walk = (sub: string) => {
    for (const entry of readdirSync(join(dir, sub), { withFileTypes: true })) {
      const path = sub ? `${sub}/${entry.name}` : entry.name
      if (entry.isDirectory()) walk(path)
      else if (entry.isFile()) files.set(path, readFileSync(join(dir, path)))
    }
  }
  walk('')
  const { definition, dependencies, logoFile } = readDefinition(files)
  const logoBytes = files.get(logoFile)
  const type = logoBytes && logoType(logoBytes)
  const code = new TextDecoder().decode(files.get('app.js'))
  const template = (name: string) => {
    const bytes = files.get(`templates/${name}`)
    return bytes ? new TextDecoder().decode(bytes) : null
  }

  const sandbox = (entry: 'initialize' | 'connectionTest', ctx: AppContext) =>
    runInSandbox({
      code,
      entry,
      // Astroluma's rule: the config's override URL first, then the link's, without a trailing slash.
      appUrl: (text(ctx.config.overrideurl, 2048) || ctx.url).replace(/\/+$/, ''),
      config: ctx.config,
      request: (req) => ctx.http.request(req.url, { method: req.method, headers: req.headers, body: req.body }),
    })
  const fail = (outcome: SandboxOutcome): never => {
    throw new AppFailure('message' in outcome ? outcome.message : 'The app sent an answer it may not send here.')
  }

  return {
    definition,
    dependencies,
    logo:
      type && logoBytes
        ? { body: logoBytes, contentType: type }
        : { body: initialsLogo(definition.appName.slice(0, 2).toUpperCase(), '#475569'), contentType: 'image/svg+xml' },
    async test(ctx) {
      const outcome = await sandbox('connectionTest', ctx)
      if (outcome.kind !== 'success') fail(outcome)
    },
    async run(ctx) {
      const outcome = await sandbox('initialize', ctx)
      if (outcome.kind === 'data')
        return { type: 'json', data: dataRows(outcome.items), ...background((outcome.options as { background?: unknown })?.background) }
      if (outcome.kind !== 'html') return fail(outcome)
      const main = template(outcome.template.replace(/^.*\//, ''))
      if (main === null) throw new AppFailure(`The app has no template ${outcome.template}.`)
      const full = template(`m-${outcome.template.replace(/^.*\//, '')}`)
      return {
        type: 'html',
        html: await fill(main, outcome.variables),
        fullHtml: full === null ? null : await fill(full, outcome.variables),
        ...background(outcome.background),
      }
    },
  }
}

/** The ZIP apps on disk: read at start (and after a backup import), replaced whole on install, update and removal. */
export function createZipApps(dataDir: string) {
  const root = join(dataDir, 'apps')
  const apps = new Map<string, ZipApp>()
  const load = (appId: string) => apps.set(appId, build(join(root, appId)))
  const loadAll = () => {
    apps.clear()
    if (!existsSync(root)) return
    for (const entry of readdirSync(root, { withFileTypes: true }))
      if (entry.isDirectory() && APP_ID_PATTERN.test(entry.name))
        try {
          load(entry.name)
        } catch {
          // A damaged folder is skipped; reinstalling the app replaces it.
        }
  }
  loadAll()

  return {
    loadAll,
    get: (appId: string) => apps.get(appId),
    all: () => [...apps.values()],
    /** Checks and writes an archive; `existing` says what to do when the app is already there, `expected` which app it must be. */
    async install(zip: Uint8Array, existing: 'refuse' | 'replace', expected?: string): Promise<ZipApp> {
      const files = await unpackApp(zip)
      const { definition } = readDefinition(files)
      if (expected && definition.appId !== expected) throw new ZipRefused('The archive holds another app than the store said.')
      if (apps.has(definition.appId) && existing === 'refuse') throw new ZipRefused('This Live App is already installed: update it instead.')
      // Written beside the old copy, then swapped in: a failed install leaves the installed app as it was.
      const staging = join(root, `.staging-${crypto.randomUUID()}`)
      try {
        for (const [name, bytes] of files) {
          const path = pathInside(staging, name)
          mkdirSync(dirname(path), { recursive: true })
          writeFileSync(path, bytes)
        }
      } catch (error) {
        // A full disk: no half-written copy stays behind.
        rmSync(staging, { recursive: true, force: true })
        throw error
      }
      const target = join(root, definition.appId)
      const old = join(root, `.old-${crypto.randomUUID()}`)
      if (existsSync(target)) renameSync(target, old)
      renameSync(staging, target)
      rmSync(old, { recursive: true, force: true })
      return load(definition.appId).get(definition.appId)!
    },
    remove(appId: string) {
      rmSync(join(root, appId), { recursive: true, force: true })
      apps.delete(appId)
    },
    /** Reads an app's files again (after a manual fix on disk); throws when they no longer make an app. */
    reload: (appId: string) => load(appId).get(appId)!,
  }
}

export type ZipApps = ReturnType<typeof createZipApps>
