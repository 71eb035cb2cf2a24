-- Service health: the sidebar's Health switch, each user's alert settings, one row per checked link or device (its
-- settings and current state), raw results for 48 h, 5-minute and daily buckets, and incidents. Every row goes with its
-- owner, link or device (ON DELETE CASCADE), so a deleted user's or link's checks stop.
ALTER TABLE users ADD COLUMN health INTEGER NOT NULL DEFAULT 1;

CREATE TABLE health_settings (
  -- The user's id: one row per user.
  id               INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- Links are checked unless this is 0 (General Settings: off for all).
  checks_enabled   INTEGER NOT NULL DEFAULT 1,
  interval_seconds INTEGER NOT NULL DEFAULT 60,
  quiet_start      TEXT,
  quiet_end        TEXT,
  time_zone        TEXT    NOT NULL DEFAULT 'UTC',
  digest_threshold INTEGER NOT NULL DEFAULT 5
);

CREATE TABLE health_items (
  id               INTEGER PRIMARY KEY,
  -- Owned through its link or device, and gone with it.
  listing_id       INTEGER UNIQUE REFERENCES listings (id) ON DELETE CASCADE,
  device_id        INTEGER UNIQUE REFERENCES devices (id) ON DELETE CASCADE,
  -- NULL follows the user's defaults.
  enabled          INTEGER,
  interval_seconds INTEGER,
  alert            INTEGER NOT NULL DEFAULT 1,
  expect_status    INTEGER,
  state            TEXT    NOT NULL DEFAULT 'unknown' CHECK (state IN ('up', 'down', 'unknown')),
  since            INTEGER,
  last_checked_at  INTEGER,
  latency_ms       INTEGER,
  reason           TEXT,
  failures         INTEGER NOT NULL DEFAULT 0,
  -- The first failed check of the current run of failures: when a down item went down.
  failing_since    INTEGER,
  -- When the down alert went out (the recovery says how long it lasted), NULL when none is owed a recovery.
  alerted_at       INTEGER,
  CHECK ((listing_id IS NULL) <> (device_id IS NULL))
);

CREATE TABLE health_results (
  item_id    INTEGER NOT NULL REFERENCES health_items (id) ON DELETE CASCADE,
  at         INTEGER NOT NULL,
  up         INTEGER NOT NULL,
  latency_ms INTEGER,
  PRIMARY KEY (item_id, at)
) WITHOUT ROWID;
CREATE INDEX health_results_by_time ON health_results (at);

-- span 300 (5 minutes) or 86400 (a day), in seconds; up and down count checks, latency_ms is the mean of the up ones.
CREATE TABLE health_buckets (
  item_id    INTEGER NOT NULL REFERENCES health_items (id) ON DELETE CASCADE,
  span       INTEGER NOT NULL,
  start      INTEGER NOT NULL,
  up         INTEGER NOT NULL,
  down       INTEGER NOT NULL,
  latency_ms INTEGER,
  PRIMARY KEY (item_id, span, start)
) WITHOUT ROWID;

CREATE TABLE health_incidents (
  id      INTEGER PRIMARY KEY,
  item_id INTEGER NOT NULL REFERENCES health_items (id) ON DELETE CASCADE,
  start   INTEGER NOT NULL,
  end     INTEGER,
  reason  TEXT    NOT NULL
);
CREATE INDEX health_incidents_by_item ON health_incidents (item_id, start);
