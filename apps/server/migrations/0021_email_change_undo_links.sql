-- When staff change an account's email, its old address gets a link that undoes the change for a week (test plan
-- Z7). Such a token keeps the address it restores; no other token has one.
ALTER TABLE one_time_tokens
  DROP CONSTRAINT one_time_tokens_purpose_check,
  ADD CONSTRAINT one_time_tokens_purpose_check CHECK (purpose IN ('PASSWORD_RESET', 'VERIFY_ACCOUNT', 'UNDO_EMAIL_CHANGE')),
  ADD COLUMN previous_email text,
  ADD CONSTRAINT one_time_tokens_previous_email_check CHECK ((purpose = 'UNDO_EMAIL_CHANGE') = (previous_email IS NOT NULL));
