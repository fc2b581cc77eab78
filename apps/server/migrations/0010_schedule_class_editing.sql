-- Staff edit the timetable: a class is archived instead of deleted (its bookings and history stay), and a
-- one-time change may also mark an occurrence FINISHED (spec section 4's class statuses).
ALTER TABLE schedule_items ADD COLUMN archived boolean NOT NULL DEFAULT false;

ALTER TABLE schedule_item_changes DROP CONSTRAINT schedule_item_changes_status_check;
ALTER TABLE schedule_item_changes ADD CONSTRAINT schedule_item_changes_status_check CHECK (status IN ('CANCELLED', 'OPEN', 'FINISHED'));
