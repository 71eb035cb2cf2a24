import type { ApiKey, ApiKeyBody } from '../../../src/features/api-keys/api-keys.schema'
import { api } from '../../lib/api-client'

export type { ApiKey, ApiKeyBody }

const opts = { central: false } as const

export const listApiKeys = (signal?: AbortSignal) => api<ApiKey[]>('GET', '/api-keys', { ...opts, signal })
export const fetchApiKey = (id: number, signal?: AbortSignal) => api<ApiKey>('GET', `/api-keys/${id}`, { ...opts, signal })
export const saveApiKey = (body: ApiKeyBody, id?: number) => api<ApiKey>('POST', id ? `/api-keys/${id}` : '/api-keys', { ...opts, body })
export const deleteApiKey = (id: number) => api<string>('GET', `/api-keys/delete/${id}`, opts)
