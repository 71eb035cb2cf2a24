import type { Clock } from '../../core/clock'
import type { Database } from '../../core/db'
import { tx } from '../../core/db'
import { badRequest, notFound, tooLarge } from '../../core/errors'
import { parseId } from '../../core/input'
import type { ListingsService } from '../listings/listings.service'
import { findLanguage } from './snippets.languages'
import { createSnippetsRepo } from './snippets.repo'
import { MAX_CODE_BYTES, SNIPPET_PAGE_SIZE } from './snippets.constants'
import type { CodeItem, Language, SaveCodeBody, SaveSnippetBody, Snippet, SnippetPage } from './snippets.schema'

const SNIPPET_MESSAGES = {
  title: 'Snippet title is required',
  language: 'Please select a language',
  unknownLanguage: 'Unknown language.',
  code: 'Code snippet is required',
  codeContent: 'Code snippet content is required',
  tooLarge: `A code snippet may be at most ${MAX_CODE_BYTES / 1024} KiB.`,
  snippetNotFound: 'Snippet not found.',
  codeNotFound: 'Code snippet not found.',
  listNotFound: 'Snippet list not found.',
} as const

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
  const snippetList = (userId: number, id: number) => listings.ofType(userId, id, 'snippet')

  const ownSnippet = (userId: number, id: number): Snippet => {
    const found = repo.snippet(userId, id)
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
      const snippetId = parseId(body.snippetId)
      const listingId = parseId(body.listingId)
      if (snippetId !== null) {
        const existing = ownSnippet(userId, snippetId)
        if (listingId !== null && listingId !== existing.listingId) throw notFound(SNIPPET_MESSAGES.snippetNotFound)
        repo.updateSnippet(userId, existing.id, title, lang.languageValue, now)
        return repo.snippet(userId, existing.id)!
      }
      const first = code(body.snippetCode, SNIPPET_MESSAGES.code)
      // No list named is the same answer as a list that is not there.
      if (listingId === null) throw notFound(SNIPPET_MESSAGES.listNotFound)
      const list = snippetList(userId, listingId).listing
      return tx(db, () => {
        const id = repo.insertSnippet(userId, list.id, title, lang.languageValue, now)
        repo.insertItem(userId, id, { code: first, filename: filename(null, lang), language: lang.languageValue, mimeType: lang.mimeType }, now)
        return repo.snippet(userId, id)!
      })
    },

    /** Adds a code item to a snippet, or (codeId given) replaces one. */
    saveCode(userId: number, snippetId: number, body: SaveCodeBody): CodeItem {
      const content = code(body.snippetCode, SNIPPET_MESSAGES.codeContent)
      const lang = language(body.language)
      const snippet = ownSnippet(userId, snippetId)
      const codeId = parseId(body.codeId)
      const write = { code: content, filename: filename(body.snippetFilename, lang), language: lang.languageValue, mimeType: lang.mimeType }
      const now = clock.now()
      return tx(db, () => {
        let id: number
        if (codeId !== null) {
          id = codeId
          if (!repo.item(userId, snippet.id, id)) throw notFound(SNIPPET_MESSAGES.codeNotFound)
          repo.updateItem(userId, snippet.id, id, write, now)
        } else id = repo.insertItem(userId, snippet.id, write, now)
        repo.touch(userId, snippet.id, now)
        return repo.item(userId, snippet.id, id)!
      })
    },

    removeCode(userId: number, snippetId: number, codeId: number) {
      const snippet = ownSnippet(userId, snippetId)
      tx(db, () => {
        if (!repo.deleteItem(userId, snippet.id, codeId)) throw notFound(SNIPPET_MESSAGES.codeNotFound)
        repo.touch(userId, snippet.id, clock.now())
      })
    },

    items(userId: number, snippetId: number) {
      const snippet = ownSnippet(userId, snippetId)
      return { snippet, snippetItems: repo.items(userId, snippet.id) }
    },

    remove(userId: number, snippetId: number) {
      if (!repo.deleteSnippet(userId, snippetId)) throw notFound(SNIPPET_MESSAGES.snippetNotFound)
    },

    /** One page (from 1) of a snippet list, newest first; a term keeps snippets with a file name or code containing it. */
    page(userId: number, listingId: number, page: number, filter: { term?: string; language?: string } = {}): SnippetPage {
      const { listing, parents } = snippetList(userId, listingId)
      const term = filter.term?.trim() || null
      const lang = filter.language?.trim() || null
      const { snippets, total } = repo.page(userId, listing.id, { term, language: lang }, SNIPPET_PAGE_SIZE, (page - 1) * SNIPPET_PAGE_SIZE)
      return {
        currentPage: page,
        totalPages: Math.ceil(total / SNIPPET_PAGE_SIZE),
        snippets,
        breadcrumb: [...parents, { id: listing.id, listingName: listing.listingName }],
        // snippetList answers snippet lists only; the literal type says so to the answer's schema.
        snippet: { ...listing, listingType: 'snippet' },
      }
    },
  }
}

export type SnippetsService = ReturnType<typeof createSnippetsService>
