-- Wall displays: a read-only token per display (stored only as its SHA-256), what it shows, and when and where it was last seen.
CREATE TABLE displays (
  id            INTEGER PRIMARY KEY,
  user_id       INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name          TEXT    NOT NULL,
  token_hash    TEXT    NOT NULL UNIQUE,
  token_hint    TEXT    NOT NULL,
  config        TEXT    NOT NULL,
  created_at    INTEGER NOT NULL,
  last_seen_at  INTEGER,
  last_address  TEXT
);
CREATE INDEX displays_by_user ON displays (user_id, id DESC);
