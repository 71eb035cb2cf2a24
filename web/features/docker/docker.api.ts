import type {
  Action,
  Container,
  DiscoveredCard,
  DockerSettingsBody,
  Endpoint,
  EndpointBody,
  EndpointStatus,
  ImportResult,
  SyncedCards,
} from '../../../src/features/docker/docker.schema'
import { api } from '../../lib/api-client'

export type { Action, Container, Endpoint, EndpointBody }
export type Discovered = typeof DiscoveredCard.static

export const dockerApi = {
  containers: (signal?: AbortSignal) => api<Container[]>('GET', '/docker/containers', { signal }),
  act: (endpoint: number, id: string, action: Action) =>
    api<string>('POST', `/docker/containers/${endpoint}/${encodeURIComponent(id)}/${action}`, { central: false }),
  discovered: (signal?: AbortSignal) => api<Discovered[]>('GET', '/docker/discovered', { signal }),
  importDiscovered: (items: { endpoint: number; container: string }[], sync: boolean | undefined) =>
    api<typeof ImportResult.static>('POST', '/docker/discovered/import', { body: { items, sync }, central: false }),
  endpointStatus: (signal?: AbortSignal) => api<(typeof EndpointStatus.static)[]>('GET', '/docker/endpoints/status', { signal }),
  synced: (signal?: AbortSignal) => api<typeof SyncedCards.static>('GET', '/docker/synced', { signal, central: false }),
  settings: (signal?: AbortSignal) => api<{ endpoints: Endpoint[] }>('GET', '/settings/docker', { central: false, signal }),
  save: (body: DockerSettingsBody) => api<{ endpoints: Endpoint[] }>('POST', '/settings/docker', { body, central: false }),
  test: (endpoint: EndpointBody) => api<{ containers: number }>('POST', '/settings/docker/test', { body: endpoint, central: false }),
}
