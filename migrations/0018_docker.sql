-- Docker: the sidebar's Containers switch and the installation's Docker Engine endpoints, set by a super admin. A TLS
-- endpoint's client certificate and key are sealed (core/crypto).
ALTER TABLE users ADD COLUMN docker INTEGER NOT NULL DEFAULT 1;

CREATE TABLE docker_endpoints (
  id       INTEGER PRIMARY KEY,
  name     TEXT    NOT NULL,
  -- unix:///path, tcp://host:port or https://host:port
  url      TEXT    NOT NULL,
  tls_cert TEXT,
  tls_key  TEXT,
  -- The CA that signed the Engine's certificate (public, not sealed); NULL trusts the system's CAs.
  tls_ca   TEXT,
  position INTEGER NOT NULL
);
