-- Member cards: a key number per account (set by staff or generated), unique in the club when set.
ALTER TABLE accounts ADD COLUMN key_number text CHECK (key_number IS NULL OR key_number ~ '^[A-Z0-9-]{1,32}$');

CREATE UNIQUE INDEX accounts_club_key_number_key ON accounts (club_id, key_number) WHERE key_number IS NOT NULL;

-- The back office's account search: prefix matches on the lower-cased names and email (text_pattern_ops so
-- LIKE 'abc%' uses them whatever the collation; pg_trgm is not available on PGlite), and the list's order.
CREATE INDEX accounts_search_first_name_idx ON accounts (club_id, lower(first_name) text_pattern_ops);

CREATE INDEX accounts_search_last_name_idx ON accounts (club_id, lower(last_name) text_pattern_ops);

CREATE INDEX accounts_search_full_name_idx ON accounts (club_id, lower(first_name || ' ' || last_name) text_pattern_ops);

CREATE INDEX accounts_search_email_idx ON accounts (club_id, lower(email) text_pattern_ops);

CREATE INDEX accounts_name_order_idx ON accounts (club_id, lower(first_name), lower(last_name), id);

-- Notes on an account: back-office notes and notes for instructors, each with its author and time.
CREATE TABLE account_notes (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  account_id bigint NOT NULL,
  author_account_id bigint NOT NULL,
  note_type text NOT NULL CHECK (note_type IN ('BACKOFFICE', 'INSTRUCTORS')),
  note text NOT NULL CHECK (length(note) BETWEEN 1 AND 10000),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id),
  FOREIGN KEY (club_id, account_id) REFERENCES accounts (club_id, id),
  FOREIGN KEY (club_id, author_account_id) REFERENCES accounts (club_id, id)
);

CREATE INDEX account_notes_account_idx ON account_notes (club_id, account_id, note_type, created_at);
