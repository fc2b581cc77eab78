-- Self check-in kiosks: the short-lived codes staff create to pair a tablet, and the paired devices. One
-- statement per step.

-- A pairing code is shown once in the back office, typed on the tablet within minutes and used once; only
-- its hash is stored, like every other secret token.
CREATE TABLE checkin_pairing_codes (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  code_hash text NOT NULL UNIQUE,
  created_by_account_id bigint NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CONSTRAINT checkin_pairing_codes_club_id_id_key UNIQUE (club_id, id),
  FOREIGN KEY (club_id, created_by_account_id) REFERENCES accounts(club_id, id)
);

-- A paired tablet: its own account (role KIOSK) signs in with the session the pairing started. Revoking
-- ends that account's sessions and deactivates it.
CREATE TABLE checkin_devices (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  account_id bigint NOT NULL,
  pairing_code_id bigint NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  paired_at timestamptz NOT NULL,
  revoked_at timestamptz,
  CONSTRAINT checkin_devices_club_id_id_key UNIQUE (club_id, id),
  CONSTRAINT checkin_devices_account_key UNIQUE (club_id, account_id),
  CONSTRAINT checkin_devices_pairing_code_key UNIQUE (club_id, pairing_code_id),
  FOREIGN KEY (club_id, account_id) REFERENCES accounts(club_id, id),
  FOREIGN KEY (club_id, pairing_code_id) REFERENCES checkin_pairing_codes(club_id, id)
);

-- Wrong pairing codes are throttled per address like the other anonymous auth calls.
ALTER TABLE auth_rate_events DROP CONSTRAINT auth_rate_events_action_check;

ALTER TABLE auth_rate_events ADD CONSTRAINT auth_rate_events_action_check
  CHECK (action IN ('REGISTER', 'PASSWORD_RESET_REQUEST', 'VERIFICATION_RESEND', 'CHECKIN_PAIRING_FAILURE'));
