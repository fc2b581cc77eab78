import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { fieldError } from '../../platform/errors.js';
import { isCalendarMonth } from '../../platform/club-clock.js';
import type { JobDefinition, RunningJob } from '../../platform/jobs/job-definition.js';
import { inLanes, inSlices, transactionsAtOnce } from '../../platform/in-slices.js';
import { isJobRevoked } from '../../platform/jobs/automation-job.repository.js';
import { findClubById, type Club } from '../clubs/index.js';
import { grantMonthCredits } from './credit-grant.js';
import { grantedAmong, subscriptionProductsByIds, subscriptionsRunningIn } from './credit.repository.js';

export const MONTH_MESSAGE = 'Please input the month as YYYY-MM (2000 to 2100).';

/**
 * The monthly credits run of one club and month (domain notes "Monthly jobs"): started by staff with the month
 * explicit, or by the hourly schedule on the club's run day. Its work is once per (subscription, month) whatever
 * starts it how often, so a retry after a failure grants only what is left. Revoked while it runs (Automation), it
 * stops before its next slice of subscriptions; a new run grants the rest.
 */
export const MONTH_CREDITS_JOB: JobDefinition<{ month: string }> = {
  name: 'subscriptions.month-credits',
  tries: 3,
  retryDelaySeconds: 60,
  timeoutSeconds: 1800,
  async run(app, job) {
    if (job.clubId === null) throw new Error('subscriptions.month-credits needs a club');
    const club = await findClubById(app.db, job.clubId);
    if (!club) return job.log('The club is gone; nothing to do.');
    await job.log(await runMonthCredits(app, club, job.data.month, job));
  },
};

/** Subscriptions per slice: their grants and products are read once per slice, and a revoke is seen between two slices. */
export const CREDITS_SLICE = 100;

/**
 * Grants the month's credits to every subscription of the club running in it, one transaction each (those found
 * granted already without one), a few at once on PostgreSQL (transactionsAtOnce: each holds only its own
 * subscription's lock): a failure skips that member, is logged with the subscription's id, and leaves the others
 * granted. Stops between slices once the job is revoked. Answers the counts.
 */
export async function runMonthCredits(app: AppContext, club: Club, month: string, job: Pick<RunningJob<unknown>, 'id' | 'log'>): Promise<string> {
  if (!isCalendarMonth(month)) return `Not a month: ${month}; nothing to do.`;
  const subscriptions = await subscriptionsRunningIn(app.db, club.id, month);
  const width = transactionsAtOnce(app.config);
  let granted = 0;
  let credits = 0;
  let failed = 0;
  let seen = 0;
  for (const slice of inSlices(subscriptions, CREDITS_SLICE)) {
    if (seen > 0 && (await isJobRevoked(app.db, MONTH_CREDITS_JOB.name, job.id))) break;
    seen += slice.length;
    const done = await grantedAmong(app.db, club.id, slice.map((s) => s.id), month);
    const open = slice.filter((s) => !done.has(s.id));
    if (open.length === 0) continue;
    const products = await subscriptionProductsByIds(app.db, club.id, open.map((s) => s.organizationSubscriptionId));
    // Each subscription its own lane: grants share nothing but the products read above.
    const failures: string[] = [];
    await inLanes(open, (s) => s.id, width, async ({ id }) => {
      try {
        const grant = await app.db.transaction().execute((trx) => grantMonthCredits(trx, app, club, id, month, job.id, products));
        if (grant) {
          granted += 1;
          credits += grant.amount;
        }
      } catch (error) {
        failed += 1;
        app.log.error({ err: error, accountSubscriptionId: id, month }, 'monthly credits failed for one subscription');
        failures.push(`Subscription ${id}: not granted (${error instanceof Error ? error.message : String(error)}).`);
      }
    });
    // In one write once the slice's transactions are done (a crash before it loses at most these lines, never a grant).
    if (failures.length > 0) await job.log(failures);
  }
  const already = seen - granted - failed;
  const tally = `${granted} granted (${credits} credit(s)), ${already} already granted, ${failed} failed`;
  if (seen < subscriptions.length) return `Credits for ${month}: revoked after ${seen} of ${subscriptions.length} subscription(s), ${tally}; a new run grants the rest.`;
  return `Credits for ${month}: ${subscriptions.length} subscription(s), ${tally}.`;
}

/** Staff start the month's credits run (automation.jobs.manage); it runs as a background job. Answers the job's id. */
export async function startMonthCredits(app: AppContext, club: Club, actor: Actor | null, month: string): Promise<string> {
  requirePermission(actor, 'automation.jobs.manage');
  const checked = month.trim();
  if (!isCalendarMonth(checked)) throw fieldError('month', MONTH_MESSAGE);
  return app.db.transaction().execute((trx) => app.jobs.enqueue(trx, MONTH_CREDITS_JOB, club.id, { month: checked }));
}
