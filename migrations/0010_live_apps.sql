-- Live apps. The built-in apps live in the binary; this table holds what an administrator set for an app
-- installation-wide: its activation (a name and the core-scoped settings, sealed: they may hold API keys).
CREATE TABLE live_app_settings (
  app_id           TEXT    PRIMARY KEY,
  integration_name TEXT    NOT NULL,
  -- JSON of the core-scoped config fields, sealed by the secret box.
  core_config      TEXT    NOT NULL,
  updated_at       INTEGER NOT NULL
);

-- The datapoint keys a link's card shows (JSON array, at most 6); NULL: the app's default selection.
ALTER TABLE listings ADD COLUMN live_app_datapoints TEXT;
