-- Background jobs (issue #7, section 2). pg-boss keeps the queue itself in its own schema (pgboss) and
-- creates it at start-up; these tables hold what is ours: which club a job belongs to, its log, and
-- which period a recurring task has already done.

-- A mail is written to the outbox in the use case's transaction (QUEUED) and sent later by a job.
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_status_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_status_check CHECK (status IN ('QUEUED', 'KEPT', 'SENT', 'FAILED'));

-- id is the pg-boss job id; status, attempts and times are read from pg-boss's own tables.
CREATE TABLE automation_jobs (
  club_id bigint NOT NULL REFERENCES clubs(id),
  id uuid NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (club_id, id)
);

CREATE INDEX automation_jobs_list_idx ON automation_jobs (club_id, created_at, id);

CREATE TABLE automation_job_log (
  id bigserial PRIMARY KEY,
  club_id bigint NOT NULL,
  job_id uuid NOT NULL,
  logged_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  message text NOT NULL,
  FOREIGN KEY (club_id, job_id) REFERENCES automation_jobs (club_id, id) ON DELETE CASCADE
);

CREATE INDEX automation_job_log_job_idx ON automation_job_log (club_id, job_id, id);

-- The primary key makes a recurring task's work happen once per period, however often it is started.
CREATE TABLE recurring_task_runs (
  club_id bigint NOT NULL REFERENCES clubs(id),
  task text NOT NULL,
  period text NOT NULL,
  done_at timestamptz NOT NULL,
  PRIMARY KEY (club_id, task, period)
);

-- The daily pruning deletes by age.
CREATE INDEX login_attempts_created_idx ON login_attempts (club_id, created_at);
CREATE INDEX auth_rate_events_created_idx ON auth_rate_events (club_id, created_at);
