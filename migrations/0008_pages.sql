-- Custom pages: rich-text HTML (sanitized on save and again when shown), published or kept as a draft.
CREATE TABLE pages (
  id           INTEGER PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title        TEXT    NOT NULL,
  content      TEXT    NOT NULL DEFAULT '',
  is_published INTEGER NOT NULL DEFAULT 1 CHECK (is_published IN (0, 1)),
  created_at   INTEGER NOT NULL,
  updated_at   INTEGER NOT NULL
);
CREATE INDEX pages_user_updated ON pages (user_id, updated_at);
