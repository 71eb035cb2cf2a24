import { Elysia, t } from 'elysia'
import type { AuthPlugin } from '../../core/auth'
import { ok } from '../../core/envelope'
import { Ok } from '../../core/input'
import { ActivateBody, AllQuery, AppIdParam, InstalledApp, InstalledPage, InstalledQuery, RunParams, RunResult, TestBody } from './live-apps.schema'
import type { LiveAppsService } from './live-apps.service'

const tags = ['Live apps']
// A logo opened on its own must not run script or load anything.
const SVG_HEADERS = {
  'content-type': 'image/svg+xml',
  'cache-control': 'public, max-age=86400',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
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
    .get('/:app/logo', ({ params }) => new Response(service.logo(params.app), { headers: SVG_HEADERS }), {
      params: AppIdParam,
      detail: {
        tags,
        summary: "An installed app's logo (no session: <img> sends none)",
        responses: { 200: { description: 'The logo', content: { 'image/svg+xml': { schema: { type: 'string' as const, format: 'binary' } } } } },
      },
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
        await service.test(user.id, body)
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
      params: RunParams,
      response: { 200: Ok(RunResult) },
      detail: {
        tags,
        summary:
          "A card's live data from its link's app: { type: 'json', data: [{ key, label, value, icon }], alwaysShowDetailedView, button?, background?, autoRefreshAfter }. One call to the service per link and refresh interval, however many viewers; 404 for another user's link or a link without that app",
      },
    })
}
