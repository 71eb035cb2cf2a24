import type { Clock } from '../../core/clock'
import type { Database } from '../../core/db'
import { tx } from '../../core/db'
import { badRequest, notFound, tooLarge } from '../../core/errors'
import type { ListingsService } from '../listings/listings.service'
import { findLanguage } from './snippets.languages'
import { createSnippetsRepo } from './snippets.repo'
import { MAX_CODE_BYTES, SNIPPET_PAGE_SIZE } from './snippets.constants'
import type { CodeItem, Language, SaveCodeBody, SaveSnippetBody, Snippet, SnippetPage } from './snippets.schema'

export const SNIPPET_MESSAGES = {
  title: 'Snippet title is required',
  language: 'Please select a language',
  unknownLanguage: 'Unknown language.',
  code: 'Code snippet is required',
  codeContent: 'Code snippet content is required',
  tooLarge: `A code snippet may be at most ${MAX_CODE_BYTES / 1024} KiB.`,
  badPage: 'The page must be a whole number from 1.',
  snippetNotFound: 'Snippet not found.',
  codeNotFound: 'Code snippet not found.',
  listNotFound: 'Snippet list not found.',
} as const

/** A path or body id: a positive integer, else the item cannot exist. */
function toId(raw: unknown, missing: string): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(n) || n < 1) throw notFound(missing)
  return n
}

const given = (raw: unknown) => raw !== null && raw !== undefined && raw !== ''

function language(value: string | null | undefined): Language {
  const wanted = value?.trim()
  if (!wanted) throw badRequest(SNIPPET_MESSAGES.language)
  const found = findLanguage(wanted)
  if (!found) throw badRequest(SNIPPET_MESSAGES.unknownLanguage)
  return found
}

function code(value: string | null | undefined, empty: string): string {
  if (!value?.trim()) throw badRequest(empty)
  if (Buffer.byteLength(value) > MAX_CODE_BYTES) throw tooLarge(SNIPPET_MESSAGES.tooLarge)
  return value
}

const filename = (value: string | null | undefined, lang: Language) => value?.trim() || `snippet.${lang.languageExtension}`

export function createSnippetsService(deps: { db: Database; clock: Clock; listings: ListingsService }) {
  const { db, clock, listings } = deps
  const repo = createSnippetsRepo(db)

  /** The user's listing of type snippet, with its ancestors. */
  const snippetList = (userId: number, rawId: unknown) => listings.ofType(userId, toId(rawId, SNIPPET_MESSAGES.listNotFound), 'snippet')

  const ownSnippet = (userId: number, rawId: unknown): Snippet => {
    const found = repo.snippet(userId, toId(rawId, SNIPPET_MESSAGES.snippetNotFound))
    if (!found) throw notFound(SNIPPET_MESSAGES.snippetNotFound)
    return found
  }

  return {
    /** Creates a snippet with its first code item, or (snippetId given) changes its title and language. */
    save(userId: number, body: SaveSnippetBody): Snippet {
      const title = body.snippetTitle?.trim()
      if (!title) throw badRequest(SNIPPET_MESSAGES.title)
      const lang = language(body.language)
      const now = clock.now()
      if (given(body.snippetId)) {
        const existing = ownSnippet(userId, body.snippetId)
        if (given(body.listingId) && String(body.listingId) !== String(existing.listingId)) throw notFound(SNIPPET_MESSAGES.snippetNotFound)
        repo.updateSnippet(userId, existing.id, title, lang.languageValue, now)
        return repo.snippet(userId, existing.id)!
      }
      const first = code(body.snippetCode, SNIPPET_MESSAGES.code)
      const list = snippetList(userId, body.listingId).listing
      return tx(db, () => {
        const id = repo.insertSnippet(userId, list.id, title, lang.languageValue, now)
        repo.insertItem(userId, id, { code: first, filename: filename(null, lang), language: lang.languageValue, mimeType: lang.mimeType }, now)
        return repo.snippet(userId, id)!
      })
    },

    /** Adds a code item to a snippet, or (codeId given) replaces one. */
    saveCode(userId: number, rawSnippetId: string, body: SaveCodeBody): CodeItem {
      const content = code(body.snippetCode, SNIPPET_MESSAGES.codeContent)
      const lang = language(body.language)
      const snippet = ownSnippet(userId, rawSnippetId)
      const write = { code: content, filename: filename(body.snippetFilename, lang), language: lang.languageValue, mimeType: lang.mimeType }
      const now = clock.now()
      return tx(db, () => {
        let id: number
        if (given(body.codeId)) {
          id = toId(body.codeId, SNIPPET_MESSAGES.codeNotFound)
          if (!repo.item(userId, snippet.id, id)) throw notFound(SNIPPET_MESSAGES.codeNotFound)
          repo.updateItem(userId, snippet.id, id, write, now)
        } else id = repo.insertItem(userId, snippet.id, write, now)
        repo.touch(userId, snippet.id, now)
        return repo.item(userId, snippet.id, id)!
      })
    },

    removeCode(userId: number, rawSnippetId: string, rawCodeId: string) {
      const snippet = ownSnippet(userId, rawSnippetId)
      tx(db, () => {
        if (!repo.deleteItem(userId, snippet.id, toId(rawCodeId, SNIPPET_MESSAGES.codeNotFound))) throw notFound(SNIPPET_MESSAGES.codeNotFound)
        repo.touch(userId, snippet.id, clock.now())
      })
    },

    items(userId: number, rawSnippetId: string) {
      const snippet = ownSnippet(userId, rawSnippetId)
      return { snippet, snippetItems: repo.items(userId, snippet.id) }
    },

    remove(userId: number, rawSnippetId: string) {
      if (!repo.deleteSnippet(userId, toId(rawSnippetId, SNIPPET_MESSAGES.snippetNotFound))) throw notFound(SNIPPET_MESSAGES.snippetNotFound)
    },

    /** One page (from 1) of a snippet list, newest first; a term keeps snippets with a file name or code containing it. */
    page(userId: number, rawListingId: string, rawPage: string, filter: { term?: string; language?: string } = {}): SnippetPage {
      const page = /^\d{1,9}$/.test(rawPage) ? Number(rawPage) : 0
      if (page < 1) throw badRequest(SNIPPET_MESSAGES.badPage)
      const { listing, parents } = snippetList(userId, rawListingId)
      const term = filter.term?.trim() || null
      const lang = filter.language?.trim() || null
      const { snippets, total } = repo.page(userId, listing.id, { term, language: lang }, SNIPPET_PAGE_SIZE, (page - 1) * SNIPPET_PAGE_SIZE)
      return {
        currentPage: page,
        totalPages: Math.ceil(total / SNIPPET_PAGE_SIZE),
        snippets,
        breadcrumb: [...parents, { id: listing.id, listingName: listing.listingName }],
        snippet: listing,
      }
    },
  }
}

export type SnippetsService = ReturnType<typeof createSnippetsService>
