-- Settings → Finance (issue 22): the overdue reminder steps, in days after the due date, were a constant (1 and
-- 14); each club sets its own now. The use case checks them (1 to 5 steps, ascending, each from 1 to 365 days); the
-- CHECK keeps a row written any other way from breaking the overdue run.
ALTER TABLE clubs ADD COLUMN overdue_reminder_days integer[] NOT NULL DEFAULT '{1,14}'
  CHECK (cardinality(overdue_reminder_days) BETWEEN 1 AND 5 AND 0 < ALL (overdue_reminder_days) AND 366 > ALL (overdue_reminder_days));
