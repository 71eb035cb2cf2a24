import { dropOldest } from '../../core/bounded'
import { readFileSync } from 'node:fs'
import { builtInIconBase } from './icons.defaults'
import type { PackJson, PreviewIcon } from './icons.schema'

/** What the build knows of an embedded pack without opening it (the dashboard lists these). */
export interface BuiltInMeta {
  provider: string
  name: string
  version: string
  iconCount: number
  credit: { name: string; url: string }
}

/** An embedded pack's index: root <svg> attribute sets, preview ids, and [id, name, offset, length, root, brand hex]. */
export interface BuiltInIndex {
  roots: string[]
  preview: string[]
  icons: Array<[string, string, number, number, number, string]>
}

/** Paths of the embedded files (inside the binary they live under /$bunfs). */
export type BuiltInPackFiles = Array<{ meta: BuiltInMeta; index: string; blob: string }>

export type IconTheme = 'dark' | 'light'

// Tints for monochrome icons: near the theme text colours, so they read on every theme of that type.
const ON_DARK = '#e2e8f0'
const ON_LIGHT = '#1e293b'

function luminance(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

/** A brand colour where it stays visible on the theme's background, else the theme's text tint. */
export function tint(hex: string, theme: IconTheme): string {
  if (!/^[0-9a-f]{6}$/i.test(hex)) return theme === 'dark' ? ON_DARK : ON_LIGHT
  const l = luminance(hex)
  if (theme === 'dark') return l < 0.08 ? ON_DARK : `#${hex}`
  return l > 0.5 ? ON_LIGHT : `#${hex}`
}

// About 1 KB each: room for two themes of a well-filled home.
const RECENT_SVGS = 256

const render = (pack: Loaded, entry: BuiltInIndex['icons'][number], theme: IconTheme, deflated: Uint8Array<ArrayBuffer>) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" ${pack.index.roots[entry[4]]} color="${tint(entry[5], theme)}">${new TextDecoder().decode(Bun.inflateSync(deflated))}</svg>`

/** A JSON answer made once, plain and (on first asking) gzipped: a whole pack is thousands of entries. */
export interface PrebuiltJson {
  json: string
  gzip: () => Uint8Array<ArrayBuffer>
}

function prebuilt(json: string): PrebuiltJson {
  let gzipped: Uint8Array<ArrayBuffer> | undefined
  return { json, gzip: () => (gzipped ??= Bun.gzipSync(json) as Uint8Array<ArrayBuffer>) }
}

interface Loaded {
  index: BuiltInIndex
  byId: Map<string, BuiltInIndex['icons'][number]>
  /** The pack JSON itself (what its jsonUrl serves), and wrapped in the envelope (GET /iconpack/icons/{id}). */
  pack: PrebuiltJson
  answer: PrebuiltJson
}

/** The embedded packs; nothing is read until an icon or a pack listing is first asked for. */
export function createBuiltInPacks(files: BuiltInPackFiles) {
  const loaded = new Map<string, Loaded>()
  const find = (provider: string) => files.find((f) => f.meta.provider === provider)

  // Rendered SVGs for svgs(), oldest first: a dashboard rebuilt after each write reads no blob for icons it already showed.
  const recent = new Map<string, string>()

  const base = (meta: BuiltInMeta, theme: IconTheme) => builtInIconBase(meta.provider, meta.version, theme)

  const load = (provider: string): Loaded | null => {
    const hit = loaded.get(provider)
    if (hit) return hit
    const file = find(provider)
    if (!file) return null
    const index: BuiltInIndex = JSON.parse(readFileSync(file.index, 'utf8'))
    const pack: PackJson = {
      iconProvider: provider,
      baseUrl: base(file.meta, 'dark'),
      baseUrlLight: base(file.meta, 'light'),
      iconData: index.icons.map(([id, name]) => ({ iconName: name, iconId: id, iconUrl: `${id}.svg` })),
    }
    const json = JSON.stringify(pack)
    const entry = { index, byId: new Map(index.icons.map((i) => [i[0], i])), pack: prebuilt(json), answer: prebuilt(`{"error":false,"message":${json}}`) }
    loaded.set(provider, entry)
    return entry
  }

  const icon = (meta: BuiltInMeta, id: string, name: string): PreviewIcon => ({
    iconName: name,
    iconId: id,
    iconUrl: `${base(meta, 'dark')}${id}.svg`,
    iconUrlLight: `${base(meta, 'light')}${id}.svg`,
    iconProvider: meta.provider,
  })

  return {
    metas: (): BuiltInMeta[] => files.map((f) => f.meta),
    has: (provider: string) => Boolean(find(provider)),
    /** The whole pack in the spec's Pack JSON shape, already wrapped in the envelope, plain and gzipped (each made once). */
    packAnswer: (provider: string): PrebuiltJson | null => load(provider)?.answer ?? null,
    /** The same pack JSON bare, as a pack's jsonUrl serves it (spec 3 §3), made once too. */
    packJson: (provider: string): PrebuiltJson | null => load(provider)?.pack ?? null,
    /** One embedded icon as the picker hands it back ({ iconUrl, iconUrlLight, iconProvider, iconId }), or null when the pack lacks it. */
    find(provider: string, id: string) {
      const entry = load(provider)?.byId.get(id)
      const meta = find(provider)?.meta
      if (!entry || !meta) return null
      const { iconUrl, iconUrlLight, iconProvider, iconId } = icon(meta, id, entry[1])
      return { iconUrl, iconUrlLight, iconProvider, iconId }
    },
    preview(provider: string) {
      const pack = load(provider)
      const meta = find(provider)?.meta
      if (!pack || !meta) return []
      return pack.index.preview.map((id) => icon(meta, id, pack.byId.get(id)![1]))
    },
    /** One icon as a standalone SVG tinted for the theme, or null when there is no such icon. */
    async svg(provider: string, theme: IconTheme, id: string): Promise<string | null> {
      const pack = load(provider)
      const file = find(provider)
      const entry = pack?.byId.get(id)
      if (!pack || !file || !entry) return null
      // Only this icon's bytes are read, also from the file embedded in the binary.
      const [, , offset, length] = entry
      return render(
        pack,
        entry,
        theme,
        new Uint8Array(
          await Bun.file(file.blob)
            .slice(offset, offset + length)
            .arrayBuffer(),
        ),
      )
    },
    /**
     * Many icons at once and synchronously (a dashboard build inlines them), null where there is no such icon. An embedded
     * file cannot be opened for a partial synchronous read: each pack's blob is read whole once, so recent icons are kept.
     */
    svgs(wanted: Array<{ provider: string; theme: IconTheme; id: string }>): Array<string | null> {
      const blobs = new Map<string, Uint8Array<ArrayBuffer>>()
      return wanted.map(({ provider, theme, id }) => {
        const key = `${provider}/${theme}/${id}`
        const hit = recent.get(key)
        if (hit) return hit
        const pack = load(provider)
        const file = find(provider)
        const entry = pack?.byId.get(id)
        if (!pack || !file || !entry) return null
        const blob = blobs.get(provider) ?? readFileSync(file.blob)
        blobs.set(provider, blob)
        const svg = render(pack, entry, theme, blob.subarray(entry[2], entry[2] + entry[3]))
        recent.set(key, svg)
        dropOldest(recent, () => recent.size > RECENT_SVGS)
        return svg
      })
    },
  }
}

export type BuiltInPacks = ReturnType<typeof createBuiltInPacks>
