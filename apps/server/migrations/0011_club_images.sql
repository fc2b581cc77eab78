-- Uploaded images (class type pictures, trainer photos, the club logo), kept in the database so every server
-- behind a load balancer serves the same files and a backup holds them. Rows are never changed: a new picture
-- is a new row, and its URL (id and content hash) can be cached for ever.
CREATE TABLE club_images (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  -- hex SHA-256 of the bytes, part of the URL
  sha256 text NOT NULL CHECK (length(sha256) = 64),
  size integer NOT NULL CHECK (size > 0 AND size < 5242880),
  bytes bytea NOT NULL,
  created_by_account_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id),
  FOREIGN KEY (club_id, created_by_account_id) REFERENCES accounts (club_id, id)
);
