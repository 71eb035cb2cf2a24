import { Elysia, t } from 'elysia'
import { jsonResponse } from '../../core/answer-cache'
import type { AuthPlugin } from '../../core/auth'
import { shownFolders } from '../../core/display-access'
import { ok } from '../../core/envelope'
import { IdParam, Ok, type Icon } from '../../core/input'
import { LISTING_KINDS, NAMED_KINDS, type NamedListKind } from '../../definitions/listing-kinds'
import {
  FolderList,
  FolderParam,
  FolderRef,
  LinkForm,
  LinkParam,
  Listing,
  ListingWithParents,
  MoveParams,
  ReorderBody,
  SaveLinkBody,
  namedListBody,
} from './listings.schema'
import type { ListingsService } from './listings.service'

const tags = ['Listings']
const Done = { 200: Ok(t.String()) }

/** GET /{kind}/:id and POST /save/{kind} for a kind that holds only a name, an icon and the sidebar switch. */
function namedListRoutes(deps: { auth: AuthPlugin; service: ListingsService }, kind: NamedListKind) {
  const { body: names, noun } = LISTING_KINDS[kind]
  return new Elysia({ name: `listings-${kind}` })
    .use(deps.auth)
    .get(`/${kind}/:id`, ({ user, params }) => ok(deps.service.withParents(user.id, params.id)), {
      auth: true,
      params: IdParam,
      response: { 200: Ok(ListingWithParents) },
      detail: { tags, summary: `A listing for the ${noun} form: listing and parents (its ancestors, top first)` },
    })
    .post(
      `/save/${kind}`,
      ({ user, body }) => {
        const named = body as Record<string, unknown>
        return ok(deps.service.saveNamed(user.id, kind, { ...body, name: named[names.name] as string | null, icon: named[names.icon] as Icon | null }))
      },
      {
        auth: true,
        body: namedListBody(kind),
        response: { 200: Ok(Listing) },
        detail: { tags, summary: `Create (no listingId) or update a ${noun}: ${names.name}, ${names.icon}, showInSidebar` },
      },
    )
}

export function listingsRoutes(deps: { auth: AuthPlugin; service: ListingsService }) {
  const { service } = deps
  const routes = new Elysia({ name: 'listings-routes', prefix: '/listing' }).use(deps.auth)
  // Elysia's use() adds to this instance: one pair of routes per named kind of the definitions.
  for (const kind of NAMED_KINDS) routes.use(namedListRoutes(deps, kind))
  return routes
    .get('/all', ({ user }) => ok(service.all(user.id)), {
      auth: true,
      response: { 200: Ok(t.Array(Listing)) },
      detail: { tags, summary: 'Every listing of the user (the /manage/listing screen)' },
    })
    .get(
      '/folder/:id/list',
      ({ user, params, request, display }) => jsonResponse(service.listAnswer(user.id, params.id, display && shownFolders(display)), request),
      {
        auth: true,
        display: { views: ['home', 'folder'], item: { param: 'id' } },
        params: FolderParam,
        response: { 200: Ok(FolderList) },
        detail: {
          tags,
          summary: "A folder's cards ('root' is the home page): items, parentFolder, breadcrumb (a wall display's starts at the folder it shows)",
        },
      },
    )
    .post(
      '/folder/:id/reorder',
      ({ user, params, body }) => {
        service.reorder(user.id, params.id, body.items)
        return ok('Items reordered successfully.')
      },
      {
        auth: true,
        params: FolderParam,
        body: ReorderBody,
        response: Done,
        detail: { tags, summary: "Save the order of a folder's children (ids of that folder only)" },
      },
    )
    .get('/link/:id', ({ user, params }) => ok(service.link(user.id, params.id)), {
      auth: true,
      params: LinkParam,
      response: { 200: Ok(LinkForm) },
      detail: { tags, summary: "A link for the link form ('new' for a new one): listing, integrations, parents, pages" },
    })
    .get('/parents/:id', ({ user, params }) => ok(service.parents(user.id, params.id)), {
      auth: true,
      params: FolderParam,
      response: { 200: Ok(t.Array(FolderRef)) },
      detail: { tags, summary: "A folder and its ancestors, top first ('root': none); the breadcrumb of a form adding into it" },
    })
    .post('/save/link', ({ user, body }) => ok(service.saveLink(user.id, body)), {
      auth: true,
      body: SaveLinkBody,
      response: { 200: Ok(Listing) },
      detail: { tags, summary: 'Create (no listingId) or update a link, with its page and live-app settings' },
    })
    .get(
      '/move/:id/to/:target',
      ({ user, params }) => {
        service.move(user.id, params.id, params.target)
        return ok('Item moved successfully.')
      },
      { auth: true, params: MoveParams, response: Done, detail: { tags, summary: "Move a listing into a folder ('root' for the home page)" } },
    )
    .get(
      '/delete/:id',
      ({ user, params }) => {
        service.remove(user.id, params.id)
        return ok('Item deleted successfully.')
      },
      { auth: true, params: IdParam, response: Done, detail: { tags, summary: 'Delete a listing and everything beneath it' } },
    )
}
