import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { PgBossState } from '../db/tables/jobs.js';
import type { ListPage } from '../list-page.js';

export interface AutomationJobRow {
  id: string;
  name: string;
  state: PgBossState;
  retryCount: number;
  retryLimit: number;
  createdAt: Date;
  startAfter: Date;
  startedOn: Date | null;
  completedOn: Date | null;
}

export interface JobLogLine {
  jobId: string;
  loggedAt: Date;
  message: string;
}

export async function insertAutomationJob(db: Db, job: { clubId: number; id: string; name: string }): Promise<void> {
  await db.insertInto('automationJobs').values(job).execute();
}

/** A line of the job's log, or several in one statement (in their order: the log reads by id). */
export async function insertJobLog(db: Db, clubId: number, jobId: string, message: string | readonly string[]): Promise<void> {
  const messages = typeof message === 'string' ? [message] : message;
  if (messages.length === 0) return;
  await db.insertInto('automationJobLog').values(messages.map((m) => ({ clubId, jobId, message: m }))).execute();
}

/** pg-boss moves finished jobs from pgboss.job to pgboss.archive; a job is in exactly one of them. */
function pgBossJobs(db: Db) {
  const columns = ['id', 'name', 'state', 'retryCount', 'retryLimit', 'startAfter', 'startedOn', 'completedOn'] as const;
  return db.selectFrom('pgboss.job').select(columns).unionAll(db.selectFrom('pgboss.archive').select(columns));
}

function clubJobs(db: Db, clubId: number) {
  return db
    .selectFrom('automationJobs as a')
    .innerJoin(pgBossJobs(db).as('j'), (join) => join.onRef('j.id', '=', 'a.id').onRef('j.name', '=', 'a.name'))
    .select(['a.id', 'a.name', 'a.createdAt', 'j.state', 'j.retryCount', 'j.retryLimit', 'j.startAfter', 'j.startedOn', 'j.completedOn'])
    .where('a.clubId', '=', clubId);
}

/** A club's jobs, newest first; jobs pg-boss has deleted (past its retention) are left out. */
export async function listClubJobs(
  db: Db,
  clubId: number,
  filter: { state?: PgBossState | undefined; name?: string | undefined },
  page: ListPage,
): Promise<AutomationJobRow[]> {
  let query = clubJobs(db, clubId);
  if (filter.state) query = query.where('j.state', '=', sql.lit(filter.state));
  if (filter.name) query = query.where('a.name', '=', filter.name);
  return query.orderBy('a.createdAt', 'desc').orderBy('a.id', 'desc').offset(page.offset).limit(page.limit).execute();
}

export async function findClubJob(db: Db, clubId: number, id: string): Promise<AutomationJobRow | undefined> {
  return clubJobs(db, clubId).where('a.id', '=', id).executeTakeFirst();
}

export async function listJobLogs(db: Db, clubId: number, jobIds: readonly string[]): Promise<JobLogLine[]> {
  if (jobIds.length === 0) return [];
  return db
    .selectFrom('automationJobLog')
    .select(['jobId', 'loggedAt', 'message'])
    .where('clubId', '=', clubId)
    .where('jobId', 'in', jobIds)
    .orderBy('id')
    .execute();
}

/** The states of a job not yet done (pg-boss's enum, written as literals as its own queries do). */
const WAITING_STATES: readonly PgBossState[] = ['created', 'retry', 'active'];

/**
 * Forgets a club's jobs created before `before`, with their logs (pg-boss deletes its own rows of them after a week),
 * except those still waiting to run: a class reminder queued with a booking weeks ahead logs to its record when due.
 */
export async function deleteAutomationJobsBefore(db: Db, clubId: number, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('automationJobs as a')
    .where('a.clubId', '=', clubId)
    .where('a.createdAt', '<', before)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('pgboss.job as j').select('j.id').whereRef('j.id', '=', 'a.id').where('j.state', 'in', WAITING_STATES.map((state) => sql.lit(state))))))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Locks a queued or running job's pg-boss row and answers its state (undefined once finished and
 * archived). A worker's fetch skips locked rows, so the state cannot change until the caller commits.
 */
export async function lockPgBossJob(db: Db, name: string, id: string): Promise<PgBossState | undefined> {
  const row = await db.selectFrom('pgboss.job').select('state').where('name', '=', name).where('id', '=', id).forUpdate().executeTakeFirst();
  return row?.state;
}

/**
 * Whether staff revoked this job (pg-boss state cancelled): a long run asks between its items and stops. A job pg-boss
 * does not know (a run called directly, as the benches and tests do) is not revoked.
 */
export async function isJobRevoked(db: Db, name: string, id: string): Promise<boolean> {
  const row = await db.selectFrom('pgboss.job').select('state').where('name', '=', name).where('id', '=', id).executeTakeFirst();
  return row?.state === 'cancelled';
}

/** How many of a club's jobs are in each state (those pg-boss still keeps). */
export async function countClubJobsByState(db: Db, clubId: number): Promise<{ state: PgBossState; count: number }[]> {
  const rows = await clubJobs(db, clubId)
    .clearSelect()
    .select(['j.state', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('j.state')
    .orderBy('j.state')
    .execute();
  return rows.map((r) => ({ state: r.state, count: Number(r.count) }));
}

/** When a worker last ran pg-boss's maintenance (it does every few minutes while it runs); null before the first. */
export async function readJobWorkerBeat(db: Db): Promise<Date | null> {
  const row = await sql<{ maintainedOn: Date | null }>`SELECT maintained_on AS "maintainedOn" FROM pgboss.version LIMIT 1`.execute(db);
  return row.rows[0]?.maintainedOn ?? null;
}
