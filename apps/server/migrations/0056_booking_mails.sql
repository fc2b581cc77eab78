-- Mails about a member's class bookings (issue 24), each switched per club: the booking confirmation (with the
-- class as an .ics), the cancellation confirmation, the reminder some hours before the class, and the waitlist's
-- mails. The reminder is a job queued with the booking, due that many hours before the start.
ALTER TABLE clubs ADD COLUMN booking_confirmation_mail boolean NOT NULL DEFAULT true;
ALTER TABLE clubs ADD COLUMN booking_cancellation_mail boolean NOT NULL DEFAULT true;
ALTER TABLE clubs ADD COLUMN class_reminder_mail boolean NOT NULL DEFAULT true;
ALTER TABLE clubs ADD COLUMN class_reminder_hours integer NOT NULL DEFAULT 2 CHECK (class_reminder_hours BETWEEN 1 AND 168);
ALTER TABLE clubs ADD COLUMN waitlist_mails boolean NOT NULL DEFAULT true;
-- When the reminder of a booking was queued: a booking cancelled and made again has two reminder jobs, and only the
-- first to set this mails.
ALTER TABLE schedule_item_attendances ADD COLUMN reminder_mailed_at timestamptz;
