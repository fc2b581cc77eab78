-- A kiosk's tap can name a class this club does not have (another club's id, or one that never existed): the
-- refusal is still kept for the member who walked in, without the class, and shows with the refusals that
-- belong to no class. So every refusal names its member, except a scan of a card nobody here
-- holds, which names the card instead and no class.
ALTER TABLE kiosk_refusals
  DROP CONSTRAINT kiosk_refusals_subject_check,
  ADD CONSTRAINT kiosk_refusals_subject_check CHECK (
    account_id IS NOT NULL OR (schedule_item_id IS NULL AND key_number IS NOT NULL)
  );
