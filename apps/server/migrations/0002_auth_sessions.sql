-- Sign-in sessions and the rate limits of the anonymous auth calls. One statement per step.

-- A session starts at each sign-in and is the family of its rotating refresh tokens; access tokens
-- carry its id, so revoking it ends every token of that sign-in at once.
CREATE TABLE auth_sessions (
  id uuid PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  account_id bigint NOT NULL REFERENCES accounts(id),
  started_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE INDEX auth_sessions_account_idx ON auth_sessions (club_id, account_id) WHERE revoked_at IS NULL;

-- Refresh tokens issued before sessions existed get a session of their own, already revoked: those
-- tokens carry no session id and must be signed in again.
INSERT INTO auth_sessions (id, club_id, account_id, started_at, revoked_at)
SELECT family_id, min(club_id), min(account_id), min(family_started_at), now() FROM refresh_tokens GROUP BY family_id;

ALTER TABLE refresh_tokens ADD CONSTRAINT refresh_tokens_family_fkey FOREIGN KEY (family_id) REFERENCES auth_sessions(id);

-- Registrations, reset mails and verification resends per client address, counted in the database so
-- that several app servers share the limits (sign-in attempts have login_attempts).
CREATE TABLE auth_rate_events (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  action text NOT NULL CHECK (action IN ('REGISTER', 'PASSWORD_RESET_REQUEST', 'VERIFICATION_RESEND')),
  ip text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE INDEX auth_rate_events_ip_idx ON auth_rate_events (club_id, action, ip, created_at);
