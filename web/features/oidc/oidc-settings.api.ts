// The admin's calls, apart from the login screen's (oidc.api.ts): the login page's chunk stays free of them, and the
// lazily loaded settings screen shares nothing with it.
import type { Discovered, OidcSettings, OidcSettingsBody } from '../../../src/features/oidc/oidc.schema'
import { api } from '../../lib/api-client'

export type { Discovered, OidcSettings, OidcSettingsBody }

export const fetchOidcSettings = (signal?: AbortSignal) => api<OidcSettings>('GET', '/settings/oidc', { central: false, signal })
export const saveOidcSettings = (settings: OidcSettingsBody) => api<string>('POST', '/settings/oidc', { body: settings, central: false })
export const discoverOidc = (issuerUrl: string) => api<Discovered>('POST', '/settings/oidc/discover', { body: { issuerUrl }, central: false })
