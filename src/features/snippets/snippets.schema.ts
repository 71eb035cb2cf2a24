import { t } from 'elysia'
import { Asked, Id, MODEL, OptionalBodyId, OrNull, Page, Text } from '../../core/input'

/** One entry of the language catalogue (assets/languages.json, made by scripts/build-languages.ts). */
export const Language = t.Object({
  languageName: t.String(),
  languageValue: t.String(),
  languageExtension: t.String({ description: 'Without the dot: the default file name is snippet.{languageExtension}' }),
  languageIcon: t.String({ description: "'simple-icons:{id}' or 'tabler:{id}': an icon of the embedded packs" }),
  mimeType: t.String(),
  highlight: t.Nullable(t.String(), { description: 'The highlight.js grammar that colours it; null shows plain text' }),
})
export type Language = typeof Language.static

/** A titled group of code items. */
export const Snippet = t.Object(
  {
    id: t.Integer(),
    listingId: t.Integer(),
    snippetTitle: t.String(),
    snippetLanguage: t.String(),
    createdAt: t.String({ format: 'date-time' }),
    updatedAt: t.String({ format: 'date-time' }),
  },
  { [MODEL]: 'Snippet' },
)
export type Snippet = typeof Snippet.static

export const CodeItem = t.Object(
  {
    id: t.Integer(),
    snippetId: t.Integer(),
    snippetCode: t.String(),
    snippetFilename: t.String(),
    snippetLanguage: t.String(),
    mimeType: t.String(),
  },
  { [MODEL]: 'CodeItem' },
)
export type CodeItem = typeof CodeItem.static

export const SnippetItems = t.Object({ snippet: Snippet, snippetItems: t.Array(CodeItem, { description: 'Oldest first' }) })

export const SnippetPage = t.Object({
  currentPage: t.Integer(),
  totalPages: t.Integer({ description: '0 without snippets' }),
  snippets: t.Array(Snippet, { description: 'Newest first' }),
  breadcrumb: t.Array(t.Object({ id: t.Integer(), listingName: t.String() }), {
    description: "The list's folders from the top down, ending with the list itself",
  }),
  // The listing card as GET /listing/snippet/{id} answers it; its other fields pass through unchecked.
  snippet: t.Object(
    { id: t.Integer(), listingName: t.String(), listingType: t.Literal('snippet'), parentId: t.Nullable(t.Integer()) },
    { additionalProperties: true, description: 'The snippet list (its listingName heads the viewer)' },
  ),
})
export type SnippetPage = typeof SnippetPage.static

const TITLE_MAX = 200
const FILENAME_MAX = 255
const LanguageValue = t.Optional(OrNull(Text(100, { description: 'A languageValue of GET /snippet/languages' })))

export const SaveSnippetBody = t.Object({
  listingId: OptionalBodyId,
  snippetId: OptionalBodyId,
  snippetTitle: Asked(OrNull(Text(TITLE_MAX, { error: `A snippet title may be at most ${TITLE_MAX} characters.` }))),
  language: LanguageValue,
  // The JSON body limit is above MAX_CODE_BYTES, so the service can answer 413 with its own message.
  snippetCode: t.Optional(t.Nullable(t.String({ description: 'The first code item; required when creating, ignored when editing' }))),
})
export type SaveSnippetBody = typeof SaveSnippetBody.static

export const SaveCodeBody = t.Object({
  codeId: OptionalBodyId,
  snippetCode: Asked(t.Nullable(t.String())),
  snippetFilename: t.Optional(
    OrNull(
      Text(FILENAME_MAX, { description: "Empty: 'snippet.' plus the language's extension", error: `A file name may be at most ${FILENAME_MAX} characters.` }),
    ),
  ),
  language: LanguageValue,
})
export type SaveCodeBody = typeof SaveCodeBody.static

// One name (id) for the first segment: the router needs it the same in /{snippetId}/delete and /{listingId}/items.
export const CodeParams = t.Object({ id: Id, codeId: Id })
export const PageParams = t.Object({ id: Id, page: Page })
export const SearchParams = t.Object({ id: Id, page: Page, term: Text(200, { description: 'Part of a file name or of the code' }) })
export const LanguageQuery = t.Object({ language: t.Optional(Text(100, { description: 'Only snippets of this languageValue' })) })
