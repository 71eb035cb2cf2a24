import type { HealthItem, History, ItemBody, Settings, SettingsBody } from '../../../src/features/health/health.schema'
import { api } from '../../lib/api-client'

export type { HealthItem, History, ItemBody, Settings }
export type HealthKind = HealthItem['kind']
export type HealthRange = 'day' | 'week' | 'month'

export const healthApi = {
  list: (signal?: AbortSignal) => api<HealthItem[]>('GET', '/health', { signal }),
  history: (kind: HealthKind, id: number, range: HealthRange, signal?: AbortSignal) =>
    api<History>('GET', `/health/${kind}/${id}/history?range=${range}`, { signal }),
  setItem: (kind: HealthKind, id: number, body: ItemBody) => api<HealthItem>('POST', `/health/${kind}/${id}`, { body }),
  settings: (signal?: AbortSignal) => api<Settings>('GET', '/health/settings', { signal }),
  saveSettings: (body: SettingsBody) => api<Settings>('POST', '/health/settings', { body }),
}
