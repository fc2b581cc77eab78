import type { Generated } from 'kysely';

/** A club's background job; `id` is the pg-boss job id. */
export interface AutomationJobsTable {
  clubId: number;
  id: string;
  name: string;
  createdAt: Generated<Date>;
}

export interface AutomationJobLogTable {
  id: Generated<number>;
  clubId: number;
  jobId: string;
  loggedAt: Generated<Date>;
  message: string;
}

export interface RecurringTaskRunsTable {
  clubId: number;
  task: string;
  period: string;
  doneAt: Date;
}

export type PgBossState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** The columns of pgboss.job (and pgboss.archive) that we read. */
export interface PgBossJobTable {
  id: string;
  name: string;
  state: PgBossState;
  retryCount: number;
  retryLimit: number;
  startAfter: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  createdOn: Date;
}
