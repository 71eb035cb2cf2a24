-- Authenticator items. The seed is stored only sealed by the secret box (AES-256-GCM under DATA_DIR/secret.key).
CREATE TABLE totp_items (
  id            INTEGER PRIMARY KEY,
  user_id       INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  service_name  TEXT    NOT NULL,
  account_name  TEXT    NOT NULL DEFAULT '',
  service_icon  TEXT    NOT NULL,
  secret_sealed TEXT    NOT NULL,
  algorithm     TEXT    NOT NULL DEFAULT 'sha1' CHECK (algorithm IN ('sha1', 'sha256', 'sha512')),
  digits        INTEGER NOT NULL DEFAULT 6 CHECK (digits IN (6, 8)),
  period        INTEGER NOT NULL DEFAULT 30 CHECK (period BETWEEN 1 AND 3600),
  position      INTEGER NOT NULL,
  created_at    INTEGER NOT NULL,
  updated_at    INTEGER NOT NULL
);
CREATE INDEX totp_items_user_position ON totp_items (user_id, position);
