/** A link as another dashboard or a browser holds it, before Foyer's checks (the writer checks addresses and lengths). */
export interface PeerLink {
  name: string
  url: string | null
  description?: string | null
  /** The source's icon name or address: mapped to an embedded icon where one matches, never fetched. */
  icon?: string | null
  /** A built-in live app the source's widget or integration stands for, with its settings in Foyer's field names. */
  liveApp?: { appId: string; url?: string | null; config: Record<string, string> } | null
}

export interface PeerFolder {
  name: string
  children: PeerFolder[]
  links: PeerLink[]
}

export interface Skipped {
  name: string
  reason: string
}

/** What every format's parser makes: the source's folders and loose links, and what it left out already. */
export interface PeerTree {
  /** Names the new top-level folder: "Imported from <source>". */
  source: string
  folders: PeerFolder[]
  links: PeerLink[]
  skipped: Skipped[]
}

/** A file recognised as a format but not readable as one: its message is shown as is, nothing is written. */
export class PeerRefused extends Error {}

export const folder = (name: string): PeerFolder => ({ name, children: [], links: [] })

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A scalar as text (YAML reads `port: 8080` or `name: 2024` as numbers), else null. */
export function str(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() || null
  if (typeof v === 'number' || typeof v === 'boolean') return String(v)
  return null
}
