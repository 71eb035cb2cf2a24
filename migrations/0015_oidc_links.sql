-- The provider identity (issuer, sub) each user signs in as, remembered at the first OIDC sign-in: the username or
-- email claim alone is whatever a provider account chose. One per issuer, so moving to another provider links afresh.
CREATE TABLE oidc_links (
  issuer     TEXT    NOT NULL,
  subject    TEXT    NOT NULL,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (issuer, subject),
  UNIQUE (user_id, issuer)
);
