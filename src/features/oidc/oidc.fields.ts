// Pure data shared by the server's checks and the web form (no imports: the web bundle takes it as it is).

/** Spec 3 "OIDC settings", in the form's order; the label is what ' {field} is required' names. */
export const OIDC_FIELDS = {
  issuerUrl: 'Issuer Url',
  clientId: 'Client Id',
  clientSecret: 'Client Secret',
  redirectUri: 'Redirect URL',
  scope: 'Scope',
  authorizationEndpoint: 'Authorization Endpoint',
  tokenEndpoint: 'Token Endpoint',
  userinfoEndpoint: 'Userinfo Endpoint',
  jwksUri: 'Jwks Uri',
  logoutUri: 'Logout URL',
} as const
export type OidcField = keyof typeof OIDC_FIELDS

/** The fields that hold an address: each must be an http(s) URL. */
export const URL_FIELDS = ['issuerUrl', 'redirectUri', 'authorizationEndpoint', 'tokenEndpoint', 'userinfoEndpoint', 'jwksUri', 'logoutUri'] as const
