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
  ImportBody,
  ImportResult,
  TestResult,
} from './docker.schema'
import type { DockerService } from './docker.service'

const tags = ['Docker']

export function dockerRoutes(deps: { auth: AuthPlugin; service: DockerService }) {
  const { service } = deps
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
    .get('/docker/discovered', async ({ request }) => ok(await service.discovered(new URL(request.url).hostname)), {
      auth: true,
      response: Ok(t.Array(DiscoveredCard)),
      detail: {
        tags,
        summary: 'Cards proposed from container labels (foyer.* first, then homepage.*)',
        description: 'Only containers with foyer.* or homepage.* labels are proposed. Labels are data: text is cut to length, only http(s) addresses are kept.',
      },
    })
    .post(
      '/docker/discovered/import',
      async ({ user, body, request }) => ok(await service.importDiscovered(user.id, body.items, new URL(request.url).hostname)),
      {
        auth: true,
        body: ImportBody,
        response: Ok(ImportResult),
        detail: { tags, summary: "Add the chosen containers' proposals as links in the caller's folders named by group (Docker when none)" },
      },
    )
    .post('/docker/containers/:endpoint/:container/:action', async ({ params }) => ok(await service.act(params.endpoint, params.container, params.action)), {
      admin: true,
      params: ActionParams,
      response: Ok(t.String()),
      detail: { tags, summary: 'Start, stop or restart a container (super admin); already in that state is not an error' },
    })
}
