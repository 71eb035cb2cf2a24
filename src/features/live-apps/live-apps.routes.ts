import { Elysia, t } from 'elysia'
import type { AuthPlugin } from '../../core/auth'
import { ok } from '../../core/envelope'
import { Ok } from '../../core/input'
import {
  ActivateBody,
  AllQuery,
  AppIdParam,
  InstalledApp,
  InstalledPage,
  InstalledQuery,
  RunParams,
  RunResult,
  StoreApp,
  TestBody,
  ZipUpload,
} from './live-apps.schema'
import type { LiveAppsService } from './live-apps.service'

const tags = ['Live apps']
// A logo opened on its own must not run script or load anything.
const LOGO_HEADERS = {
  'cache-control': 'public, max-age=3600',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
}

export function liveAppsRoutes(deps: { auth: AuthPlugin; service: LiveAppsService }) {
  const { service } = deps
  return new Elysia({ name: 'live-apps-routes', prefix: '/app' })
    .use(deps.auth)
    .get('/installed', ({ user, query }) => ok(service.installed(user.isSuperAdmin, query.page ?? 1)), {
      auth: true,
      query: InstalledQuery,
      response: { 200: Ok(InstalledPage) },
      detail: { tags, summary: 'Installed live apps, 12 a page: { page, pages, appList } (activations only for administrators)' },
    })
    .get('/installed/all', ({ user }) => ok(service.installedAll(user.isSuperAdmin)), {
      auth: true,
      query: AllQuery,
      response: { 200: Ok(t.Array(InstalledApp)) },
      detail: { tags, summary: 'Every installed live app (timestamp is a cache buster)' },
    })
    .get(
      '/:app/logo',
      async ({ params }) => {
        const logo = await service.logo(params.app)
        return new Response(logo.body as BodyInit, { headers: { ...LOGO_HEADERS, 'content-type': logo.contentType } })
      },
      {
        params: AppIdParam,
        detail: {
          tags,
          summary: "An installed app's logo (no session: <img> sends none)",
          responses: {
            200: { description: 'The logo (SVG, PNG, JPEG, GIF or WebP)', content: { 'image/*': { schema: { type: 'string' as const, format: 'binary' } } } },
          },
        },
      },
    )
    .get('/store', async () => ok(await service.storeList()), {
      admin: true,
      response: { 200: Ok(t.Array(StoreApp)) },
      detail: {
        tags,
        summary: 'The Live Apps Store: the catalogue (FOYER_APPS_CATALOGUE_URL, fetched by the server) with installed versions and updates (super admin)',
      },
    })
    .post(
      '/fromzip',
      async ({ body }) => {
        await service.installZip(new Uint8Array(await body.file.arrayBuffer()), body.update === true)
        return ok('Live App from zip is installed.')
      },
      {
        admin: true,
        body: ZipUpload,
        response: { 200: Ok(t.String()) },
        detail: { tags, summary: 'Install a user app from a ZIP (at most 10 MB; checked whole before anything is written) (super admin)' },
      },
    )
    .get(
      '/:app/install',
      async ({ params }) => {
        await service.fromStore(params.app, 'install')
        return ok('Live App installed.')
      },
      { admin: true, params: AppIdParam, response: { 200: Ok(t.String()) }, detail: { tags, summary: 'Install an app from the store (super admin)' } },
    )
    .get(
      '/:app/update',
      async ({ params }) => {
        await service.fromStore(params.app, 'update')
        return ok('Live App updated.')
      },
      {
        admin: true,
        params: AppIdParam,
        response: { 200: Ok(t.String()) },
        detail: { tags, summary: "Update an installed app to the store's newer version (super admin)" },
      },
    )
    .get('/:app/delete', ({ params }) => ok(service.remove(params.app)), {
      admin: true,
      params: AppIdParam,
      response: { 200: Ok(t.String()) },
      detail: { tags, summary: "Remove a user app, or a system app's installed update (super admin)" },
    })
    .get('/:app/reinstall-dependencies', ({ params }) => ok(service.reinstallDependencies(params.app)), {
      admin: true,
      params: AppIdParam,
      response: { 200: Ok(t.String()) },
      detail: { tags, summary: "Check an app's files again and say which dependencies it declares (super admin)" },
    })
    .post(
      '/install',
      ({ body }) => {
        service.activate(body)
        return ok('Live App activated.')
      },
      {
        admin: true,
        body: ActivateBody,
        response: { 200: Ok(t.String()) },
        detail: {
          tags,
          summary:
            'Activate an app for the whole installation: integrationName and its core settings (secrets sealed; an untouched placeholder keeps the stored value)',
        },
      },
    )
    .post(
      '/test',
      async ({ user, body }) => {
        await service.test(user, body)
        return ok('Connection successful.')
      },
      {
        auth: true,
        body: TestBody,
        response: { 200: Ok(t.String()) },
        detail: {
          tags,
          summary:
            "The link form's Test Connection: appId, localUrl, linkURL, config (and listingId so untouched secret placeholders use the link's stored values). 502 with the reason when the service fails, 504 after 15 s",
        },
      },
    )
    .get('/run/:listingId/:app', async ({ user, params }) => ok(await service.run(user.id, params.listingId, params.app)), {
      auth: true,
      display: { views: ['home', 'folder'], item: { param: 'listingId', card: true } },
      params: RunParams,
      response: { 200: Ok(RunResult) },
      detail: {
        tags,
        summary:
          "A card's live data from its link's app: { type: 'json', data: [{ key, label, value, icon }], alwaysShowDetailedView, button?, background?, autoRefreshAfter }. One call to the service per link and refresh interval, however many viewers; 404 for another user's link or a link without that app",
      },
    })
}
