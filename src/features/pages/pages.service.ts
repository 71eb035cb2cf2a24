import type { Clock } from '../../core/clock'
import type { Database } from '../../core/db'
import { badRequest, notFound, tooLarge } from '../../core/errors'
import type { PageOption } from '../listings/listings.schema'
import { createPagesRepo, type StoredPage } from './pages.repo'
import { CONTENT_MAX_BYTES, PAGE_MESSAGES, TITLE_MAX, type Page, type PageSummary, type SaveInput } from './pages.schema'
import { sanitizePageHtml } from './pages.sanitize'

/** A path segment or body id; anything but a positive integer names no page. */
function toPageId(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(n) || n < 1) throw notFound(PAGE_MESSAGES.notFound)
  return n
}

const isNew = (raw: SaveInput['pageId']) => raw === undefined || raw === null || raw === ''

export function createPagesService(deps: { db: Database; clock: Clock }) {
  const { clock } = deps
  const repo = createPagesRepo(deps.db)

  const owned = (userId: number, rawId: unknown): StoredPage => {
    const page = repo.get(userId, toPageId(rawId))
    if (!page) throw notFound(PAGE_MESSAGES.notFound)
    return page
  }
  // Stored HTML was sanitized when saved; sanitizing again when shown covers rows written under an older policy.
  const shown = async ({ content, ...page }: StoredPage): Promise<Page> => ({ ...page, pageContent: await sanitizePageHtml(content) })

  return {
    list: (userId: number): PageSummary[] => repo.list(userId),

    /** The link form's "Select Page" dropdown. */
    options: (userId: number): PageOption[] => repo.options(userId),

    info: (userId: number, rawId: string) => shown(owned(userId, rawId)),

    /** /p/{id}: a published page of any user of this Foyer, or the viewer's own draft; anything else is not found. */
    active(userId: number, rawId: string) {
      const id = toPageId(rawId)
      // Pages are private to their owner like all data; a draft is not shown at /p/{id} until published.
      const page = repo.get(userId, id)
      if (!page?.isPublished) throw notFound(PAGE_MESSAGES.notFound)
      return shown(page)
    },

    async save(userId: number, input: SaveInput): Promise<Page> {
      const existing = isNew(input.pageId) ? null : owned(userId, input.pageId)
      const title = input.pageTitle.trim()
      if (!title) throw badRequest(PAGE_MESSAGES.titleEmpty)
      if (title.length > TITLE_MAX) throw badRequest(PAGE_MESSAGES.titleLong)
      const raw = input.pageContent ?? ''
      if (Buffer.byteLength(raw) > CONTENT_MAX_BYTES) throw tooLarge(PAGE_MESSAGES.contentLarge)
      const content = await sanitizePageHtml(raw)
      const publish = input.publish ?? existing?.isPublished ?? true
      const now = clock.now()
      let id = existing?.id
      if (id) repo.update(userId, id, title, content, publish, now)
      else id = repo.insert(userId, title, content, publish, now)
      return shown(owned(userId, id))
    },

    remove(userId: number, rawId: string) {
      if (!repo.remove(userId, toPageId(rawId))) throw notFound(PAGE_MESSAGES.notFound)
    },

    setPublished(userId: number, rawId: string, publish: boolean): PageSummary {
      const id = toPageId(rawId)
      if (!repo.setPublished(userId, id, publish, clock.now())) throw notFound(PAGE_MESSAGES.notFound)
      const { content: _, ...summary } = repo.get(userId, id)!
      return summary
    },
  }
}

export type PagesService = ReturnType<typeof createPagesService>
