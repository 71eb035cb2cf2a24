import { Elysia, t } from 'elysia'
import type { AuthPlugin } from '../../core/auth'
import { ok } from '../../core/envelope'
import { IdParam, Ok } from '../../core/input'
import { LANGUAGES } from './snippets.languages'
import { MAX_CODE_BYTES, SNIPPET_PAGE_SIZE } from './snippets.constants'
import {
  CodeItem,
  CodeParams,
  Language,
  LanguageQuery,
  PageParams,
  SaveCodeBody,
  SaveSnippetBody,
  SearchParams,
  Snippet,
  SnippetItems,
  SnippetPage,
} from './snippets.schema'
import type { SnippetsService } from './snippets.service'

const tags = ['Snippets']
const LIMITS = `Code items hold at most ${MAX_CODE_BYTES / 1024} KiB (UTF-8), else 413.`
const PAGING = `${SNIPPET_PAGE_SIZE} snippets a page, newest first: currentPage, totalPages, snippets, breadcrumb (folders down to the list), snippet (the list). ?language= keeps one languageValue.`

export function snippetsRoutes(deps: { auth: AuthPlugin; service: SnippetsService }) {
  const { service } = deps
  return new Elysia({ name: 'snippets-routes', prefix: '/snippet' })
    .use(deps.auth)
    .get('/languages', () => ok(LANGUAGES), {
      auth: true,
      response: Ok(t.Array(Language)),
      detail: {
        tags,
        summary:
          "The language catalogue: languageName, languageValue, languageExtension, languageIcon, mimeType, highlight (highlight.js grammar or null). First is 'Display Text' (disptext).",
      },
    })
    .post('/item', ({ user, body }) => ok(service.save(user.id, body)), {
      auth: true,
      body: SaveSnippetBody,
      response: Ok(Snippet),
      detail: {
        tags,
        summary: `Create a snippet in a snippet list (listingId) with its first code item (snippetCode, file name snippet.{ext}), or with snippetId change its title and language. Answers the snippet. ${LIMITS}`,
      },
    })
    .post('/save/:id', ({ user, params, body }) => ok(service.saveCode(user.id, params.id, body)), {
      auth: true,
      params: IdParam,
      body: SaveCodeBody,
      response: Ok(CodeItem),
      detail: { tags, summary: `Add a code item to a snippet, or with codeId replace one. An empty snippetFilename becomes snippet.{ext}. ${LIMITS}` },
    })
    .get('/list/:id', ({ user, params }) => ok(service.items(user.id, params.id)), {
      auth: true,
      params: IdParam,
      response: Ok(SnippetItems),
      detail: { tags, summary: "A snippet's code items, oldest first: snippet, snippetItems" },
    })
    .get(
      '/:id/delete',
      ({ user, params }) => {
        service.remove(user.id, params.id)
        return ok('Snippet deleted.')
      },
      { auth: true, params: IdParam, response: Ok(t.String()), detail: { tags, summary: 'Delete a snippet and its code items' } },
    )
    .get(
      '/:id/delete/:codeId',
      ({ user, params }) => {
        service.removeCode(user.id, params.id, params.codeId)
        return ok('Code snippet deleted successfully.')
      },
      { auth: true, params: CodeParams, response: Ok(t.String()), detail: { tags, summary: 'Delete one code item of a snippet' } },
    )
    .get('/:id/items/:page', ({ user, params, query }) => ok(service.page(user.id, params.id, params.page, query)), {
      auth: true,
      params: PageParams,
      query: LanguageQuery,
      response: Ok(SnippetPage),
      detail: { tags, summary: `A page (from 1) of a snippet list. ${PAGING}` },
    })
    .get('/:id/items/:page/search/:term', ({ user, params, query }) => ok(service.page(user.id, params.id, params.page, { ...query, term: params.term })), {
      auth: true,
      params: SearchParams,
      query: LanguageQuery,
      response: Ok(SnippetPage),
      detail: { tags, summary: `A page of the snippets with a code item whose file name or code contains the term (ASCII case ignored). ${PAGING}` },
    })
}
