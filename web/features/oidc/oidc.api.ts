import type { LoginMethods, OidcLoginResult } from '../../../src/features/oidc/oidc.schema'
import { api } from '../../lib/api-client'

export type LoginMethodsAnswer = typeof LoginMethods.static

export const fetchLoginMethods = (signal?: AbortSignal) => api<LoginMethodsAnswer>('GET', '/login/methods', { central: false, signal })
/** The server keeps state, nonce and PKCE verifier and answers the provider's address to go to. */
export const startOidcLogin = () => api<{ url: string }>('POST', '/login/oidc/start', { central: false })
/** authStyle: /login's optional query parameter (spec 1 §2), passed on when it is one the server knows. */
export const validateOidcCode = (code: string, state: string, authStyle: string | null) =>
  api<OidcLoginResult>('POST', '/login/oidc/validate', {
    body: { code, state, ...(authStyle === 'header' || authStyle === 'body' ? { authStyle } : {}) },
    central: false,
  })
