-- Check-ins a kiosk sent that the server refused (nothing valid, class full …), whether tapped online or sent
-- later from the kiosk's offline queue: the member has walked in believing they are checked in, so staff see
-- the refusal on the class's attendance page until someone dismisses it. One row per tap (its client id).
CREATE TABLE kiosk_refusals (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  -- the kiosk's own account (its checkin_devices row names it)
  device_account_id bigint NOT NULL,
  account_id bigint NOT NULL,
  schedule_item_id bigint NOT NULL,
  date date NOT NULL,
  client_id text NOT NULL CHECK (length(client_id) BETWEEN 1 AND 100),
  -- when the member tapped, by the kiosk's clock (a queued tap arrives later)
  tapped_at timestamptz NOT NULL,
  recorded_at timestamptz NOT NULL,
  reason_code text NOT NULL,
  reason_message text NOT NULL,
  resolved_at timestamptz,
  resolved_by_account_id bigint,
  CONSTRAINT kiosk_refusals_club_id_id_key UNIQUE (club_id, id),
  CONSTRAINT kiosk_refusals_client_id_key UNIQUE (club_id, client_id),
  FOREIGN KEY (club_id, device_account_id) REFERENCES accounts(club_id, id),
  FOREIGN KEY (club_id, account_id) REFERENCES accounts(club_id, id),
  FOREIGN KEY (club_id, schedule_item_id) REFERENCES schedule_items(club_id, id),
  FOREIGN KEY (club_id, resolved_by_account_id) REFERENCES accounts(club_id, id)
);

-- The attendance page asks for one occurrence's open refusals.
CREATE INDEX kiosk_refusals_occurrence_idx ON kiosk_refusals (club_id, schedule_item_id, date) WHERE resolved_at IS NULL;
