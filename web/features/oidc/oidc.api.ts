import type { Discovered, LoginMethods, OidcLoginResult, OidcSettings, OidcSettingsBody } from '../../../src/features/oidc/oidc.schema'
import { api } from '../../lib/api-client'

export type { Discovered, OidcSettings, OidcSettingsBody }
export type LoginMethodsAnswer = typeof LoginMethods.static

export const fetchLoginMethods = () => api<LoginMethodsAnswer>('GET', '/login/methods', { central: false })
/** The server keeps state, nonce and PKCE verifier and answers the provider's address to go to. */
export const startOidcLogin = () => api<{ url: string }>('POST', '/login/oidc/start', { central: false })
export const validateOidcCode = (code: string, state: string) => api<OidcLoginResult>('POST', '/login/oidc/validate', { body: { code, state }, central: false })

export const fetchOidcSettings = () => api<OidcSettings>('GET', '/settings/oidc', { central: false })
export const saveOidcSettings = (settings: OidcSettingsBody) => api<string>('POST', '/settings/oidc', { body: settings, central: false })
export const discoverOidc = (issuerUrl: string) => api<Discovered>('POST', '/settings/oidc/discover', { body: { issuerUrl }, central: false })
