import { t } from 'elysia'
import { Id, MODEL, OneOf, Text } from '../../core/input'
import { CONTAINER_REF } from '../../definitions/container-ref'
import { KEPT_SECRET } from '../../definitions/kept-secret'

const ACTIONS = ['start', 'stop', 'restart'] as const
export type Action = (typeof ACTIONS)[number]

const Pem = Text(16_384, { description: `PEM; '${KEPT_SECRET}' keeps the saved one` })

const Ca = t.Optional(
  t.Nullable(Text(16_384, { description: "PEM of the CA that signed the Engine's certificate (dockerd --tlsverify); none trusts the system's" })),
)

const Tls = t.Object({ cert: Pem, key: Pem, ca: Ca }, { description: 'The client certificate and key of an https endpoint, sealed at rest' })

const EndpointFields = {
  name: Text(64, { min: 1 }),
  url: Text(512, {
    min: 1,
    description: 'unix:///var/run/docker.sock, tcp://host:2375 (plain http) or https://host:2376 (with tls)',
  }),
}

/** One endpoint as the form sends it: no id adds one, a saved id keeps its row (and, sent back as the marker, its secrets). */
export const EndpointBody = t.Object({ id: t.Optional(Id), ...EndpointFields, tls: t.Optional(t.Nullable(Tls)) })
export type EndpointBody = typeof EndpointBody.static

export const DockerSettingsBody = t.Object({ endpoints: t.Array(EndpointBody, { maxItems: 20 }) })
export type DockerSettingsBody = typeof DockerSettingsBody.static

export const Endpoint = t.Object(
  {
    id: t.Integer(),
    ...EndpointFields,
    tls: t.Nullable(t.Object({ cert: t.Literal(KEPT_SECRET), key: t.Literal(KEPT_SECRET), ca: t.Nullable(t.String()) }), {
      description: 'The kept-secret marker when a certificate and key are saved: they are never sent back',
    }),
  },
  { [MODEL]: 'DockerEndpoint' },
)
export type Endpoint = typeof Endpoint.static

export const DockerSettings = t.Object({ endpoints: t.Array(Endpoint) })

export const TestResult = t.Object({ containers: t.Integer({ description: 'How many containers the endpoint listed' }) })

const STATES = ['running', 'exited', 'restarting', 'paused', 'created', 'removing', 'dead'] as const

export const Container = t.Object({
  endpoint: t.Integer({ description: "The endpoint's id" }),
  endpointName: t.String(),
  id: t.String(),
  name: t.String(),
  image: t.String(),
  state: t.String({ description: STATES.join(', ') }),
  status: t.String({ description: "The Engine's status line, e.g. 'Up 2 hours (healthy)'" }),
  health: t.Nullable(OneOf(['healthy', 'unhealthy', 'starting'])),
  cpuPercent: t.Nullable(t.Number({ description: 'Percent of one CPU times the CPUs (400 is four CPUs busy); null when not running' })),
  memoryBytes: t.Nullable(t.Integer()),
  memoryLimitBytes: t.Nullable(t.Integer({ description: 'null when the container has no limit' })),
  stack: t.Nullable(t.String({ description: 'The compose project (com.docker.compose.project)' })),
  ports: t.Array(t.Object({ privatePort: t.Integer(), publicPort: t.Nullable(t.Integer()), type: t.String() })),
  createdAt: t.Integer({ description: 'Unix milliseconds' }),
})
export type Container = typeof Container.static

export const ActionParams = t.Object({
  endpoint: Id,
  container: t.String({ pattern: CONTAINER_REF, error: 'Not a container id or name.', description: 'The container id or name' }),
  action: OneOf(ACTIONS),
})

export const DiscoveredCard = t.Object({
  endpoint: t.Integer(),
  container: t.String({ description: 'The container id' }),
  containerName: t.String(),
  name: t.String(),
  group: t.Nullable(t.String()),
  href: t.Nullable(t.String({ description: "From the labels, else a Traefik router's Host rule, else a published port; http(s) only" })),
  icon: t.Nullable(t.String({ description: 'An http(s) icon address from the labels' })),
  description: t.Nullable(t.String()),
  widget: t.Nullable(t.Object({ type: t.String(), url: t.Nullable(t.String()) }, { description: 'homepage.widget.*; its key and password are never sent' })),
  liveApp: t.Nullable(
    t.Object(
      { appId: t.String(), appName: t.String() },
      { description: 'The built-in live app the card comes in with (foyer.app, or the one homepage.widget.type stands for); its fields are never sent' },
    ),
  ),
  liveAppSkipped: t.Nullable(t.String({ description: 'Why the live app its labels ask for does not come along: the card comes in as a plain link' })),
})

export const ImportBody = t.Object({
  items: t.Array(t.Object({ endpoint: Id, container: t.String({ pattern: CONTAINER_REF, error: 'Not a container id or name.' }) }), {
    minItems: 1,
    maxItems: 200,
  }),
  sync: t.Optional(
    t.Boolean({
      description:
        'true: keep the imported cards up to date (new labelled containers come in, gone ones are marked, fields you changed stay yours); false: stop; left out: as it was',
    }),
  ),
})

const Skipped = t.Object({ name: t.String(), reason: t.String() })

export const ImportResult = t.Object({
  added: t.Integer({ description: 'Links added; one already in its folder (same address) is not added again' }),
  liveApps: t.Integer({ description: 'How many of them came in with their live app' }),
  folders: t.Array(t.String(), { description: 'The folders they went to, by group' }),
  skipped: t.Array(Skipped, { description: 'What did not come in, or came in as a plain link, and why' }),
  sync: t.Boolean({ description: "Whether the caller's imported cards are kept in sync" }),
})

export const SyncResult = t.Object({
  added: t.Integer({ description: 'Cards of new labelled containers' }),
  updated: t.Integer({ description: 'Cards whose labels changed (only the fields the user left as they came in)' }),
  removed: t.Integer({ description: 'Cards newly marked: their container is gone from an endpoint that answered' }),
})

export const SyncedCards = t.Object({
  sync: t.Boolean(),
  cards: t.Array(
    t.Object({
      listingId: t.Integer(),
      endpoint: t.Integer(),
      container: t.String({ description: 'The container name' }),
      removedAt: t.Nullable(t.Integer({ description: 'Unix ms when the container was first missing; null while it is there' })),
    }),
  ),
})

export const EndpointStatus = t.Object({
  endpoint: t.Integer(),
  name: t.String(),
  answered: t.Boolean({ description: 'Whether its last container list came back' }),
  message: t.Nullable(t.String({ description: "What the Containers screen shows: 'Endpoint NAS did not answer.' (or took too long to answer)" })),
})
