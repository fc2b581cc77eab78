import type { AutomationJobRow, JobLogLine } from '../../platform/jobs/automation-job.repository.js';
import { jobStatusOf, type JobStatus } from '../../platform/jobs/job-status.js';

/** A club's background job as staff see it (the back office's "Automation tasks"). */
export interface AutomationJob {
  id: string;
  name: string;
  status: JobStatus;
  /** Tries started so far. */
  attempts: number;
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  /** When a waiting job (PENDING or RETRY) runs next; null otherwise. */
  nextAttemptAt: Date | null;
  log: { at: Date; message: string }[];
}

/** pg-boss counts retries only once a retry starts, and sets startedOn on the first try. */
export function presentJob(row: AutomationJobRow, log: readonly JobLogLine[]): AutomationJob {
  const waiting = row.state === 'created' || row.state === 'retry';
  return {
    id: row.id,
    name: row.name,
    status: jobStatusOf(row.state),
    attempts: row.startedOn ? row.retryCount + 1 : 0,
    createdAt: row.createdAt,
    startedAt: row.startedOn,
    completedAt: row.completedOn,
    nextAttemptAt: waiting ? row.startAfter : null,
    log: log.filter((line) => line.jobId === row.id).map((line) => ({ at: line.loggedAt, message: line.message })),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Job ids are pg-boss's uuids; anything else names no job (and must not reach a uuid column). */
export function isJobId(id: string): boolean {
  return UUID.test(id);
}
