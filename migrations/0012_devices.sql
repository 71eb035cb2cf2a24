-- Devices and servers, the credential locker and the installation's remote-connection (guacd) settings.
-- Every secret is sealed (core/crypto) and never leaves the server in an answer.
CREATE TABLE credentials (
  id                INTEGER PRIMARY KEY,
  user_id           INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  profile_name      TEXT    NOT NULL,
  profile_type      TEXT    NOT NULL CHECK (profile_type IN ('password', 'private_key', 'api_key', 'xpassword')),
  username          TEXT,
  userkey_sealed    TEXT    NOT NULL,
  passphrase_sealed TEXT,
  created_at        INTEGER NOT NULL,
  updated_at        INTEGER NOT NULL
);
CREATE INDEX credentials_by_user ON credentials (user_id);

CREATE TABLE devices (
  id                  INTEGER PRIMARY KEY,
  user_id             INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  position            INTEGER NOT NULL DEFAULT 0,
  device_name         TEXT    NOT NULL,
  device_ip           TEXT    NOT NULL,
  device_icon         TEXT    NOT NULL,
  supports_wol        INTEGER NOT NULL DEFAULT 0,
  device_mac          TEXT,
  broadcast_address   TEXT,
  broadcast_port      INTEGER NOT NULL DEFAULT 9,
  is_alive            INTEGER NOT NULL DEFAULT 0,
  checked_at          INTEGER,
  is_connection_setup INTEGER NOT NULL DEFAULT 0,
  connection_type     TEXT    NOT NULL DEFAULT 'ssh' CHECK (connection_type IN ('ssh', 'rdp', 'vnc', 'telnet')),
  hostname            TEXT,
  port                INTEGER,
  auth_type           TEXT    NOT NULL DEFAULT 'none' CHECK (auth_type IN ('none', 'password', 'privateKey')),
  username            TEXT,
  password_sealed     TEXT,
  private_key_sealed  TEXT,
  passphrase_sealed   TEXT,
  color_scheme        TEXT    NOT NULL DEFAULT 'gray-black',
  enable_sftp         INTEGER NOT NULL DEFAULT 0,
  domain              TEXT,
  security            TEXT    NOT NULL DEFAULT 'any',
  ignore_cert         INTEGER NOT NULL DEFAULT 1,
  terminal_type       TEXT,
  -- A locker credential the device signs in with; deleting it leaves the device without one.
  credential_id       INTEGER REFERENCES credentials(id) ON DELETE SET NULL,
  created_at          INTEGER NOT NULL,
  updated_at          INTEGER NOT NULL
);
CREATE INDEX devices_by_user ON devices (user_id, position);

CREATE TABLE connection_settings (
  id         INTEGER PRIMARY KEY CHECK (id = 1),
  enabled    INTEGER NOT NULL DEFAULT 0,
  guacd_host TEXT    NOT NULL DEFAULT '127.0.0.1',
  guacd_port INTEGER NOT NULL DEFAULT 4822
);
INSERT INTO connection_settings (id) VALUES (1);
