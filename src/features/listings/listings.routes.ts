import { Elysia, t } from 'elysia'
import { jsonResponse } from '../../core/answer-cache'
import type { AuthPlugin } from '../../core/auth'
import { ok } from '../../core/envelope'
import { IdParam, ReorderBody, SaveFolderBody, SaveLinkBody, SaveSnippetListBody, SaveTodoListBody } from './listings.schema'
import { NAMED_LISTS, type NamedListKind } from './named-lists'
import type { Icon } from '../users/users.schema'
import type { ListingsService } from './listings.service'

const tags = ['Listings']

const NAMED_BODIES = { folder: SaveFolderBody, todo: SaveTodoListBody, snippet: SaveSnippetListBody }
const NAMED_TITLES = { folder: 'folder', todo: 'todo list', snippet: 'snippet list' }

/** GET /{kind}/:id and POST /save/{kind} for the lists that hold only a name, an icon and the sidebar switch. */
function namedListRoutes(deps: { auth: AuthPlugin; service: ListingsService }, kind: NamedListKind) {
  const { type, name, icon } = NAMED_LISTS[kind]
  const title = NAMED_TITLES[kind]
  return new Elysia({ name: `listings-${kind}` })
    .use(deps.auth)
    .get(`/${kind}/:id`, ({ user, params }) => ok(deps.service.withParents(user.id, params.id)), {
      auth: true,
      params: IdParam,
      detail: { tags, summary: `A listing for the ${title} form: listing and parents (its ancestors, top first)` },
    })
    .post(
      `/save/${kind}`,
      ({ user, body }) => {
        const fields = body as Record<string, unknown>
        return ok(deps.service.saveNamed(user.id, type, { ...body, name: fields[name] as string | null, icon: fields[icon] as Icon | null }))
      },
      { auth: true, body: NAMED_BODIES[kind], detail: { tags, summary: `Create (no listingId) or update a ${title}: ${name}, ${icon}, showInSidebar` } },
    )
}

export function listingsRoutes(deps: { auth: AuthPlugin; service: ListingsService }) {
  const { service } = deps
  return new Elysia({ name: 'listings-routes', prefix: '/listing' })
    .use(deps.auth)
    .use(namedListRoutes(deps, 'folder'))
    .use(namedListRoutes(deps, 'todo'))
    .use(namedListRoutes(deps, 'snippet'))
    .get('/all', ({ user }) => ok(service.all(user.id)), {
      auth: true,
      detail: { tags, summary: 'Every listing of the user (the /manage/listing screen)' },
    })
    .get('/folder/:id/list', ({ user, params, request }) => jsonResponse(service.listAnswer(user.id, params.id), request), {
      auth: true,
      params: IdParam,
      detail: { tags, summary: "A folder's cards ('root' is the home page): items, parentFolder, breadcrumb" },
    })
    .post(
      '/folder/:id/reorder',
      ({ user, params, body }) => {
        service.reorder(user.id, params.id, body.items)
        return ok('Items reordered successfully.')
      },
      { auth: true, params: IdParam, body: ReorderBody, detail: { tags, summary: "Save the order of a folder's children (ids of that folder only)" } },
    )
    .get('/link/:id', ({ user, params }) => ok(service.link(user.id, params.id)), {
      auth: true,
      params: IdParam,
      detail: { tags, summary: "A link for the link form ('new' for a new one): listing, integrations, parents, pages" },
    })
    .get('/parents/:id', ({ user, params }) => ok(service.parents(user.id, params.id)), {
      auth: true,
      params: IdParam,
      detail: { tags, summary: 'A folder and its ancestors, top first (breadcrumb of a form adding into it)' },
    })
    .post('/save/link', ({ user, body }) => ok(service.saveLink(user.id, body)), {
      auth: true,
      body: SaveLinkBody,
      detail: { tags, summary: 'Create (no listingId) or update a link, with its page and live-app settings' },
    })
    .get(
      '/move/:id/to/:target',
      ({ user, params }) => {
        service.move(user.id, params.id, params.target)
        return ok('Item moved successfully.')
      },
      { auth: true, params: t.Object({ id: t.String(), target: t.String() }), detail: { tags, summary: "Move a listing into a folder ('root' for the home page)" } },
    )
    .get(
      '/delete/:id',
      ({ user, params }) => {
        service.remove(user.id, params.id)
        return ok('Item deleted successfully.')
      },
      { auth: true, params: IdParam, detail: { tags, summary: 'Delete a listing and everything beneath it' } },
    )
}
