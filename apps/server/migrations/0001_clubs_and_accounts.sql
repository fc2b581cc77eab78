-- Clubs, accounts and everything sign-in needs. One statement per step.
CREATE TABLE clubs (
  id bigserial PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9][a-z0-9-]{1,62}$'),
  name text NOT NULL,
  time_zone text NOT NULL DEFAULT 'Europe/Amsterdam',
  currency_symbol text NOT NULL DEFAULT '€',
  booking_days_in_advance integer NOT NULL DEFAULT 31 CHECK (booking_days_in_advance >= 0),
  cancel_hours_before integer NOT NULL DEFAULT 24 CHECK (cancel_hours_before >= 0),
  max_pauses_per_year integer NOT NULL DEFAULT 1 CHECK (max_pauses_per_year >= 0),
  min_pause_days integer NOT NULL DEFAULT 1 CHECK (min_pause_days >= 1),
  trial_pass_limit integer NOT NULL DEFAULT 1 CHECK (trial_pass_limit >= 0),
  credit_validity_days integer NOT NULL DEFAULT 31 CHECK (credit_validity_days >= 1),
  date_format text NOT NULL DEFAULT 'DD-MM-YYYY' CHECK (date_format IN ('DD-MM-YYYY', 'MM-DD-YYYY', 'YYYY-MM-DD')),
  time_format text NOT NULL DEFAULT '24hr' CHECK (time_format IN ('12hr', '24hr')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE accounts (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  email text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  gender text CHECK (gender IN ('M', 'F', 'X')),
  date_of_birth date,
  address text NOT NULL DEFAULT '',
  postcode text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '' CHECK (country = '' OR country ~ '^[A-Z]{2}$'),
  phone text NOT NULL DEFAULT '',
  mobile text NOT NULL DEFAULT '',
  emergency text NOT NULL DEFAULT '',
  instructor boolean NOT NULL DEFAULT false,
  employee boolean NOT NULL DEFAULT false,
  role text NOT NULL DEFAULT 'MEMBER' CHECK (role IN ('MEMBER', 'STAFF', 'KIOSK')),
  permissions text[] NOT NULL DEFAULT '{}',
  profile_policy boolean NOT NULL DEFAULT false,
  password_hash text,
  google_sub text,
  email_verified_at timestamptz,
  token_version integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  url_image_thumbnail text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX accounts_club_email_key ON accounts (club_id, lower(email));

CREATE UNIQUE INDEX accounts_club_google_sub_key ON accounts (club_id, google_sub) WHERE google_sub IS NOT NULL;

CREATE TABLE refresh_tokens (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  account_id bigint NOT NULL REFERENCES accounts(id),
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  family_started_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (club_id, family_id);

CREATE INDEX refresh_tokens_account_idx ON refresh_tokens (club_id, account_id);

CREATE TABLE one_time_tokens (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  account_id bigint NOT NULL REFERENCES accounts(id),
  purpose text NOT NULL CHECK (purpose IN ('PASSWORD_RESET', 'VERIFY_ACCOUNT')),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX one_time_tokens_account_idx ON one_time_tokens (club_id, account_id, purpose);

CREATE TABLE login_attempts (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  email text NOT NULL,
  ip text NOT NULL,
  succeeded boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX login_attempts_email_idx ON login_attempts (club_id, email, created_at);

CREATE INDEX login_attempts_ip_idx ON login_attempts (club_id, ip, created_at);

CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  status text NOT NULL DEFAULT 'KEPT' CHECK (status IN ('KEPT', 'SENT', 'FAILED')),
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

CREATE INDEX mail_outbox_club_idx ON mail_outbox (club_id, created_at);
