import { t } from 'elysia'

export const TITLE_MAX = 200
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
  pageId: t.Optional(t.Nullable(t.Union([t.Integer(), t.String()], { description: 'Absent, null or empty for a new page' }))),
  pageTitle: t.String({ description: `Required, at most ${TITLE_MAX} characters` }),
  pageContent: t.Optional(t.String({ description: `HTML; sanitized before it is stored; at most ${CONTENT_MAX_BYTES / 1024} KB (413 beyond)` })),
  publish: t.Optional(t.Boolean({ description: 'Default: true for a new page, unchanged for an existing one' })),
})
export type SaveInput = typeof SaveBody.static

export const IdParams = t.Object({ pageId: t.String() })
export const ActionParams = t.Object({ pageId: t.String(), action: t.Union([t.Literal('publish'), t.Literal('unpublish')]) })

/** A card on /pages: everything but the content. */
export interface PageSummary {
  id: number
  pageTitle: string
  isPublished: boolean
  createdAt: string
  updatedAt: string
}

export interface Page extends PageSummary {
  /** Sanitized HTML. */
  pageContent: string
}
