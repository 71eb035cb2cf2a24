-- One table for every card: folders (category), links, todo lists, snippet lists and streams.
-- parent_id NULL is the root folder (the home page). Other features' child rows reference
-- listings (id) ON DELETE CASCADE, so removing a listing removes what hangs off it.
CREATE TABLE listings (
  id                  INTEGER PRIMARY KEY,
  user_id             INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  parent_id           INTEGER REFERENCES listings (id) ON DELETE CASCADE,
  listing_type        TEXT    NOT NULL CHECK (listing_type IN ('category', 'link', 'todo', 'snippet', 'stream')),
  listing_name        TEXT    NOT NULL,
  listing_url         TEXT,
  local_url           TEXT,
  description         TEXT,
  -- JSON { iconUrl, iconUrlLight, iconProvider, iconId }
  listing_icon        TEXT,
  in_sidebar          INTEGER NOT NULL DEFAULT 0,
  sort_order          INTEGER NOT NULL DEFAULT 0,
  live_app_configured INTEGER NOT NULL DEFAULT 0,
  live_app_enabled    INTEGER NOT NULL DEFAULT 0,
  live_app_id         TEXT,
  live_app_refresh    INTEGER,
  -- The live app's config as JSON sealed by the secret box: it may hold API keys.
  live_app_config     TEXT,
  created_at          INTEGER NOT NULL,
  updated_at          INTEGER NOT NULL
);
-- Folder lists and the home page read children of one parent in order.
CREATE INDEX listings_user_parent ON listings (user_id, parent_id, sort_order);
-- Cascades and the subtree walk follow parent_id alone.
CREATE INDEX listings_parent ON listings (parent_id);
CREATE INDEX listings_user_sidebar ON listings (user_id, in_sidebar) WHERE in_sidebar = 1;
