import { fetchJson, UpstreamError } from '../../core/http-client'
import type { LocationResult } from './weather.schema'

const MAX_RESULTS = 5

interface NominatimPlace {
  name?: string
  lat?: string | number
  lon?: string | number
  display_name?: string
}

/** A Nominatim-compatible place search: q, format=json, limit=5. */
export async function nominatimSearch(baseUrl: string, q: string, opts: { timeoutMs: number }): Promise<LocationResult[]> {
  const params = new URLSearchParams({ q, format: 'json', limit: String(MAX_RESULTS) })
  const raw = await fetchJson<NominatimPlace[]>(`${baseUrl}/search?${params}`, { timeoutMs: opts.timeoutMs })
  if (!Array.isArray(raw)) throw new UpstreamError('invalid', 'Unexpected search answer')
  return raw
    .map((p) => ({ lat: Number(p.lat), lon: Number(p.lon), display_name: String(p.display_name ?? ''), name: String(p.name ?? '') }))
    .filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lon) && (p.name || p.display_name))
    .map((p) => ({ ...p, name: p.name || p.display_name.split(',')[0]!.trim() }))
    .slice(0, MAX_RESULTS)
}
