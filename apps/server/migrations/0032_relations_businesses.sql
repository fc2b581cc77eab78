-- Business relations (issue 22): the suppliers of expenses and the business customers of invoices, each with
-- its own address and VAT id. Archived, never deleted: expenses and invoices keep pointing at them. Other
-- club-owned rows point here through (club_id, id).
CREATE TABLE relations_businesses (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  address_line1 text NOT NULL DEFAULT '' CHECK (length(address_line1) <= 200),
  address_line2 text NOT NULL DEFAULT '' CHECK (length(address_line2) <= 200),
  postcode text NOT NULL DEFAULT '' CHECK (length(postcode) <= 20),
  city text NOT NULL DEFAULT '' CHECK (length(city) <= 100),
  country text NOT NULL DEFAULT '' CHECK (length(country) <= 100),
  email text NOT NULL DEFAULT '' CHECK (length(email) <= 254),
  phone text NOT NULL DEFAULT '' CHECK (length(phone) <= 50),
  -- stored without separators, in capitals (NL123456789B01)
  vat_id text NOT NULL DEFAULT '' CHECK (vat_id = '' OR vat_id ~ '^[A-Z]{2}[0-9A-Z]{2,13}$'),
  registration_number text NOT NULL DEFAULT '' CHECK (length(registration_number) <= 50),
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 2000),
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id)
);

-- The list: a club's current (or archived) relations by name.
CREATE INDEX relations_businesses_club_name_idx ON relations_businesses (club_id, archived, lower(name), id);
