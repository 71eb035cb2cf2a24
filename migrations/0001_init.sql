-- Users hold their own settings: the dashboard payload's userData is one row.
CREATE TABLE users (
  id                  INTEGER PRIMARY KEY,
  username            TEXT    NOT NULL UNIQUE,
  password_hash       TEXT    NOT NULL,
  -- Bumped whenever the password changes: sessions issued under an older value stop working.
  session_version     INTEGER NOT NULL DEFAULT 1,
  full_name           TEXT    NOT NULL DEFAULT '',
  avatar              TEXT,
  site_name           TEXT    NOT NULL DEFAULT 'Foyer',
  site_logo           TEXT,
  hide_branding       INTEGER NOT NULL DEFAULT 0,
  ui_mode             TEXT    NOT NULL DEFAULT 'normal' CHECK (ui_mode IN ('compact', 'normal', 'comfort')),
  color_theme         TEXT    NOT NULL DEFAULT 'dark',
  is_super_admin      INTEGER NOT NULL DEFAULT 0,
  authenticator       INTEGER NOT NULL DEFAULT 1,
  camerafeed          INTEGER NOT NULL DEFAULT 1,
  networkdevices      INTEGER NOT NULL DEFAULT 1,
  todolist            INTEGER NOT NULL DEFAULT 1,
  snippetmanager      INTEGER NOT NULL DEFAULT 1,
  linksalwaysnewtab   INTEGER NOT NULL DEFAULT 1,
  foldersalwaysnewtab INTEGER NOT NULL DEFAULT 0,
  weather_location    TEXT,
  weather_latitude    REAL,
  weather_longitude   REAL,
  weather_unit        TEXT    NOT NULL DEFAULT 'metric' CHECK (weather_unit IN ('metric', 'imperial')),
  created_at          INTEGER NOT NULL,
  updated_at          INTEGER NOT NULL
);

-- Only a hash of each bearer token is kept: a copied database file does not hand out sessions.
CREATE TABLE sessions (
  id              INTEGER PRIMARY KEY,
  user_id         INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash      TEXT    NOT NULL UNIQUE,
  session_version INTEGER NOT NULL,
  created_at      INTEGER NOT NULL,
  expires_at      INTEGER NOT NULL
);
CREATE INDEX sessions_user_id ON sessions (user_id);
