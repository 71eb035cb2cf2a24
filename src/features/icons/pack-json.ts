import { badRequest } from '../../core/errors'
import type { PackIcon, PackJson, StorePack } from './icons.schema'

const MAX_PACK_ICONS = 20_000
const TEXT_MAX = 200
const HTTP = /^https?:\/\/[^\s/]+/i

const text = (value: unknown, max = TEXT_MAX): string | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null
  const v = String(value).trim()
  return v ? v.slice(0, max) : null
}
const httpUrl = (value: unknown): string | null => {
  const v = text(value, 2048)
  return v && HTTP.test(v) ? v : null
}

/** An icon address as the browser will load it: absolute as given, or the pack's base plus a relative path. */
export function resolveIconUrl(url: string, base: string | null | undefined): string | null {
  if (HTTP.test(url)) return url
  if (!base || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return null
  return base + url
}

/**
 * A pack JSON reduced to the spec's fields; icons whose addresses do not resolve to http(s) are dropped.
 * Throws 400 when the document is not a pack or nothing usable is left.
 */
export function normalisePack(raw: unknown): PackJson {
  const doc = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
  const iconProvider = text(doc.iconProvider, 100)
  if (!iconProvider || !Array.isArray(doc.iconData)) throw badRequest('This is not an icon pack: iconProvider and iconData are required.')
  if (doc.iconData.length > MAX_PACK_ICONS) throw badRequest(`An icon pack may hold at most ${MAX_PACK_ICONS} icons.`)
  const baseUrl = httpUrl(doc.baseUrl)
  const baseUrlLight = httpUrl(doc.baseUrlLight)
  const iconData: PackIcon[] = []
  for (const item of doc.iconData as Array<Record<string, unknown>>) {
    if (!item || typeof item !== 'object') continue
    const iconId = text(item.iconId) ?? text(item.iconName)
    const iconName = text(item.iconName) ?? iconId
    const iconUrl = text(item.iconUrl, 2048)
    if (!iconId || !iconName || !iconUrl || !resolveIconUrl(iconUrl, baseUrl)) continue
    const light = text(item.iconUrlLight, 2048)
    iconData.push({ iconName, iconId, iconUrl, iconUrlLight: light && resolveIconUrl(light, baseUrlLight ?? baseUrl) ? light : null })
  }
  if (!iconData.length) throw badRequest('This icon pack has no usable icons.')
  return { iconProvider, baseUrl, baseUrlLight, iconData }
}

export type CatalogueEntry = Omit<StorePack, 'installed' | 'updateAvailable'>

/** The store catalogue (a list, or an object holding one), entries without a name or pack address left out, sorted by name. */
export function parseCatalogue(raw: unknown): CatalogueEntry[] {
  const doc = raw as Record<string, unknown> | unknown[]
  const list = Array.isArray(doc) ? doc : Array.isArray(doc?.iconPacks) ? doc.iconPacks : Array.isArray(doc?.iconpacks) ? doc.iconpacks : []
  const entries: CatalogueEntry[] = []
  for (const item of list as Array<Record<string, unknown>>) {
    if (!item || typeof item !== 'object') continue
    const iconName = text(item.iconName)
    const jsonUrl = httpUrl(item.jsonUrl)
    if (!iconName || !jsonUrl) continue
    const count = Number(item.iconCount)
    entries.push({
      iconName,
      iconProvider: text(item.iconProvider, 100) ?? iconName,
      iconPackVersion: text(item.iconPackVersion, 40),
      iconCount: Number.isInteger(count) && count >= 0 ? count : null,
      packDeveloper: text(item.packDeveloper),
      description: text(item.description, 2000),
      homepage: httpUrl(item.homepage),
      previewImage: httpUrl(item.previewImage),
      iconUrl: httpUrl(item.iconUrl),
      jsonUrl,
    })
  }
  return entries.sort((a, b) => a.iconName.localeCompare(b.iconName, 'en', { sensitivity: 'base' }))
}
