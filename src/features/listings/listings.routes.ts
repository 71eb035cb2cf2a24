import { Elysia, t } from 'elysia'
import type { AuthPlugin } from '../../core/auth'
import { ok } from '../../core/envelope'
import { IdParam, ReorderBody, SaveFolderBody, SaveLinkBody } from './listings.schema'
import type { ListingsService } from './listings.service'

const tags = ['Listings']

export function listingsRoutes(deps: { auth: AuthPlugin; service: ListingsService }) {
  const { service } = deps
  return new Elysia({ name: 'listings-routes', prefix: '/listing' })
    .use(deps.auth)
    .get('/all', ({ user }) => ok(service.all(user.id)), {
      auth: true,
      detail: { tags, summary: 'Every listing of the user (the /manage/listing screen)' },
    })
    .get('/folder/:id', ({ user, params }) => ok(service.folder(user.id, params.id)), {
      auth: true,
      params: IdParam,
      detail: { tags, summary: 'A listing for the folder form: listing and parents (its ancestors, top first)' },
    })
    .get('/folder/:id/list', ({ user, params }) => ok(service.list(user.id, params.id)), {
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
    .post('/save/folder', ({ user, body }) => ok(service.saveFolder(user.id, body)), {
      auth: true,
      body: SaveFolderBody,
      detail: { tags, summary: 'Create (no listingId) or update a folder' },
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
