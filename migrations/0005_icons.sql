-- Own uploads: the file lives in DATA_DIR/uploads/<user id>/<file_name>; the name is random and never reused.
CREATE TABLE images (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  file_name  TEXT    NOT NULL UNIQUE,
  mime       TEXT    NOT NULL,
  size       INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX images_user_id ON images (user_id, id);

-- Installed external packs: the pack JSON is kept so the picker works offline. One copy per provider and user.
CREATE TABLE icon_packs (
  id            INTEGER PRIMARY KEY,
  user_id       INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  icon_provider TEXT    NOT NULL,
  icon_name     TEXT    NOT NULL,
  json_url      TEXT    NOT NULL,
  version       TEXT,
  credit_name   TEXT,
  credit_url    TEXT,
  icon_count    INTEGER NOT NULL,
  pack_json     TEXT    NOT NULL,
  installed_at  INTEGER NOT NULL,
  updated_at    INTEGER NOT NULL,
  UNIQUE (user_id, icon_provider)
);
