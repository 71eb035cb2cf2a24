import type { Database } from '../../core/db'

/** The saved settings as stored: clientSecret is still sealed. */
export interface StoredOidcSettings {
  issuerUrl: string
  clientId: string
  clientSecret: string
  redirectUri: string
  scope: string
  authorizationEndpoint: string
  tokenEndpoint: string
  userinfoEndpoint: string
  jwksUri: string
  logoutUri: string
  userIdentifier: string
  autoUserProvisioning: boolean
  enableOidcAuth: boolean
}

interface Row {
  issuer_url: string
  client_id: string
  client_secret: string
  redirect_uri: string
  scope: string
  authorization_endpoint: string
  token_endpoint: string
  userinfo_endpoint: string
  jwks_uri: string
  logout_uri: string
  user_identifier: string
  auto_user_provisioning: number
  enable_oidc_auth: number
}

export function createOidcRepo(db: Database) {
  const read = db.query<Row, []>('SELECT * FROM oidc_settings WHERE id = 1')
  const write = db.query(
    `INSERT INTO oidc_settings (id, issuer_url, client_id, client_secret, redirect_uri, scope, authorization_endpoint, token_endpoint,
       userinfo_endpoint, jwks_uri, logout_uri, user_identifier, auto_user_provisioning, enable_oidc_auth, updated_at)
     VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET issuer_url = excluded.issuer_url, client_id = excluded.client_id, client_secret = excluded.client_secret,
       redirect_uri = excluded.redirect_uri, scope = excluded.scope, authorization_endpoint = excluded.authorization_endpoint,
       token_endpoint = excluded.token_endpoint, userinfo_endpoint = excluded.userinfo_endpoint, jwks_uri = excluded.jwks_uri,
       logout_uri = excluded.logout_uri, user_identifier = excluded.user_identifier,
       auto_user_provisioning = excluded.auto_user_provisioning, enable_oidc_auth = excluded.enable_oidc_auth, updated_at = excluded.updated_at`,
  )
  const linkedUser = db.query<{ user_id: number }, [string, string]>('SELECT user_id FROM oidc_links WHERE issuer = ? AND subject = ?')
  const link = db.query('INSERT INTO oidc_links (issuer, subject, user_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING')
  return {
    /** The user a provider identity signs in as, or null when it has not signed in yet. */
    linkedUser: (issuer: string, subject: string) => linkedUser.get(issuer, subject)?.user_id ?? null,
    /** Remembers the identity for the user; false when either already has another link at this issuer. */
    link: (issuer: string, subject: string, userId: number, now: number) => link.run(issuer, subject, userId, now).changes === 1,
    get(): StoredOidcSettings | null {
      const r = read.get()
      if (!r) return null
      return {
        issuerUrl: r.issuer_url,
        clientId: r.client_id,
        clientSecret: r.client_secret,
        redirectUri: r.redirect_uri,
        scope: r.scope,
        authorizationEndpoint: r.authorization_endpoint,
        tokenEndpoint: r.token_endpoint,
        userinfoEndpoint: r.userinfo_endpoint,
        jwksUri: r.jwks_uri,
        logoutUri: r.logout_uri,
        userIdentifier: r.user_identifier,
        autoUserProvisioning: r.auto_user_provisioning === 1,
        enableOidcAuth: r.enable_oidc_auth === 1,
      }
    },
    save(s: StoredOidcSettings, now: number) {
      write.run(
        s.issuerUrl,
        s.clientId,
        s.clientSecret,
        s.redirectUri,
        s.scope,
        s.authorizationEndpoint,
        s.tokenEndpoint,
        s.userinfoEndpoint,
        s.jwksUri,
        s.logoutUri,
        s.userIdentifier,
        s.autoUserProvisioning ? 1 : 0,
        s.enableOidcAuth ? 1 : 0,
        now,
      )
    },
  }
}
