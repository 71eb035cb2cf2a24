import type { CredentialBody, CredentialDetails, CredentialSummary } from '../../../src/features/credentials/credentials.schema'
import type { DeviceBody, DeviceDetails, DeviceSummary } from '../../../src/features/devices/devices.schema'
import type { ConnectionSettings, ConnectionSettingsBody } from '../../../src/features/remote/remote.schema'
import type { ConnectionType } from '../../../src/definitions/devices'
import { api } from '../../lib/api-client'

export type { CredentialBody, CredentialDetails, CredentialSummary, DeviceBody, DeviceDetails, DeviceSummary, ConnectionSettings }

// Forms show the server's own refusal; a 403 here (connections off) must not end the session.
const opts = { central: false } as const

export const devicesApi = {
  list: (signal?: AbortSignal) => api<DeviceSummary[]>('GET', '/servers/devices', { ...opts, signal }),
  get: (id: number | string, signal?: AbortSignal) => api<DeviceDetails>('GET', `/servers/device/${id}`, { ...opts, signal }),
  save: (body: DeviceBody) => api<DeviceDetails>('POST', '/servers/save/device', { ...opts, body }),
  remove: (id: number) => api<string>('GET', `/servers/delete/${id}`, opts),
  wake: (id: number) => api<string>('GET', `/servers/wake/${id}`, opts),
  reorder: (ids: number[]) => api<string>('POST', '/servers/device/reorder', { ...opts, body: { items: ids } }),
  connect: (id: number | string) => api<{ connectionUrl: string; connectionType: ConnectionType }>('GET', `/servers/connect/${id}`, opts),
}

export const credentialsApi = {
  list: (signal?: AbortSignal) => api<CredentialSummary[]>('GET', '/credentials', { ...opts, signal }),
  forConnection: (type: ConnectionType, signal?: AbortSignal) => api<CredentialSummary[]>('GET', `/credentials/type/${type}`, { ...opts, signal }),
  get: (id: number | string, signal?: AbortSignal) => api<CredentialDetails>('GET', `/credentials/${id}`, { ...opts, signal }),
  save: (body: CredentialBody, id?: number | string | null) => api<{ id: number }>('POST', id ? `/credentials/${id}` : '/credentials', { ...opts, body }),
  remove: (id: number) => api<string>('GET', `/credentials/delete/${id}`, opts),
}

export const connectionSettingsApi = {
  get: (signal?: AbortSignal) => api<ConnectionSettings>('GET', '/settings/connection', { ...opts, signal }),
  save: (body: ConnectionSettingsBody) => api<string>('POST', '/settings/connection', { ...opts, body }),
}
