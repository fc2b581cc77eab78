-- The waitlist of a full class (issue 24, docs/domain-notes.md "Waitlist"): the club turns it on per class type and
-- sets how long before the start a freed place stops going to the first in line by itself (then everyone waiting is
-- mailed and the first to book gets it).
ALTER TABLE organization_classtypes ADD COLUMN waitlist boolean NOT NULL DEFAULT false;
ALTER TABLE clubs ADD COLUMN waitlist_cutoff_hours integer NOT NULL DEFAULT 2 CHECK (waitlist_cutoff_hours BETWEEN 0 AND 168);

-- One member's place in the line of one occurrence (schedule item + date), in the order they joined. WAITING until
-- they leave (LEFT), a freed place books them (PROMOTED, with the booking it made) or the place ends otherwise
-- (CLOSED: they booked the class themselves, or it started). A member without a usable pass or subscription when
-- their turn comes keeps their place (test plan W2): told_unusable_at says they were told, so they are told once.
-- The pass or subscription they chose, if any, is what a promotion books with; none: the first usable one.
CREATE TABLE schedule_item_waitlist_entries (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  schedule_item_id bigint NOT NULL,
  date date NOT NULL,
  account_id bigint NOT NULL,
  account_classpass_id bigint,
  account_subscription_id bigint,
  status text NOT NULL DEFAULT 'WAITING' CHECK (status IN ('WAITING', 'PROMOTED', 'LEFT', 'CLOSED')),
  joined_at timestamptz NOT NULL,
  told_unusable_at timestamptz,
  schedule_item_attendance_id bigint,
  ended_at timestamptz,
  UNIQUE (club_id, id),
  FOREIGN KEY (club_id, schedule_item_id) REFERENCES schedule_items (club_id, id),
  FOREIGN KEY (club_id, account_id) REFERENCES accounts (club_id, id),
  FOREIGN KEY (club_id, account_classpass_id) REFERENCES account_classpasses (club_id, id),
  FOREIGN KEY (club_id, account_subscription_id) REFERENCES account_subscriptions (club_id, id),
  FOREIGN KEY (club_id, schedule_item_attendance_id) REFERENCES schedule_item_attendances (club_id, id),
  CHECK (account_classpass_id IS NULL OR account_subscription_id IS NULL),
  CHECK ((status = 'WAITING') = (ended_at IS NULL)),
  CHECK ((status = 'PROMOTED') = (schedule_item_attendance_id IS NOT NULL))
);

-- At most one waiting place per member and occurrence (joining twice at once gives one).
CREATE UNIQUE INDEX schedule_item_waitlist_entries_waiting_key ON schedule_item_waitlist_entries (club_id, account_id, schedule_item_id, date)
  WHERE status = 'WAITING';

-- The line of one occurrence, first joined first.
CREATE INDEX schedule_item_waitlist_entries_line_idx ON schedule_item_waitlist_entries (club_id, schedule_item_id, date, joined_at, id)
  WHERE status = 'WAITING';
