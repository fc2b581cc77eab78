import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club } from '../../../src/modules/clubs/club.js';
import { AUTH_RECORDS_RETENTION_MS } from '../../../src/modules/auth/auth-limits.js';
import { PRUNE_AUTH_RECORDS_JOB } from '../../../src/modules/auth/index.js';
import { CLASS_REMINDER_JOB } from '../../../src/modules/booking/index.js';
import { JOB_RECORDS_RETENTION_MS } from '../../../src/platform/jobs/prune-job-records.job.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { jobsSeenBy, staffToken } from './jobs-kit.js';

const DAY_MS = 24 * 60 * 60_000;

describe('J2 the daily pruning of sign-in and job records runs once per day', () => {
  let t: TestApp;
  let clubs: Club[];
  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-03-02T03:15:00Z') });
    clubs = [await t.make.defaultClub(), await t.make.club({ slug: 'second-prune-club' })];
  });
  afterAll(() => t.close());

  /** One sign-in attempt and one rate-limit event per club, `ageMs` old by the app's clock. */
  async function recordsAged(ageMs: number, ip: string) {
    const createdAt = new Date(t.clock.now().getTime() - ageMs);
    for (const club of clubs) {
      await t.app.db.insertInto('loginAttempts').values({ clubId: club.id, email: 'someone@example.test', ip, succeeded: false, createdAt }).execute();
      await t.app.db.insertInto('authRateEvents').values({ clubId: club.id, action: 'REGISTER', ip, createdAt }).execute();
    }
  }
  const ipsLeft = async () => ({
    attempts: (await t.app.db.selectFrom('loginAttempts').select('ip').where('email', '=', 'someone@example.test').execute()).map((r) => r.ip).sort(),
    events: (await t.app.db.selectFrom('authRateEvents').select('ip').where('action', '=', 'REGISTER').execute()).map((r) => r.ip).sort(),
  });
  /** What pg-boss's cron does at 03:15 UTC (the test starts it by hand, as often as it likes). */
  const cronStartsDailyTasks = () => t.app.jobs.boss.send('clubs.daily-tasks', { clubId: null, data: {} });

  it('deletes records past the retention for every club and keeps the rest', async () => {
    await recordsAged(AUTH_RECORDS_RETENTION_MS + DAY_MS, '10.9.0.1');
    await recordsAged(AUTH_RECORDS_RETENTION_MS - 10 * DAY_MS, '10.9.0.2');
    // A job record and a done period from long ago, as a month of running leaves them.
    const longAgo = new Date(t.clock.now().getTime() - JOB_RECORDS_RETENTION_MS - DAY_MS);
    const oldJobId = '00000000-0000-4000-8000-000000000001';
    await t.app.db.insertInto('automationJobs').values({ clubId: clubs[0]!.id, id: oldJobId, name: 'mail.send', createdAt: longAgo }).execute();
    await t.app.db.insertInto('automationJobLog').values({ clubId: clubs[0]!.id, jobId: oldJobId, message: 'Done' }).execute();
    await t.app.db.insertInto('recurringTaskRuns').values({ clubId: clubs[0]!.id, task: 'auth.prune-records', period: '2026-01-01', doneAt: longAgo }).execute();
    // A job queued as long ago but not due yet (a class reminder of a booking made weeks ahead) keeps its record to log to.
    const waitingJobId = await t.app.db.transaction().execute((trx) => t.app.jobs.enqueue(trx, CLASS_REMINDER_JOB, clubs[0]!.id, { attendanceId: 1 }, { startAfterSeconds: 365 * 24 * 3600 }));
    await t.app.db.updateTable('automationJobs').set({ createdAt: longAgo }).where('id', '=', waitingJobId).execute();
    await cronStartsDailyTasks();
    // The daily job, then three pruning jobs, the overdue run, the membership renewals and the unpaid subscription
    // blocks per club.
    expect(await t.runJobs()).toBe(1 + 6 * clubs.length);
    expect(await ipsLeft()).toEqual({ attempts: ['10.9.0.2', '10.9.0.2'], events: ['10.9.0.2', '10.9.0.2'] });
    expect(await t.app.db.selectFrom('automationJobs').select('id').where('id', '=', oldJobId).execute()).toEqual([]);
    expect(await t.app.db.selectFrom('automationJobLog').select('id').where('jobId', '=', oldJobId).execute()).toEqual([]);
    expect(await t.app.db.selectFrom('automationJobs').select('id').where('id', '=', waitingJobId).execute()).toEqual([{ id: waitingJobId }]);
    const periods = await t.app.db.selectFrom('recurringTaskRuns').select(['clubId', 'task', 'period']).where('clubId', '=', clubs[0]!.id).orderBy('task').execute();
    expect(periods).toEqual([
      { clubId: clubs[0]!.id, task: 'auth.prune-records', period: '2026-03-02' },
      { clubId: clubs[0]!.id, task: 'clubs.daily-tasks', period: '2026-03-02' },
      { clubId: clubs[0]!.id, task: 'expenses.prune-documents', period: '2026-03-02' },
      { clubId: clubs[0]!.id, task: 'jobs.prune-records', period: '2026-03-02' },
      { clubId: clubs[0]!.id, task: 'subscriptions.unpaid-blocks', period: '2026-03-02' },
    ]);
    const staff = await staffToken(t, ['MANAGER']);
    const [pruned] = await jobsSeenBy(t, staff, { name: 'auth.prune-records' });
    expect(pruned).toMatchObject({ status: 'SUCCESS' });
    expect(pruned!.log.map((l) => l.message)).toContain(
      `Deleted 1 sign-in attempts and 1 rate-limit events from before ${new Date(t.clock.now().getTime() - AUTH_RECORDS_RETENTION_MS).toISOString()}.`,
    );
  });

  it('does the work once when started again for the same day (a second server, a retry)', async () => {
    await recordsAged(AUTH_RECORDS_RETENTION_MS + DAY_MS, '10.9.0.3');
    t.clock.advance(60 * 60_000);
    await cronStartsDailyTasks();
    await cronStartsDailyTasks();
    // Two workers at once, as on two servers: each club's day was claimed by the first start, so nothing is queued.
    const [first, second] = await Promise.all([t.runJobs(), t.runJobs()]);
    expect(first + second).toBe(2);
    // Today's pruning was done in the first test: the old records of 10.9.0.3 wait for tomorrow.
    expect((await ipsLeft()).attempts).toEqual(['10.9.0.2', '10.9.0.2', '10.9.0.3', '10.9.0.3']);
    // A task queued twice for a day it has done (a retry) does nothing either.
    await t.app.db.transaction().execute((trx) => t.app.jobs.enqueue(trx, PRUNE_AUTH_RECORDS_JOB, clubs[0]!.id, { period: '2026-03-02' }));
    expect(await t.runJobs()).toBe(1);
    const staff = await staffToken(t, ['MANAGER']);
    const [again] = await jobsSeenBy(t, staff, { name: 'auth.prune-records', status: 'SUCCESS', first: 1 });
    expect(again!.log.at(-2)?.message).toBe('Already done for 2026-03-02; nothing to do.');

    // The next day, started twice again and run by two workers at once: each club's tasks queued once, and they prune.
    t.clock.advance(DAY_MS);
    await cronStartsDailyTasks();
    await cronStartsDailyTasks();
    const ran = await Promise.all([t.runJobs(), t.runJobs()]);
    expect(ran[0] + ran[1]).toBe(2 + 6 * clubs.length);
    expect(await ipsLeft()).toEqual({ attempts: ['10.9.0.2', '10.9.0.2'], events: ['10.9.0.2', '10.9.0.2'] });
    const nextDay = (await jobsSeenBy(t, await staffToken(t, ['MANAGER']), { name: 'auth.prune-records', first: 1 })).map((run) => run.log.at(-2)?.message);
    expect(nextDay).toEqual([expect.stringMatching(/^Deleted 1 sign-in attempts and 1 rate-limit events /)]);
  });
});
