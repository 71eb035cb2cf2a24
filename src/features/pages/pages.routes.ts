import { Elysia, t } from 'elysia'
import type { AuthPlugin } from '../../core/auth'
import { ok } from '../../core/envelope'
import { Ok } from '../../core/input'
import { ActionParams, IdParams, PAGE_MESSAGES, Page, PageSummary, SaveBody } from './pages.schema'
import type { PagesService } from './pages.service'

const tags = ['Pages']

export function pagesRoutes(deps: { auth: AuthPlugin; service: PagesService }) {
  const { service } = deps
  return new Elysia({ name: 'pages-routes', prefix: '/page' })
    .use(deps.auth)
    .get('/list', ({ user }) => ok(service.list(user.id)), {
      auth: true,
      response: Ok(t.Array(PageSummary)),
      detail: { tags, summary: 'The signed-in user’s pages, last changed first: id, pageTitle, isPublished, createdAt, updatedAt (no content)' },
    })
    .get('/info/:pageId', async ({ user, params }) => ok(await service.info(user.id, params.pageId)), {
      auth: true,
      params: IdParams,
      response: Ok(Page),
      detail: { tags, summary: 'One of the user’s own pages for the editor: id, pageTitle, pageContent (sanitized HTML), isPublished' },
    })
    .get('/info/:pageId/active', async ({ user, params }) => ok(await service.active(user.id, params.pageId)), {
      auth: true,
      display: { views: ['page'], item: { param: 'pageId' } },
      params: IdParams,
      response: Ok(Page),
      detail: {
        tags,
        summary: 'The /p/{pageId} view (same fields)',
        description: 'Needs a session like every call. Answers the user’s own page once it is published; a draft, another user’s page or no such page: 404.',
      },
    })
    .post('/save', async ({ user, body }) => ok(await service.save(user.id, body)), {
      auth: true,
      body: SaveBody,
      response: Ok(Page),
      detail: {
        tags,
        summary: 'Create (no pageId) or update a page',
        description:
          "The HTML is sanitized before it is stored: headings, paragraphs, lists, links (http, https, mailto; rel noopener), images by http(s) URL, code blocks, quotes, bold, italic, strike, underline, inline code, hr and br are kept; scripts, event handlers, style attributes, iframes and other URL schemes are removed. 400 'Page title must not be empty.'; 413 when the content exceeds 512 KB.",
      },
    })
    .get(
      '/delete/:pageId',
      ({ user, params }) => {
        service.remove(user.id, params.pageId)
        return ok(PAGE_MESSAGES.deleted)
      },
      { auth: true, params: IdParams, response: Ok(t.String()), detail: { tags, summary: 'Delete one of the user’s pages' } },
    )
    .get('/action/:pageId/:action', ({ user, params }) => ok(service.setPublished(user.id, params.pageId, params.action === 'publish')), {
      auth: true,
      params: ActionParams,
      response: Ok(PageSummary),
      detail: { tags, summary: 'Publish or unpublish (make a draft of) one of the user’s pages; answers the page without its content' },
    })
}
