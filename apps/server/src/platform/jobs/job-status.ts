import type { PgBossState } from '../db/tables/jobs.js';

/** The spec's automation task results, in its words. */
export const JOB_STATUSES = ['PENDING', 'STARTED', 'RETRY', 'SUCCESS', 'FAILURE', 'REVOKED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

const BY_STATE: Record<PgBossState, JobStatus> = {
  created: 'PENDING',
  active: 'STARTED',
  retry: 'RETRY',
  completed: 'SUCCESS',
  failed: 'FAILURE',
  cancelled: 'REVOKED',
};

export function jobStatusOf(state: PgBossState): JobStatus {
  return BY_STATE[state];
}

export function pgBossStateOf(status: JobStatus): PgBossState {
  return (Object.keys(BY_STATE) as PgBossState[]).find((state) => BY_STATE[state] === status)!;
}
