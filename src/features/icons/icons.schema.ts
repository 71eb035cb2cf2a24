import { t } from 'elysia'
import { Id, MODEL, OneOf, Page } from '../../core/input'
import { BUILT_IN_PROVIDERS, SELF_HOSTED } from './icons.defaults'
import { IMAGE_FILE_NAME } from './stored-image'

/** One icon of a pack JSON; iconUrl and iconUrlLight may be relative to the pack's baseUrl and baseUrlLight. */
export const PackIcon = t.Object({
  iconName: t.String(),
  iconId: t.String(),
  iconUrl: t.String(),
  iconUrlLight: t.Optional(t.Nullable(t.String())),
})
export type PackIcon = typeof PackIcon.static

/** The spec's pack JSON: what the picker lists, for embedded and installed packs alike. */
export const PackJson = t.Object({
  iconProvider: t.String(),
  baseUrl: t.Optional(t.Nullable(t.String())),
  baseUrlLight: t.Optional(t.Nullable(t.String())),
  iconData: t.Array(PackIcon),
})
export type PackJson = typeof PackJson.static

const OrNullText = t.Nullable(t.String())

/** One entry of the store catalogue, with what the server knows of this user's copy. */
export const StorePack = t.Object({
  iconName: t.String(),
  iconProvider: t.String(),
  iconPackVersion: OrNullText,
  iconCount: t.Nullable(t.Integer()),
  packDeveloper: OrNullText,
  description: OrNullText,
  homepage: OrNullText,
  previewImage: OrNullText,
  iconUrl: OrNullText,
  jsonUrl: t.String(),
  installed: t.Nullable(t.Object({ id: t.String(), version: OrNullText }), { description: 'The installed copy, or null when not installed' }),
  updateAvailable: t.Boolean({ description: "The catalogue's version is semantically newer than the installed one" }),
})
export type StorePack = typeof StorePack.static

/** An installed or embedded pack as the lists and the dashboard show it (never its icons). */
export const PackSummary = t.Object(
  {
    id: t.String(),
    userId: t.Nullable(t.Integer(), { description: 'Present only on packs the user installed: those alone can be deleted' }),
    iconProvider: t.String(),
    iconName: t.String(),
    jsonUrl: OrNullText,
    credit: t.Nullable(t.Object({ name: t.String(), url: OrNullText })),
    version: OrNullText,
    iconCount: t.Integer(),
    kind: OneOf(['own', 'built-in', 'installed']),
  },
  { [MODEL]: 'PackSummary' },
)
export type PackSummary = typeof PackSummary.static

/** An icon on a pack's preview card, ready for the picker (own uploads have no name). */
export const PreviewIcon = t.Object({
  iconName: t.Optional(t.String()),
  iconId: t.String(),
  iconUrl: t.String(),
  iconUrlLight: OrNullText,
  iconProvider: t.String(),
})
export type PreviewIcon = typeof PreviewIcon.static

/** A multipart form with one file in field icon; JSON or any other shape is a 400 before the service runs. */
const NOT_A_FORM = 'Send one image as the multipart field icon.'
export const UploadBody = t.Object({ icon: t.File({ error: NOT_A_FORM }) }, { error: NOT_A_FORM })

export const PackWithPreview = t.Composite([PackSummary, t.Object({ preview: t.Array(PreviewIcon) })])

export const InstallResult = t.Object({ pack: PackSummary, updated: t.Boolean({ description: 'An installed copy was replaced' }) })

export const UploadedImage = t.Object({ id: t.Integer(), iconPath: t.String() })
export type UploadedImage = typeof UploadedImage.static

/** A pack by its id: the own uploads, an embedded pack by provider, or an installed pack's number. */
export const PackId = t.Union([...[SELF_HOSTED, ...BUILT_IN_PROVIDERS].map((name) => t.Literal(name)), Id], {
  error: `Invalid icon pack id: a whole number from 1, or one of ${[SELF_HOSTED, ...BUILT_IN_PROVIDERS].join(', ')}.`,
})
export type PackId = typeof PackId.static
export const PackIdParam = t.Object({ id: PackId })

/** An embedded icon's address: /icons/{provider}/{version}/{theme}/{icon id}.svg */
export const EmbeddedIconParams = t.Object({
  provider: OneOf(BUILT_IN_PROVIDERS),
  version: t.String({ maxLength: 40, pattern: '^[0-9A-Za-z.+-]+$', error: 'Invalid version.' }),
  theme: OneOf(['dark', 'light']),
  file: t.String({ maxLength: 104, pattern: '^[a-z0-9_-]+\\.svg$', error: 'Invalid icon file: an icon id and .svg.' }),
})

export const ImageFileParams = t.Object({ name: t.String({ pattern: IMAGE_FILE_NAME, error: 'Invalid image file name.' }) })

export const AddPackBody = t.Object({
  iconpackUrl: t.String({ maxLength: 2048, pattern: '^\\s*https?://[^\\s/]+', error: 'The icon pack address must be an http(s) URL.' }),
})
export const PageQuery = t.Object({ page: t.Optional(Page) })
