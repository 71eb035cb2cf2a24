import { fetchJson, fetchUpstream, upstreamFailure } from '../../core/http-client'
import { APP_ID_PATTERN } from './zip-apps'

/** One app the store offers (Astroluma's apps.json entry). */
export interface StoreEntry {
  appId: string
  appName: string
  version: string
  description: string
  appIcon: string | null
  repoLink: string | null
  licenseName: string | null
  downloadLink: string
}

const CATALOGUE_LIMITS = { timeoutMs: 10_000, maxBytes: 1024 * 1024 }
const ZIP_LIMITS = { timeoutMs: 30_000, maxBytes: 10 * 1024 * 1024, maxRedirects: 5 }
const CATALOGUE_TTL_MS = 10 * 60_000

const httpUrl = (value: unknown) => (typeof value === 'string' && /^https?:\/\/[^\s]+$/i.test(value) && value.length <= 2048 ? value : null)
const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '')

/** Semantic versions compared part by part; a version that is not one counts as none (never newer). */
export function isNewer(candidate: string, installed: string): boolean {
  const parse = (v: string) => (/^v?\d+(\.\d+){0,2}$/.test(v.trim()) ? v.trim().replace(/^v/, '').split('.').map(Number) : null)
  const a = parse(candidate)
  const b = parse(installed)
  if (!a || !b) return false
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0)
  return false
}

/** The store's catalogue, fetched by the server only (time and size limits), kept 10 minutes. */
export function createAppsStore(opts: { catalogueUrl: string; now: () => number }) {
  let cached: { at: number; entries: StoreEntry[] } | null = null

  async function catalogue(): Promise<StoreEntry[]> {
    if (cached && opts.now() - cached.at < CATALOGUE_TTL_MS) return cached.entries
    let raw: unknown
    try {
      raw = await fetchJson(opts.catalogueUrl, CATALOGUE_LIMITS)
    } catch (error) {
      return upstreamFailure('Failed to fetch apps.')(error)
    }
    const entries = (Array.isArray(raw) ? raw : []).flatMap((e): StoreEntry[] => {
      const appId = text(e?.appId, 100)
      const downloadLink = httpUrl(e?.downloadLink)
      if (!APP_ID_PATTERN.test(appId) || !downloadLink) return []
      return [
        {
          appId,
          appName: text(e.appName, 100) || appId,
          version: text(e.version, 40),
          description: text(e.description, 1000),
          appIcon: httpUrl(e.appIcon),
          repoLink: httpUrl(e.repoLink),
          licenseName: text(e.licenseName, 100) || null,
          downloadLink,
        },
      ]
    })
    cached = { at: opts.now(), entries }
    return entries
  }

  return {
    catalogue,
    /** The archive of a catalogue entry: only the catalogue's own links are ever fetched. */
    async download(appId: string): Promise<Uint8Array | null> {
      const entry = (await catalogue()).find((e) => e.appId === appId)
      if (!entry) return null
      try {
        const res = await fetchUpstream(entry.downloadLink, { ...ZIP_LIMITS, headers: { accept: 'application/zip' } })
        if (res.status !== 200) throw new Error(`HTTP ${res.status}`)
        return res.bytes
      } catch (error) {
        return upstreamFailure('Live App cannot be installed.')(error)
      }
    },
  }
}
