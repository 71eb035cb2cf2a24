-- Snippets: titled groups inside a snippet list (a listing of type 'snippet'), each holding code items.
-- Deleting the list, the user or the snippet removes what hangs off it.
CREATE TABLE snippets (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  listing_id INTEGER NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  title      TEXT    NOT NULL,
  -- A languageValue of assets/languages.json.
  language   TEXT    NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
-- The viewer pages through one list, newest first.
CREATE INDEX snippets_listing_created ON snippets (listing_id, created_at DESC, id DESC);
CREATE INDEX snippets_user ON snippets (user_id);

CREATE TABLE snippet_items (
  id         INTEGER PRIMARY KEY,
  snippet_id INTEGER NOT NULL REFERENCES snippets (id) ON DELETE CASCADE,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code       TEXT    NOT NULL,
  filename   TEXT    NOT NULL,
  language   TEXT    NOT NULL,
  mime_type  TEXT    NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX snippet_items_snippet ON snippet_items (snippet_id, id);
CREATE INDEX snippet_items_user ON snippet_items (user_id);
