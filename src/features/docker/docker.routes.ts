import { Elysia, t } from 'elysia'
import type { AuthPlugin } from '../../core/auth'
import { ok } from '../../core/envelope'
import { Ok } from '../../core/input'
import {
  ActionParams,
  Container,
  DiscoveredCard,
  DockerSettings,
  DockerSettingsBody,
  EndpointBody,
  EndpointStatus,
  ImportBody,
  ImportResult,
  SyncedCards,
  SyncResult,
  TestResult,
} from './docker.schema'
import type { DockerService } from './docker.service'
import type { DockerSyncService } from './docker-sync.service'

const tags = ['Docker']

export function dockerRoutes(deps: { auth: AuthPlugin; service: DockerService; sync: DockerSyncService }) {
  const { service, sync } = deps
  const hostOf = (request: Request) => new URL(request.url).hostname
  return new Elysia({ name: 'docker-routes' })
    .use(deps.auth)
    .get('/settings/docker', () => ok(service.settings()), {
      admin: true,
      response: Ok(DockerSettings),
      detail: { tags, summary: 'The Docker Engine endpoints (super admin); a client certificate and key are never sent back' },
    })
    .post('/settings/docker', ({ body }) => ok(service.save(body)), {
      admin: true,
      body: DockerSettingsBody,
      response: Ok(DockerSettings),
      detail: {
        tags,
        summary: 'Replace the Docker Engine endpoints (super admin)',
        description:
          'An entry without id is added, a missing one removed. tls (https only) sent as the kept-secret marker keeps the saved certificate and key. The Engine API is root on its host: prefer a read-only socket proxy.',
      },
    })
    .post('/settings/docker/test', async ({ body }) => ok(await service.test(body)), {
      admin: true,
      body: EndpointBody,
      response: Ok(TestResult),
      detail: { tags, summary: 'List the containers of an endpoint as the form holds it, to see that it answers (super admin)' },
    })
    .get('/docker/containers', async () => ok(await service.containers()), {
      auth: true,
      response: Ok(t.Array(Container)),
      detail: {
        tags,
        summary: 'Every container of every endpoint: state, health, CPU and memory',
        description: 'Lists and one-shot stats are kept for 10 s and shared by every viewer; an endpoint that does not answer is left out.',
      },
    })
    .get('/docker/endpoints/status', async () => ok(await service.endpointStatus()), {
      auth: true,
      response: Ok(t.Array(EndpointStatus)),
      detail: {
        tags,
        summary: 'Whether each endpoint answered: the Containers screen names the ones that did not',
        description: 'Shares the kept container lists of GET /docker/containers (10 s): asking both costs each endpoint one call.',
      },
    })
    .get('/docker/discovered', async ({ user, request }) => ok(await sync.offered(user.id, hostOf(request))), {
      auth: true,
      response: Ok(t.Array(DiscoveredCard)),
      detail: {
        tags,
        summary: 'Cards proposed from container labels (foyer.* first, then homepage.*), with the live app each comes in with',
        description:
          'Only containers with foyer.* or homepage.* labels are proposed. Labels are data: text is cut to length, only http(s) addresses are kept; no live-app field value (keys, passwords) is sent.',
      },
    })
    .post('/docker/discovered/import', async ({ user, body, request }) => ok(await sync.importDiscovered(user.id, body, hostOf(request))), {
      auth: true,
      body: ImportBody,
      response: Ok(ImportResult),
      detail: {
        tags,
        summary: "Add the chosen containers' proposals as links in the caller's folders named by group (Docker when none)",
        description:
          'A widget type or foyer.app that matches a built-in app brings that live app with its fields (sealed at rest); sync: true keeps the cards up to date.',
      },
    })
    .get('/docker/synced', ({ user }) => ok(sync.synced(user.id)), {
      auth: true,
      response: Ok(SyncedCards),
      detail: { tags, summary: 'Whether the caller syncs, and their imported cards: the folder screen marks those whose container is gone' },
    })
    .post('/docker/sync', async ({ user }) => ok(await sync.syncNow(user.id)), {
      auth: true,
      response: Ok(SyncResult),
      detail: { tags, summary: "Bring the caller's synced cards up to date now (a timer does it every minute while anyone syncs)" },
    })
    .post('/docker/containers/:endpoint/:container/:action', async ({ params }) => ok(await service.act(params.endpoint, params.container, params.action)), {
      admin: true,
      params: ActionParams,
      response: Ok(t.String()),
      detail: { tags, summary: 'Start, stop or restart a container (super admin); already in that state is not an error' },
    })
}
