-- Check-ins by a client id (an idempotency key from the desk or a kiosk): a retried or repeated check-in with
-- the same id answers the attendance of the first, so it never counts twice.
ALTER TABLE schedule_item_attendances ADD CONSTRAINT schedule_item_attendances_club_id_id_key UNIQUE (club_id, id);

CREATE TABLE schedule_item_check_ins (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  client_id text NOT NULL CHECK (length(client_id) BETWEEN 1 AND 100),
  schedule_item_attendance_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, client_id),
  FOREIGN KEY (club_id, schedule_item_attendance_id) REFERENCES schedule_item_attendances (club_id, id)
);

CREATE INDEX schedule_item_check_ins_attendance_idx ON schedule_item_check_ins (club_id, schedule_item_attendance_id);
