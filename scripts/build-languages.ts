// Derives the snippet language catalogue from GitHub Linguist's data (linguist-languages) and maps each
// language to the highlight.js grammar that colours it. Writes two checked-in files (a unit test keeps
// them equal to this script's output, so a dependency update shows up as a diff):
//   assets/languages.json               the catalogue: the server validates against it, the web lists it
//   web/features/snippets/grammars.ts   one dynamic import() per grammar the catalogue uses, with the
//                                       grammars each one embeds (xml embeds css and javascript, ...)
// usage: bun scripts/build-languages.ts
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import hljs from 'highlight.js'
import * as linguist from 'linguist-languages'
import { DISPLAY_TEXT } from '../src/features/snippets/snippets.constants'
import type { Language } from '../src/features/snippets/snippets.schema'

const root = join(import.meta.dir, '..')
export const CATALOGUE_FILE = join(root, 'assets/languages.json')
export const GRAMMARS_FILE = join(root, 'web/features/snippets/grammars.ts')

interface LinguistLanguage {
  name: string
  type: 'programming' | 'markup' | 'data' | 'prose'
  extensions?: readonly string[]
  aliases?: readonly string[]
  aceMode?: string
  codemirrorMode?: string
  codemirrorMimeType?: string
  color?: string
}

const DISPLAY_TEXT_ENTRY: Language = {
  languageName: 'Display Text',
  languageValue: DISPLAY_TEXT,
  languageExtension: 'txt',
  languageIcon: 'tabler:file-text',
  mimeType: 'text/plain',
  highlight: null,
}

// Ace editor modes whose name is not a highlight.js id or alias.
const ACE_TO_HLJS: Record<string, string> = {
  c_cpp: 'cpp',
  sh: 'bash',
  html: 'xml',
  golang: 'go',
  apache_conf: 'apache',
  assembly_x86: 'x86asm',
  batchfile: 'dos',
  plsql: 'sql',
  graphqlschema: 'graphql',
  raku: 'perl',
  html_ruby: 'erb',
  nunjucks: 'django',
  vue: 'xml',
  php_laravel_blade: 'php-template',
}

// Linguist names whose own name or alias means a different highlight.js grammar (null: none fits).
const HLJS_OVERRIDES: Record<string, string | null> = {
  Shell: 'bash',
  'DIGITAL Command Language': null,
  M: null,
  V: 'go',
  Reason: 'reasonml',
  "Cap'n Proto": 'capnproto',
  'DNS Zone': 'dns',
  '1C Enterprise': '1c',
  'Game Maker Language': 'gml',
  'Java Properties': 'properties',
  'HTML+PHP': 'php-template',
}

// Linguist names that simple-icons uses for an unrelated brand (Shell the oil company, HCL the IT firm, ...).
const NOT_THE_LANGUAGE_ICON = new Set(['DM', 'HCL', 'Kit', 'Sage', 'Shell', 'Sway', 'Teal'])

// Per-type Tabler icon when no brand icon exists.
const TYPE_ICONS: Record<LinguistLanguage['type'], string> = { programming: 'code', markup: 'file-code', data: 'braces', prose: 'file-text' }

/** highlight.js's own id for a name or alias, or null. */
function grammarId(key: string): string | null {
  const found = hljs.getLanguage(key)
  return found ? (hljs.listLanguages().find((id) => hljs.getLanguage(id) === found) ?? null) : null
}

function directGrammar(l: LinguistLanguage): string | null {
  if (l.name in HLJS_OVERRIDES) return HLJS_OVERRIDES[l.name]!
  const name = l.name.toLowerCase()
  for (const key of [name, name.replace(/[\s-]/g, ''), name.replace(/ /g, '-'), ...(l.aliases ?? [])]) {
    const id = grammarId(key)
    if (id) return id
  }
  return null
}

const hasAceMode = (l: LinguistLanguage) => !!l.aceMode && l.aceMode !== 'text'
const aceGrammar = (l: LinguistLanguage) => (hasAceMode(l) ? grammarId(ACE_TO_HLJS[l.aceMode!] ?? l.aceMode!) : null)

/**
 * About 300 of Linguist's ~800 languages: every one highlight.js knows by name; programming, markup and prose
 * languages it can colour through their editor mode; programming languages with an editor mode and a GitHub
 * colour; markup and prose with any editor mode; data formats with an editor mode of their own (CSV, .gitignore).
 */
function offered(l: LinguistLanguage, direct: string | null, viaAce: string | null): boolean {
  if (!l.extensions?.length) return false
  if (direct) return true
  if (l.type === 'data') return hasAceMode(l) && !viaAce
  if (viaAce) return true
  if (l.type === 'programming') return hasAceMode(l) && !!l.color
  return hasAceMode(l) || !!l.codemirrorMode
}

