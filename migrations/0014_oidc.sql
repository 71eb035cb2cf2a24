-- Single sign-on: one provider for the whole installation, set by a super admin. The client secret is sealed (core/crypto).
CREATE TABLE oidc_settings (
  id                     INTEGER PRIMARY KEY CHECK (id = 1),
  issuer_url             TEXT    NOT NULL,
  client_id              TEXT    NOT NULL,
  client_secret          TEXT    NOT NULL,
  redirect_uri           TEXT    NOT NULL,
  scope                  TEXT    NOT NULL,
  authorization_endpoint TEXT    NOT NULL,
  token_endpoint         TEXT    NOT NULL,
  userinfo_endpoint      TEXT    NOT NULL,
  jwks_uri               TEXT    NOT NULL,
  logout_uri             TEXT    NOT NULL,
  user_identifier        TEXT    NOT NULL DEFAULT 'preferred_username',
  auto_user_provisioning INTEGER NOT NULL DEFAULT 0,
  enable_oidc_auth       INTEGER NOT NULL DEFAULT 0,
  updated_at             INTEGER NOT NULL
);
