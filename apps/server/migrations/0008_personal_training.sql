-- Personal training: services in categories, the trainers who give them (staff accounts) with their weekly
-- hours, days off and date overrides, and the appointments members book with a personal-training pass.
-- A personal-training pass is an ordinary class pass product that a service names as a way to pay
-- (appointment_service_classpasses); its sessions are counted like classes.

-- A mail may carry a calendar event (iCalendar text with its METHOD), sent as a text/calendar part.
ALTER TABLE mail_outbox ADD COLUMN ical_event text;

-- Club settings of the availability engine; the horizon is the classes' booking_days_in_advance and the
-- cancel window the classes' cancel_hours_before.
ALTER TABLE clubs ADD COLUMN appointment_slot_minutes integer NOT NULL DEFAULT 30 CHECK (appointment_slot_minutes BETWEEN 5 AND 240);
ALTER TABLE clubs ADD COLUMN appointment_min_notice_minutes integer NOT NULL DEFAULT 120 CHECK (appointment_min_notice_minutes BETWEEN 0 AND 20160);

-- Targets of the club-scoped foreign keys below.
CREATE UNIQUE INDEX IF NOT EXISTS accounts_club_id_id_key ON accounts (club_id, id);
CREATE UNIQUE INDEX IF NOT EXISTS organization_classpasses_club_id_id_key ON organization_classpasses (club_id, id);
CREATE UNIQUE INDEX IF NOT EXISTS account_classpasses_club_id_id_key ON account_classpasses (club_id, id);

CREATE TABLE appointment_categories (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id)
);

CREATE TABLE appointment_services (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  appointment_category_id bigint NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '',
  duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 5 AND 720),
  price numeric(20, 2) NOT NULL CHECK (price >= 0),
  buffer_before_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_before_minutes BETWEEN 0 AND 240),
  buffer_after_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_after_minutes BETWEEN 0 AND 240),
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id),
  FOREIGN KEY (club_id, appointment_category_id) REFERENCES appointment_categories (club_id, id)
);

CREATE INDEX appointment_services_club_idx ON appointment_services (club_id, archived, name);

-- The pass products that pay for a service.
CREATE TABLE appointment_service_classpasses (
  club_id bigint NOT NULL REFERENCES clubs(id),
  appointment_service_id bigint NOT NULL,
  organization_classpass_id bigint NOT NULL,
  PRIMARY KEY (club_id, appointment_service_id, organization_classpass_id),
  FOREIGN KEY (club_id, appointment_service_id) REFERENCES appointment_services (club_id, id) ON DELETE CASCADE,
  FOREIGN KEY (club_id, organization_classpass_id) REFERENCES organization_classpasses (club_id, id)
);

-- A staff account that gives appointments; its row is locked while a booking checks and takes a slot.
CREATE TABLE appointment_trainers (
  club_id bigint NOT NULL REFERENCES clubs(id),
  account_id bigint NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (club_id, account_id),
  FOREIGN KEY (club_id, account_id) REFERENCES accounts (club_id, id)
);

CREATE TABLE appointment_service_trainers (
  club_id bigint NOT NULL REFERENCES clubs(id),
  appointment_service_id bigint NOT NULL,
  account_id bigint NOT NULL,
  PRIMARY KEY (club_id, appointment_service_id, account_id),
  FOREIGN KEY (club_id, appointment_service_id) REFERENCES appointment_services (club_id, id) ON DELETE CASCADE,
  FOREIGN KEY (club_id, account_id) REFERENCES appointment_trainers (club_id, account_id)
);

-- Club-local wall-clock hours per ISO weekday (1 = Monday … 7 = Sunday); several ranges a day allowed.
CREATE TABLE appointment_trainer_hours (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  account_id bigint NOT NULL,
  iso_weekday integer NOT NULL CHECK (iso_weekday BETWEEN 1 AND 7),
  time_start time NOT NULL,
  time_end time NOT NULL CHECK (time_end > time_start),
  FOREIGN KEY (club_id, account_id) REFERENCES appointment_trainers (club_id, account_id) ON DELETE CASCADE
);

CREATE INDEX appointment_trainer_hours_trainer_idx ON appointment_trainer_hours (club_id, account_id, iso_weekday);

CREATE TABLE appointment_trainer_days_off (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  account_id bigint NOT NULL,
  date_start date NOT NULL,
  date_end date NOT NULL CHECK (date_end >= date_start),
  note text NOT NULL DEFAULT '',
  FOREIGN KEY (club_id, account_id) REFERENCES appointment_trainers (club_id, account_id) ON DELETE CASCADE
);

CREATE INDEX appointment_trainer_days_off_trainer_idx ON appointment_trainer_days_off (club_id, account_id, date_start);

-- Other hours on one date: the date's rows replace the weekly hours; a zero-length row closes the day.
CREATE TABLE appointment_trainer_overrides (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  account_id bigint NOT NULL,
  date date NOT NULL,
  time_start time NOT NULL,
  time_end time NOT NULL CHECK (time_end >= time_start),
  FOREIGN KEY (club_id, account_id) REFERENCES appointment_trainers (club_id, account_id) ON DELETE CASCADE
);

CREATE INDEX appointment_trainer_overrides_trainer_idx ON appointment_trainer_overrides (club_id, account_id, date);

-- blocked_from/blocked_until is the trainer's time the appointment takes: start and end widened by the
-- service's buffers. pass_session_used is false once a cancel in time gave the session back.
CREATE TABLE appointments (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  appointment_service_id bigint NOT NULL,
  trainer_account_id bigint NOT NULL,
  account_id bigint NOT NULL,
  account_classpass_id bigint NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  blocked_from timestamptz NOT NULL,
  blocked_until timestamptz NOT NULL,
  pass_session_used boolean NOT NULL DEFAULT true,
  canceled boolean NOT NULL DEFAULT false,
  canceled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, id),
  FOREIGN KEY (club_id, appointment_service_id) REFERENCES appointment_services (club_id, id),
  FOREIGN KEY (club_id, trainer_account_id) REFERENCES appointment_trainers (club_id, account_id),
  FOREIGN KEY (club_id, account_id) REFERENCES accounts (club_id, id),
  FOREIGN KEY (club_id, account_classpass_id) REFERENCES account_classpasses (club_id, id),
  CHECK (ends_at > starts_at),
  CHECK (blocked_from <= starts_at AND blocked_until >= ends_at),
  CHECK (canceled = (canceled_at IS NOT NULL)),
  CHECK (pass_session_used OR canceled)
);

-- A second guard behind the trainer lock: one active appointment per trainer and start.
CREATE UNIQUE INDEX appointments_trainer_start_key ON appointments (club_id, trainer_account_id, starts_at) WHERE NOT canceled;

CREATE INDEX appointments_trainer_time_idx ON appointments (club_id, trainer_account_id, blocked_from) WHERE NOT canceled;

CREATE INDEX appointments_account_idx ON appointments (club_id, account_id, starts_at);

CREATE INDEX appointments_classpass_idx ON appointments (club_id, account_classpass_id) WHERE pass_session_used;