/** A stable value: lower case, C++ → cpp, C# → csharp, other symbols → '-'. */
const valueFor = (name: string) =>
  name
    .toLowerCase()
    .replace(/\+/g, 'p')
    .replace(/#/g, 'sharp')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** simple-icons' slug rule for a title. */
const iconSlug = (title: string) =>
  title
    .toLowerCase()
    .replace(/\+/g, 'plus')
    .replace(/\./g, 'dot')
    .replace(/&/g, 'and')
    .replace(/#/g, 'sharp')
    .replace(/[^a-z0-9]/g, '')

function iconLookup(): (l: LinguistLanguage) => string {
  const data: Array<{ title: string; slug: string; aliases?: { aka?: string[] } }> = JSON.parse(
    readFileSync(join(root, 'node_modules/simple-icons/data/simple-icons.json'), 'utf8'),
  )
  const bySlug = new Set(data.map((i) => i.slug))
  const byAka = new Map(data.flatMap((i) => (i.aliases?.aka ?? []).map((a) => [a.toLowerCase(), i.slug] as const)))
  const tabler = (id: string) => {
    if (!Bun.file(join(root, 'node_modules/@tabler/icons/icons/outline', `${id}.svg`)).size) throw new Error(`tabler icon ${id} does not exist`)
    return `tabler:${id}`
  }
  return (l) => {
    if (!NOT_THE_LANGUAGE_ICON.has(l.name)) {
      const slug = iconSlug(l.name)
      if (bySlug.has(slug)) return `simple-icons:${slug}`
      const aka = byAka.get(l.name.toLowerCase())
      if (aka) return `simple-icons:${aka}`
    }
    return tabler(TYPE_ICONS[l.type])
  }
}

/** Ids of the grammars a grammar hands parts of its text to (subLanguage), found by walking its modes. */
function embedded(id: string): string[] {
  const found = new Set<string>()
  const seen = new Set<object>()
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object' || seen.has(node) || node instanceof RegExp) return
    seen.add(node)
    const sub = (node as { subLanguage?: string | string[] }).subLanguage
    // Long lists are guesses among many (PostgreSQL function bodies): not worth a dozen fetches.
    for (const name of typeof sub === 'string' ? [sub] : sub && sub.length <= 3 ? sub : []) {
      const dep = grammarId(name)
      if (dep && dep !== id) found.add(dep)
    }
    for (const value of Object.values(node)) walk(value)
  }
  walk(hljs.getLanguage(id))
  return [...found].sort()
}

export interface GeneratedLanguages {
  catalogue: Language[]
  /** Every grammar the catalogue needs (directly or embedded), with the grammars it embeds. */
  grammars: Record<string, string[]>
}

export function generateLanguages(): GeneratedLanguages {
  const icon = iconLookup()
  const entries = (Object.values(linguist) as LinguistLanguage[])
    .map((l) => ({ l, direct: directGrammar(l), viaAce: aceGrammar(l) }))
    .filter(({ l, direct, viaAce }) => offered(l, direct, viaAce))
    .sort((a, b) => a.l.name.localeCompare(b.l.name, 'en', { sensitivity: 'base' }))
  const catalogue: Language[] = [
    DISPLAY_TEXT_ENTRY,
    ...entries.map(({ l, direct, viaAce }) => ({
      languageName: l.name,
      languageValue: valueFor(l.name),
      languageExtension: l.extensions![0]!.slice(1),
      languageIcon: icon(l),
      mimeType: l.codemirrorMimeType ?? 'text/plain',
      highlight: l.name in HLJS_OVERRIDES ? direct : (direct ?? viaAce),
    })),
  ]
  const values = new Set(catalogue.map((c) => c.languageValue))
  if (values.size !== catalogue.length) throw new Error('language values are not unique')

  const grammars: Record<string, string[]> = {}
  const add = (id: string) => {
    if (grammars[id]) return
    grammars[id] = embedded(id)
    for (const grammar of grammars[id]) add(grammar)
  }
  for (const c of catalogue) if (c.highlight) add(c.highlight)
  return { catalogue, grammars: Object.fromEntries(Object.entries(grammars).sort(([a], [b]) => a.localeCompare(b))) }
}

export function renderCatalogue(catalogue: Language[]): string {
  return `[\n${catalogue.map((c) => `  ${JSON.stringify(c)}`).join(',\n')}\n]\n`
}

export function renderGrammars(grammars: Record<string, string[]>): string {
  const key = (id: string) => (/^[a-z_]\w*$/.test(id) ? id : `'${id}'`)
  const loaders = Object.keys(grammars).map((id) => `  ${key(id)}: () => import('highlight.js/lib/languages/${id}'),`)
  const deps = Object.entries(grammars)
    .filter(([, d]) => d.length)
    .map(([id, d]) => `  ${key(id)}: [${d.map((x) => `'${x}'`).join(', ')}],`)
  return `// Generated by scripts/build-languages.ts: do not edit.
import type { LanguageFn } from 'highlight.js'

/** One chunk per highlight.js grammar, fetched the first time a snippet in that language is shown. */
export const GRAMMARS: Record<string, () => Promise<{ default: LanguageFn }>> = {
${loaders.join('\n')}
}

/** Grammars that hand parts of their text to others (HTML's <script> to JavaScript, ...). */
export const EMBEDS: Record<string, string[]> = {
${deps.join('\n')}
}
`
}

if (import.meta.main) {
  const { catalogue, grammars } = generateLanguages()
  writeFileSync(CATALOGUE_FILE, renderCatalogue(catalogue))
  writeFileSync(GRAMMARS_FILE, renderGrammars(grammars))
  const highlighted = catalogue.filter((c) => c.highlight).length
  console.log(`languages: ${catalogue.length} (${highlighted} highlighted) using ${Object.keys(grammars).length} highlight.js grammars`)
}
