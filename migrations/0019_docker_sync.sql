-- Docker sync: the users who keep their imported container cards up to date, the containers each of them has seen (a
-- sync adds only others), and what was imported onto each card, so that a sync changes only what the user left as it came.
CREATE TABLE docker_sync_users (
  id      INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  -- The host the user's browser reached Foyer at: a local socket's published ports are addressed on it.
  host    TEXT,
  since   INTEGER NOT NULL
);

-- Every container offered when sync began and every one imported since: a deleted card's container does not come back.
-- (A rowid table: the instance backup re-seals values by rowid.)
CREATE TABLE docker_sync_seen (
  sync_id     INTEGER NOT NULL REFERENCES docker_sync_users (id) ON DELETE CASCADE,
  -- No reference: the endpoint list is replaced whole on every save (ids kept).
  endpoint_id INTEGER NOT NULL,
  -- The container's name: a recreated container (compose up with a new image) keeps it, not its id.
  container   TEXT    NOT NULL,
  PRIMARY KEY (sync_id, endpoint_id, container)
);

-- One row per imported card (its listing's id): the values it came in with, or the labels' values at the last sync.
CREATE TABLE docker_synced_cards (
  id          INTEGER PRIMARY KEY REFERENCES listings (id) ON DELETE CASCADE,
  user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint_id INTEGER NOT NULL,
  container   TEXT    NOT NULL,
  name        TEXT    NOT NULL,
  url         TEXT    NOT NULL,
  description TEXT,
  icon        TEXT,
  -- Sealed JSON { appId, localUrl, config } (its config holds the labels' secrets); NULL: a plain link.
  live_app    TEXT,
  -- When the container was first missing from its endpoint's answer (or its endpoint was removed); NULL while it is there.
  removed_at  INTEGER,
  UNIQUE (user_id, endpoint_id, container)
);
