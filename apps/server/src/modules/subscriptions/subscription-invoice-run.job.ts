import type { AppContext } from '../../platform/app-context.js';
import { monthTitle } from '../../platform/club-clock.js';
import { isAppError } from '../../platform/errors.js';
import type { JobDefinition, RunningJob } from '../../platform/jobs/job-definition.js';
import { inLanes, inSlices, transactionsAtOnce } from '../../platform/in-slices.js';
import { isJobRevoked } from '../../platform/jobs/automation-job.repository.js';
import { findClubById, type Club } from '../clubs/index.js';
import { feeKey, invoiceSubscriptionMonth, readInvoiceBatch, type MonthInvoice } from './invoice-subscription-month.js';
import { subscriptionsRunningIn } from '../subscription-records/index.js';
import { invoicedAmong } from './subscription-billing.repository.js';

export const SUBSCRIPTION_INVOICE_RUN = 'subscriptions.monthly-invoices';

/**
 * The month's subscription invoices of one club (domain notes "Monthly jobs"), started by staff for a month they
 * name or by the hourly start on the club's run day. One transaction per subscription, so a failure skips one
 * member (logged) and a run that died half-way is completed by its retry or a rerun; invoiceSubscriptionMonth
 * bills each (subscription, month) once, so two runs at once, or on two servers, write one line each. Revoked while it
 * runs (Automation), it stops before its next slice of subscriptions; a new run invoices the rest.
 */
export const SUBSCRIPTION_INVOICE_RUN_JOB: JobDefinition<{ month: string }> = {
  name: SUBSCRIPTION_INVOICE_RUN,
  tries: 3,
  retryDelaySeconds: 60,
  timeoutSeconds: 3600,
  async run(app, job) {
    if (job.clubId === null) throw new Error(`${SUBSCRIPTION_INVOICE_RUN} needs a club`);
    const club = await findClubById(app.db, job.clubId);
    if (!club) return job.log('The club is gone; nothing to do.');
    await job.log(await runSubscriptionInvoices(app, club, job.data.month, job));
  },
};

const SKIP_TEXT: Record<Extract<MonthInvoice, { outcome: 'SKIPPED' }>['reason'], string> = {
  ALREADY_INVOICED: 'invoiced already',
  ARCHIVED_ACCOUNT: 'archived account',
  NO_BILLABLE_DAYS: 'no billable days',
  ZERO_PRICE: 'zero price',
};

/**
 * Subscriptions per slice: what their invoices share is read once per slice before their transactions
 * (readInvoiceBatch, months invoiced already), and a revoke is seen between two slices.
 */
export const RUN_SLICE = 100;

/**
 * Invoices every subscription running in the month, one transaction each (months found invoiced already are skipped
 * without one), a few at once on PostgreSQL (transactionsAtOnce): each still holds only its own subscription's lock,
 * finance's issue hands out the numbers one after the other under the group's lock, and the subscriptions whose
 * registration fee counts against one account (feeKey) go one after the other, so the first one's committed fee is
 * seen by the next. Logs each invoice and failure and answers the counts. Stops between slices once the job is revoked.
 */
export async function runSubscriptionInvoices(app: AppContext, club: Club, month: string, job: Pick<RunningJob<unknown>, 'id' | 'log'>): Promise<string> {
  const subscriptions = await subscriptionsRunningIn(app.db, club.id, month);
  const counts = { invoiced: 0, skipped: 0, failed: 0 };
  const skipped = new Map<string, number>();
  const skip = (reason: Extract<MonthInvoice, { outcome: 'SKIPPED' }>['reason']) => {
    counts.skipped += 1;
    skipped.set(SKIP_TEXT[reason], (skipped.get(SKIP_TEXT[reason]) ?? 0) + 1);
  };
  const width = transactionsAtOnce(app.config);
  let seen = 0;
  for (const slice of inSlices(subscriptions, RUN_SLICE)) {
    if (seen > 0 && (await isJobRevoked(app.db, SUBSCRIPTION_INVOICE_RUN, job.id))) break;
    seen += slice.length;
    const invoiced = await invoicedAmong(app.db, club.id, slice.map((s) => s.id), month);
    const open = slice.filter((s) => !invoiced.has(s.id));
    for (let i = open.length; i < slice.length; i += 1) skip('ALREADY_INVOICED');
    if (open.length === 0) continue;
    const batch = await readInvoiceBatch(app.db, club, open);
    const outcomes = await inLanes(open, (s) => feeKey(club, s), width, async (subscription): Promise<MonthInvoice | { outcome: 'FAILED'; error: unknown }> => {
      try {
        const result = await app.db.transaction().execute((trx) => invoiceSubscriptionMonth(trx, app, club, subscription.id, month, job.id, batch));
        // Counted once committed: the account's (or subscription's) next invoice of the run, next in its lane, carries no second fee.
        if (result.outcome === 'INVOICED' && result.registrationFee) batch.feeCharged.add(feeKey(club, subscription));
        return result;
      } catch (error) {
        return { outcome: 'FAILED', error };
      }
    });
    // The slice's log lines in one write once its transactions are done: each line tells of a commit (or a rollback) that
    // happened, so a crash before this write loses at most a slice's lines, never an invoice (a rerun finds them invoiced).
    const lines: string[] = [];
    for (const [index, result] of outcomes.entries()) {
      const { id } = open[index]!;
      if (result.outcome === 'INVOICED') {
        counts.invoiced += 1;
        lines.push(`Subscription ${id}: invoice ${result.invoiceNumber}, ${club.currencySymbol} ${result.total}${result.registrationFee ? ' (with the registration fee)' : ''}${result.cardCharge ? ', its charge to the saved card queued' : ''}.`);
      } else if (result.outcome === 'SKIPPED') skip(result.reason);
      else {
        counts.failed += 1;
        const { error } = result;
        // Staff read the log: an AppError's message is meant for them, anything else stays in the server's log.
        if (!isAppError(error)) app.log.error({ err: error, accountSubscriptionId: id, month }, 'subscription invoice failed');
        lines.push(`Subscription ${id} not invoiced: ${isAppError(error) ? error.message : 'an unexpected error (see the server log).'}`);
      }
    }
    if (lines.length > 0) await job.log(lines);
  }
  const why = [...skipped].map(([reason, n]) => `${n} ${reason}`).join(', ');
  const tally = `${counts.invoiced} invoiced, ${counts.skipped} skipped${why ? ` (${why})` : ''}, ${counts.failed} failed`;
  if (seen < subscriptions.length) return `${monthTitle(month)}: revoked after ${seen} of ${subscriptions.length} subscription(s), ${tally}; a new run invoices the rest.`;
  return `${monthTitle(month)}: ${subscriptions.length} subscription(s), ${tally}.`;
}
