-- A card scan the server refuses before any class is chosen: a card nobody here holds, or no class open at the
-- kiosk's location when it was scanned. Offline, the kiosk only said "Saved, waiting to send", so the member
-- walked in; staff see these on the back office's home until dismissed. Such a row names the card and the
-- location instead of a class (and the member when the card is known).
ALTER TABLE organization_locations ADD CONSTRAINT organization_locations_club_id_id_key UNIQUE (club_id, id);

ALTER TABLE kiosk_refusals
  ALTER COLUMN account_id DROP NOT NULL,
  ALTER COLUMN schedule_item_id DROP NOT NULL,
  ADD COLUMN key_number text CHECK (length(key_number) BETWEEN 1 AND 32),
  ADD COLUMN location_id bigint,
  ADD CONSTRAINT kiosk_refusals_location_fkey FOREIGN KEY (club_id, location_id) REFERENCES organization_locations(club_id, id),
  -- a refusal at a class names its member; one without a class names the card scanned
  ADD CONSTRAINT kiosk_refusals_subject_check CHECK (
    (schedule_item_id IS NOT NULL AND account_id IS NOT NULL) OR (schedule_item_id IS NULL AND key_number IS NOT NULL)
  );

-- The home page asks for a day's open refusals that have no class.
CREATE INDEX kiosk_refusals_scan_idx ON kiosk_refusals (club_id, date) WHERE resolved_at IS NULL AND schedule_item_id IS NULL;
