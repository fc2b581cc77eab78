-- The class timetable (locations, rooms, class types, levels, schedule items, one-time changes, holidays),
-- class pass products with their groups, the passes members hold, and class attendances.
CREATE TABLE organization_locations (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  display_public boolean NOT NULL DEFAULT true,
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX organization_locations_club_idx ON organization_locations (club_id, archived, name);

CREATE TABLE organization_location_rooms (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  organization_location_id bigint NOT NULL REFERENCES organization_locations(id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  display_public boolean NOT NULL DEFAULT true,
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX organization_location_rooms_location_idx ON organization_location_rooms (club_id, organization_location_id);

CREATE TABLE organization_classtypes (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  description_title text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  url_image text NOT NULL DEFAULT '',
  display_public boolean NOT NULL DEFAULT true,
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX organization_classtypes_club_idx ON organization_classtypes (club_id, archived, name);

CREATE TABLE organization_levels (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX organization_levels_club_idx ON organization_levels (club_id, archived, name);

-- One row per timetable entry; its occurrences are computed from the frequency, never stored.
CREATE TABLE schedule_items (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  schedule_item_type text NOT NULL DEFAULT 'CLASS' CHECK (schedule_item_type IN ('CLASS', 'EVENT_ACTIVITY', 'APPOINTMENT', 'SHIFT')),
  frequency_type text NOT NULL CHECK (frequency_type IN ('SPECIFIC', 'WEEKLY', 'LAST_WEEKDAY_OF_MONTH')),
  -- ISO weekday 1 (Monday) to 7 (Sunday) for WEEKLY and LAST_WEEKDAY_OF_MONTH; 0 for SPECIFIC.
  frequency_interval integer NOT NULL DEFAULT 0,
  date_start date NOT NULL,
  date_end date,
  time_start time NOT NULL,
  time_end time NOT NULL,
  organization_location_room_id bigint NOT NULL REFERENCES organization_location_rooms(id),
  organization_classtype_id bigint NOT NULL REFERENCES organization_classtypes(id),
  organization_level_id bigint REFERENCES organization_levels(id),
  account_id bigint REFERENCES accounts(id),
  role text CHECK (role IN ('SUB', 'ASSISTANT', 'KARMA')),
  account2_id bigint REFERENCES accounts(id),
  role2 text CHECK (role2 IN ('SUB', 'ASSISTANT', 'KARMA')),
  spaces integer NOT NULL CHECK (spaces BETWEEN 0 AND 10000),
  walk_in_spaces integer NOT NULL DEFAULT 0 CHECK (walk_in_spaces >= 0 AND walk_in_spaces <= spaces),
  enrollment_spaces integer NOT NULL DEFAULT 0 CHECK (enrollment_spaces >= 0 AND enrollment_spaces <= spaces),
  display_public boolean NOT NULL DEFAULT true,
  info_mail_enabled boolean NOT NULL DEFAULT false,
  info_mail_content text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (time_end > time_start),
  CHECK (date_end IS NULL OR date_end >= date_start),
  CHECK ((frequency_type = 'SPECIFIC' AND frequency_interval = 0) OR (frequency_type <> 'SPECIFIC' AND frequency_interval BETWEEN 1 AND 7))
);

CREATE INDEX schedule_items_club_dates_idx ON schedule_items (club_id, schedule_item_type, date_start, date_end);

-- A one-time change of one occurrence; a NULL column means "no change" (never "zero").
CREATE TABLE schedule_item_changes (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  schedule_item_id bigint NOT NULL REFERENCES schedule_items(id),
  date date NOT NULL,
  status text CHECK (status IN ('CANCELLED', 'OPEN')),
  description text,
  organization_location_room_id bigint REFERENCES organization_location_rooms(id),
  organization_classtype_id bigint REFERENCES organization_classtypes(id),
  organization_level_id bigint REFERENCES organization_levels(id),
  time_start time,
  time_end time,
  spaces integer CHECK (spaces BETWEEN 0 AND 10000),
  walk_in_spaces integer CHECK (walk_in_spaces >= 0),
  account_id bigint REFERENCES accounts(id),
  role text CHECK (role IN ('SUB', 'ASSISTANT', 'KARMA')),
  account2_id bigint REFERENCES accounts(id),
  role2 text CHECK (role2 IN ('SUB', 'ASSISTANT', 'KARMA')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX schedule_item_changes_occurrence_key ON schedule_item_changes (club_id, schedule_item_id, date);

CREATE INDEX schedule_item_changes_date_idx ON schedule_item_changes (club_id, date);

CREATE TABLE organization_holidays (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '',
  date_start date NOT NULL,
  date_end date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (date_end >= date_start)
);

CREATE INDEX organization_holidays_dates_idx ON organization_holidays (club_id, date_start, date_end);

CREATE TABLE organization_holiday_locations (
  club_id bigint NOT NULL REFERENCES clubs(id),
  organization_holiday_id bigint NOT NULL REFERENCES organization_holidays(id) ON DELETE CASCADE,
  organization_location_id bigint NOT NULL REFERENCES organization_locations(id),
  PRIMARY KEY (organization_holiday_id, organization_location_id)
);

CREATE TABLE organization_classpasses (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  -- HTML shown on the shop card.
  description text NOT NULL DEFAULT '',
  price numeric(20, 2) NOT NULL CHECK (price >= 0),
  -- The value of one class for revenue insight reports.
  quick_stats_amount numeric(20, 2) NOT NULL DEFAULT 0 CHECK (quick_stats_amount >= 0),
  validity integer NOT NULL CHECK (validity BETWEEN 1 AND 1000),
  validity_unit text NOT NULL CHECK (validity_unit IN ('DAYS', 'WEEKS', 'MONTHS', 'YEARS')),
  classes integer NOT NULL DEFAULT 0 CHECK (classes >= 0),
  unlimited boolean NOT NULL DEFAULT false,
  trial_pass boolean NOT NULL DEFAULT false,
  display_public boolean NOT NULL DEFAULT true,
  display_shop boolean NOT NULL DEFAULT true,
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (unlimited OR classes > 0)
);

CREATE INDEX organization_classpasses_club_idx ON organization_classpasses (club_id, archived, display_shop);

CREATE TABLE organization_classpass_groups (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '',
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE organization_classpass_group_classpasses (
  club_id bigint NOT NULL REFERENCES clubs(id),
  organization_classpass_group_id bigint NOT NULL REFERENCES organization_classpass_groups(id) ON DELETE CASCADE,
  organization_classpass_id bigint NOT NULL REFERENCES organization_classpasses(id),
  PRIMARY KEY (organization_classpass_group_id, organization_classpass_id)
);

CREATE INDEX organization_classpass_group_classpasses_pass_idx ON organization_classpass_group_classpasses (club_id, organization_classpass_id);

-- Which pass groups may be used for a class: attend (at the desk) and shop_book (online).
CREATE TABLE schedule_item_organization_classpass_groups (
  club_id bigint NOT NULL REFERENCES clubs(id),
  schedule_item_id bigint NOT NULL REFERENCES schedule_items(id) ON DELETE CASCADE,
  organization_classpass_group_id bigint NOT NULL REFERENCES organization_classpass_groups(id),
  attend boolean NOT NULL DEFAULT true,
  shop_book boolean NOT NULL DEFAULT false,
  PRIMARY KEY (schedule_item_id, organization_classpass_group_id),
  -- Settings rule: attend must stay enabled when book in webshop is set.
  CHECK (attend OR NOT shop_book)
);

-- Drop-in and trial products offered on a class's booking page, valid from date_start.
CREATE TABLE schedule_item_prices (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  schedule_item_id bigint NOT NULL REFERENCES schedule_items(id) ON DELETE CASCADE,
  date_start date NOT NULL,
  date_end date,
  organization_classpass_dropin_id bigint REFERENCES organization_classpasses(id),
  organization_classpass_trial_id bigint REFERENCES organization_classpasses(id),
  CHECK (date_end IS NULL OR date_end >= date_start)
);

CREATE INDEX schedule_item_prices_item_idx ON schedule_item_prices (club_id, schedule_item_id, date_start);

-- A pass a member holds; what is left on it is derived from its attendances.
CREATE TABLE account_classpasses (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  account_id bigint NOT NULL REFERENCES accounts(id),
  organization_classpass_id bigint NOT NULL REFERENCES organization_classpasses(id),
  date_start date NOT NULL,
  date_end date NOT NULL,
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (date_end >= date_start)
);

CREATE INDEX account_classpasses_account_idx ON account_classpasses (club_id, account_id, date_start);

CREATE TABLE schedule_item_attendances (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  account_id bigint NOT NULL REFERENCES accounts(id),
  schedule_item_id bigint NOT NULL REFERENCES schedule_items(id),
  date date NOT NULL,
  attendance_type text NOT NULL CHECK (attendance_type IN ('CLASSPASS', 'SUBSCRIPTION')),
  account_classpass_id bigint REFERENCES account_classpasses(id),
  booking_status text NOT NULL CHECK (booking_status IN ('BOOKED', 'ATTENDING', 'CANCELLED')),
  online_booking boolean NOT NULL DEFAULT false,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (attendance_type <> 'CLASSPASS' OR account_classpass_id IS NOT NULL)
);

-- One active attendance per member per occurrence; cancelled ones stay as history.
CREATE UNIQUE INDEX schedule_item_attendances_active_key ON schedule_item_attendances (club_id, account_id, schedule_item_id, date)
  WHERE booking_status <> 'CANCELLED';

CREATE INDEX schedule_item_attendances_occurrence_idx ON schedule_item_attendances (club_id, date, schedule_item_id, booking_status);

CREATE INDEX schedule_item_attendances_account_idx ON schedule_item_attendances (club_id, account_id, date);

CREATE INDEX schedule_item_attendances_classpass_idx ON schedule_item_attendances (club_id, account_classpass_id)
  WHERE account_classpass_id IS NOT NULL;
