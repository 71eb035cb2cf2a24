-- A stream's camera address, sealed (it often holds the camera's password); its listing holds the name and the owner.
CREATE TABLE stream_urls (
  listing_id  INTEGER PRIMARY KEY REFERENCES listings (id) ON DELETE CASCADE,
  sealed_url  TEXT    NOT NULL
);
