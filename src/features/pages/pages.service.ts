import type { Clock } from '../../core/clock'
import type { Database } from '../../core/db'
import { badRequest, notFound, tooLarge } from '../../core/errors'
import { parseId } from '../../core/input'
import type { PageOption } from '../listings/listings.schema'
import { createPagesRepo, type StoredPage } from './pages.repo'
import { CONTENT_MAX_BYTES, PAGE_MESSAGES, type Page, type PageSummary, type SaveInput } from './pages.schema'
import { sanitizePageHtml } from './pages.sanitize'

export function createPagesService(deps: { db: Database; clock: Clock }) {
  const { clock } = deps
  const repo = createPagesRepo(deps.db)

  const owned = (userId: number, id: number): StoredPage => {
    const page = repo.get(userId, id)
    if (!page) throw notFound(PAGE_MESSAGES.notFound)
    return page
  }
  // Stored HTML was sanitized when saved; sanitizing again when shown covers rows written under an older policy.
  const shown = async ({ content, ...page }: StoredPage): Promise<Page> => ({ ...page, pageContent: await sanitizePageHtml(content) })

  return {
    list: (userId: number): PageSummary[] => repo.list(userId),

    /** The link form's "Select Page" dropdown. */
    options: (userId: number): PageOption[] => repo.options(userId),

    info: (userId: number, id: number) => shown(owned(userId, id)),

    /** /p/{id}: a published page of any user of this Foyer, or the viewer's own draft; anything else is not found. */
    active(userId: number, id: number) {
      // Pages are private to their owner like all data; a draft is not shown at /p/{id} until published.
      const page = repo.get(userId, id)
      if (!page?.isPublished) throw notFound(PAGE_MESSAGES.notFound)
      return shown(page)
    },

    async save(userId: number, input: SaveInput): Promise<Page> {
      const pageId = parseId(input.pageId)
      const existing = pageId === null ? null : owned(userId, pageId)
      const title = input.pageTitle.trim()
      if (!title) throw badRequest(PAGE_MESSAGES.titleEmpty)
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

    remove(userId: number, id: number) {
      if (!repo.remove(userId, id)) throw notFound(PAGE_MESSAGES.notFound)
    },

    setPublished(userId: number, id: number, publish: boolean): PageSummary {
      if (!repo.setPublished(userId, id, publish, clock.now())) throw notFound(PAGE_MESSAGES.notFound)
      const { content: _, ...summary } = repo.get(userId, id)!
      return summary
    },
  }
}

export type PagesService = ReturnType<typeof createPagesService>
