// Packs the built-in icon sets (simple-icons, Tabler) into build/icons and writes build/icons-manifest.ts,
// which imports them with { type: 'file' } so `bun build --compile` embeds them; the server reads them lazily.
// Each pack is an index (<provider>.json: ids, names, byte ranges) and a blob of deflate-raw SVG bodies,
// so serving one icon reads a few hundred bytes instead of the whole set.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { deflateRawSync } from 'node:zlib'
import type { BuiltInIndex, BuiltInMeta, BuiltInPackFiles } from '../src/features/icons/builtin-packs'
import { DEFAULT_ICON_IDS } from '../src/definitions/default-icons'

const root = join(import.meta.dir, '..')
const modules = join(root, 'node_modules')
const version = (pkg: string): string => JSON.parse(readFileSync(join(modules, pkg, 'package.json'), 'utf8')).version

interface Source {
  id: string
  name: string
  svg: string
  root: number
  hex?: string
}

// The placeholder square Tabler puts in every icon draws nothing.
const PLACEHOLDER = /<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/
const VIEWBOX = 'viewBox="0 0 24 24"'

/** The drawing inside <svg>: no title, no placeholder, no whitespace between tags. */
function inner(svg: string, file: string): string {
  const open = svg.match(/<svg[^>]*>/)?.[0]
  if (!open?.includes(VIEWBOX)) throw new Error(`${file}: expected ${VIEWBOX}`)
  return svg
    .slice(svg.indexOf(open) + open.length, svg.lastIndexOf('</svg>'))
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(PLACEHOLDER, '')
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ')
    .trim()
}

const titleCase = (id: string) => id.replace(/-/g, ' ').replace(/\b[a-z]/g, (c) => c.toUpperCase())

function simpleIcons(): Source[] {
  const data: Array<{ title: string; slug: string; hex: string }> = JSON.parse(readFileSync(join(modules, 'simple-icons/data/simple-icons.json'), 'utf8'))
  return data.map((icon) => {
    const file = join(modules, 'simple-icons/icons', `${icon.slug}.svg`)
    return { id: icon.slug, name: icon.title, svg: inner(readFileSync(file, 'utf8'), file), root: 0, hex: icon.hex }
  })
}

function tabler(): Source[] {
  const dir = join(modules, '@tabler/icons/icons')
  const style = (kind: 'outline' | 'filled', rootIndex: number, suffix: string, label: string) =>
    readdirSync(join(dir, kind))
      .filter((f) => f.endsWith('.svg'))
      .sort()
      .map((f) => {
        const base = f.slice(0, -4)
        const file = join(dir, kind, f)
        return { id: base + suffix, name: titleCase(base) + label, svg: inner(readFileSync(file, 'utf8'), file), root: rootIndex }
      })
  return [...style('outline', 0, '', ''), ...style('filled', 1, '-filled', ' (filled)')]
}

interface PackSpec {
  meta: Omit<BuiltInMeta, 'iconCount'>
  roots: string[]
  preview: string[]
  icons: Source[]
}

const packs: PackSpec[] = [
  {
    meta: {
      provider: 'simple-icons',
      name: 'Simple Icons',
      version: version('simple-icons'),
      credit: { name: 'Simple Icons (CC0)', url: 'https://simpleicons.org' },
    },
    roots: ['fill="currentColor"'],
    preview: ['github', 'docker', 'raspberrypi', 'homeassistant', 'plex', 'jellyfin', 'nextcloud', 'grafana', 'proxmox', 'pihole', 'linux', 'youtube'],
    icons: simpleIcons(),
  },
  {
    meta: {
      provider: 'tabler',
      name: 'Tabler Icons',
      version: version('@tabler/icons'),
      credit: { name: 'Tabler Icons (MIT)', url: 'https://tabler.io/icons' },
    },
    roots: ['fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"', 'fill="currentColor"'],
    preview: [...Object.values(DEFAULT_ICON_IDS), 'home', 'star', 'heart', 'cloud', 'music'],
    icons: tabler(),
  },
]

/** Writes every pack into outDir; returns where each landed (tests use this directly). */
export function buildIconPacks(outDir: string): BuiltInPackFiles {
  mkdirSync(outDir, { recursive: true })
  const files = packs.map((pack): BuiltInPackFiles[number] => {
    const ids = new Set(pack.icons.map((i) => i.id))
    if (ids.size !== pack.icons.length) throw new Error(`${pack.meta.provider}: icon ids are not unique`)
    for (const id of pack.preview) if (!ids.has(id)) throw new Error(`${pack.meta.provider}: preview icon ${id} does not exist`)
    const chunks: Buffer[] = []
    let offset = 0
    const icons: BuiltInIndex['icons'] = pack.icons.map((icon) => {
      const body = deflateRawSync(icon.svg, { level: 9 })
      chunks.push(body)
      const entry: BuiltInIndex['icons'][number] = [icon.id, icon.name, offset, body.length, icon.root, icon.hex ?? '']
      offset += body.length
      return entry
    })
    const index: BuiltInIndex = { roots: pack.roots, preview: pack.preview, icons }
    const base = join(outDir, pack.meta.provider)
    writeFileSync(`${base}.bin`, Buffer.concat(chunks))
    writeFileSync(`${base}.json`, JSON.stringify(index))
    return { meta: { ...pack.meta, iconCount: icons.length }, index: `${base}.json`, blob: `${base}.bin` }
  })
  return files
}

if (import.meta.main) {
  const build = join(root, 'build')
  const files = buildIconPacks(join(build, 'icons'))
  const rel = (path: string) => `./${relative(build, path).replaceAll('\\', '/')}`
  const imports = files.flatMap((f, i) => [
    `import i${i} from '${rel(f.index)}' with { type: 'file' }`,
    `import b${i} from '${rel(f.blob)}' with { type: 'file' }`,
  ])
  const entries = files.map((f, i) => `  { meta: ${JSON.stringify(f.meta)}, index: i${i}, blob: b${i} },`)
  writeFileSync(
    join(build, 'icons-manifest.ts'),
    `// Generated by scripts/build-icons.ts: do not edit.\n// @ts-nocheck: embedded-file imports have no types\nimport type { BuiltInPackFiles } from '../src/features/icons/builtin-packs'\n${imports.join('\n')}\n\nexport const iconPackFiles: BuiltInPackFiles = [\n${entries.join('\n')}\n]\n`,
  )
  const bytes = files.reduce((sum, f) => sum + Bun.file(f.blob).size + Bun.file(f.index).size, 0)
  console.log(`icon packs: ${files.map((f) => `${f.meta.provider} ${f.meta.iconCount}`).join(', ')}; ${(bytes / 1024 / 1024).toFixed(2)} MiB embedded`)
}
