-- A private iCalendar feed per account: calendar apps fetch it by its secret token, with no sign-in.
-- The token is HMAC(server key, secret_seed), so the account can be shown its URL again while the database
-- alone (a backup, a leaked dump) yields neither the token nor a usable URL; only the token's hash is
-- looked up. A reset replaces the row's seed and hash, so the old URL stops working at once.
CREATE TABLE calendar_feeds (
  club_id bigint NOT NULL REFERENCES clubs(id),
  account_id bigint NOT NULL,
  secret_seed text NOT NULL,
  token_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (club_id, account_id),
  FOREIGN KEY (club_id, account_id) REFERENCES accounts (club_id, id) ON DELETE CASCADE
);

CREATE UNIQUE INDEX calendar_feeds_token_hash_key ON calendar_feeds (token_hash);
