import { t } from 'elysia'
import { Id, OneOf, OptionalBodyId, Text } from '../../core/input'

const TITLE_MAX = 200
/** Stored HTML per page; text and markup only, as images are links, so this is a long document. */
export const CONTENT_MAX_BYTES = 512 * 1024

export const PAGE_MESSAGES = {
  notFound: 'Page not found.',
  titleEmpty: 'Page title must not be empty.',
  titleLong: `Page title must be at most ${TITLE_MAX} characters.`,
  contentLarge: `Page content is too large (at most ${CONTENT_MAX_BYTES / 1024} KB).`,
  deleted: 'Page deleted.',
} as const

export const SaveBody = t.Object({
  pageId: OptionalBodyId,
  pageTitle: Text(TITLE_MAX, { description: `Required, at most ${TITLE_MAX} characters`, error: PAGE_MESSAGES.titleLong }),
  pageContent: t.Optional(t.String({ description: `HTML; sanitized before it is stored; at most ${CONTENT_MAX_BYTES / 1024} KB (413 beyond)` })),
  publish: t.Optional(t.Boolean({ description: 'Default: true for a new page, unchanged for an existing one' })),
})
export type SaveInput = typeof SaveBody.static

export const IdParams = t.Object({ pageId: Id })
export const ActionParams = t.Object({ pageId: Id, action: OneOf(['publish', 'unpublish'] as const, { error: 'The action must be publish or unpublish.' }) })

/** A card on /pages: everything but the content. */
export const PageSummary = t.Object({
  id: t.Integer(),
  pageTitle: t.String(),
  isPublished: t.Boolean(),
  createdAt: t.String({ format: 'date-time' }),
  updatedAt: t.String({ format: 'date-time' }),
})
export type PageSummary = typeof PageSummary.static

export const Page = t.Composite([PageSummary, t.Object({ pageContent: t.String({ description: 'Sanitized HTML' }) })])
export type Page = typeof Page.static
