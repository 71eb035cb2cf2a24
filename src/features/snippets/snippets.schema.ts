import { t } from 'elysia'
import type { FolderRef, Listing } from '../listings/listings.schema'

/** One entry of the language catalogue (assets/languages.json, made by scripts/build-languages.ts). */
export interface Language {
  languageName: string
  languageValue: string
  /** Without the dot: the default file name is snippet.{languageExtension}. */
  languageExtension: string
  /** 'simple-icons:{id}' or 'tabler:{id}': an icon of the embedded packs. */
  languageIcon: string
  mimeType: string
  /** The highlight.js grammar that colours it; null shows plain text. */
  highlight: string | null
}

/** A titled group of code items. */
export interface Snippet {
  id: number
  listingId: number
  snippetTitle: string
  snippetLanguage: string
  /** ISO 8601 */
  createdAt: string
  updatedAt: string
}

export interface CodeItem {
  id: number
  snippetId: number
  snippetCode: string
  snippetFilename: string
  snippetLanguage: string
  mimeType: string
}

export interface SnippetPage {
  currentPage: number
  totalPages: number
  snippets: Snippet[]
  /** The list's folders from the top down, ending with the list itself. */
  breadcrumb: FolderRef[]
  /** The snippet list (its listingName heads the viewer). */
  snippet: Listing
}

const Id = t.Union([t.Number(), t.String()])
const Text = (maxLength: number, description?: string) => t.Optional(t.Nullable(t.String({ maxLength, description })))

export const SaveSnippetBody = t.Object({
  listingId: t.Optional(t.Nullable(Id)),
  snippetId: t.Optional(t.Nullable(Id, { description: 'Present when editing: then only the title and language change' })),
  snippetTitle: Text(200),
  language: Text(100, 'A languageValue of GET /snippet/languages'),
  // The JSON body limit is above MAX_CODE_BYTES, so the service can answer 413 with its own message.
  snippetCode: t.Optional(t.Nullable(t.String({ description: 'The first code item; required when creating, ignored when editing' }))),
})
export type SaveSnippetBody = typeof SaveSnippetBody.static

export const SaveCodeBody = t.Object({
  codeId: t.Optional(t.Nullable(Id, { description: 'Present when editing a code item' })),
  snippetCode: t.Optional(t.Nullable(t.String())),
  snippetFilename: Text(255, "Empty: 'snippet.' plus the language's extension"),
  language: Text(100, 'A languageValue of GET /snippet/languages'),
})
export type SaveCodeBody = typeof SaveCodeBody.static

// One name for the first segment: the router needs it the same in /{snippetId}/delete and /{listingId}/items.
export const IdParam = t.Object({ id: t.String() })
export const CodeParams = t.Object({ id: t.String(), codeId: t.String() })
export const PageParams = t.Object({ id: t.String(), page: t.String() })
export const SearchParams = t.Object({ id: t.String(), page: t.String(), term: t.String() })
export const LanguageQuery = t.Object({ language: t.Optional(t.String({ description: 'Only snippets of this languageValue' })) })
