import { t } from 'elysia'

/** One icon of a pack JSON; iconUrl and iconUrlLight may be relative to the pack's baseUrl and baseUrlLight. */
export interface PackIcon {
  iconName: string
  iconId: string
  iconUrl: string
  iconUrlLight?: string | null
}

/** The spec's pack JSON: what the picker lists, for embedded and installed packs alike. */
export interface PackJson {
  iconProvider: string
  baseUrl?: string | null
  baseUrlLight?: string | null
  iconData: PackIcon[]
}

/** One entry of the store catalogue, with what the server knows of this user's copy. */
export interface StorePack {
  iconName: string
  iconProvider: string
  iconPackVersion: string | null
  iconCount: number | null
  packDeveloper: string | null
  description: string | null
  homepage: string | null
  previewImage: string | null
  iconUrl: string | null
  jsonUrl: string
  /** The installed copy (id and version), or null when not installed. */
  installed: { id: string; version: string | null } | null
  /** The catalogue's version is semantically newer than the installed one. */
  updateAvailable: boolean
}

/** An installed or embedded pack as the lists and the dashboard show it (never its icons). */
export interface PackSummary {
  id: string
  /** Present only on packs the user installed: those alone can be deleted. */
  userId: number | null
  iconProvider: string
  iconName: string
  jsonUrl: string | null
  credit: { name: string; url: string | null } | null
  version: string | null
  iconCount: number
  kind: 'own' | 'built-in' | 'installed'
}

export interface UploadedImage {
  id: number
  iconPath: string
}

/** A multipart form with one file in field icon; JSON or any other shape is a 400 before the service runs. */
const NOT_A_FORM = 'Send one image as the multipart field icon.'
export const UploadBody = t.Object({ icon: t.File({ error: NOT_A_FORM }) }, { error: NOT_A_FORM })

export const AddPackBody = t.Object({ iconpackUrl: t.String({ maxLength: 2048 }) })
export const PageQuery = t.Object({ page: t.Optional(t.Numeric({ minimum: 1, maximum: 100000 })) })
