-- Notifications posted by scripts and services (through API keys), the browsers' push subscriptions, the API keys
-- themselves and the installation's push (VAPID) settings. Secrets are sealed (core/crypto); keys are found by hash.
CREATE TABLE notifications (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type       TEXT    NOT NULL CHECK (type IN ('success', 'warning', 'info')),
  title      TEXT    NOT NULL,
  message    TEXT    NOT NULL,
  app_name   TEXT,
  app_icon   TEXT,
  click_url  TEXT,
  read       INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX notifications_by_user ON notifications (user_id, id DESC);

CREATE TABLE push_subscriptions (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  endpoint   TEXT    NOT NULL UNIQUE,
  keys       TEXT    NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE api_keys (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name        TEXT    NOT NULL,
  key_hash    TEXT    NOT NULL UNIQUE,
  key_sealed  TEXT    NOT NULL,
  permissions TEXT    NOT NULL,
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER,
  updated_at  INTEGER NOT NULL
);
CREATE INDEX api_keys_by_user ON api_keys (user_id);

CREATE TABLE push_settings (
  id          INTEGER PRIMARY KEY CHECK (id = 1),
  enabled     INTEGER NOT NULL DEFAULT 1,
  subject     TEXT    NOT NULL,
  public_key  TEXT    NOT NULL,
  private_key TEXT    NOT NULL,
  updated_at  INTEGER NOT NULL
);
