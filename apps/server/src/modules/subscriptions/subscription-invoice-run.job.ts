import type { AppContext } from '../../platform/app-context.js';
import { monthTitle } from '../../platform/club-clock.js';
import { isAppError } from '../../platform/errors.js';
import type { JobDefinition, RunningJob } from '../../platform/jobs/job-definition.js';
import { inSlices } from '../../platform/in-slices.js';
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
 * without one); logs each invoice and failure and answers the counts. Stops between slices once the job is revoked.
 */
export async function runSubscriptionInvoices(app: AppContext, club: Club, month: string, job: Pick<RunningJob<unknown>, 'id' | 'log'>): Promise<string> {
  const subscriptions = await subscriptionsRunningIn(app.db, club.id, month);
  const counts = { invoiced: 0, skipped: 0, failed: 0 };
  const skipped = new Map<string, number>();
  const skip = (reason: Extract<MonthInvoice, { outcome: 'SKIPPED' }>['reason']) => {
    counts.skipped += 1;
    skipped.set(SKIP_TEXT[reason], (skipped.get(SKIP_TEXT[reason]) ?? 0) + 1);
  };
  let seen = 0;
  for (const slice of inSlices(subscriptions, RUN_SLICE)) {
    if (seen > 0 && (await isJobRevoked(app.db, SUBSCRIPTION_INVOICE_RUN, job.id))) break;
    const invoiced = await invoicedAmong(app.db, club.id, slice.map((s) => s.id), month);
    const open = slice.filter((s) => !invoiced.has(s.id));
    const batch = open.length === 0 ? undefined : await readInvoiceBatch(app.db, club, open);
    for (const subscription of slice) {
      seen += 1;
      const { id } = subscription;
      if (!batch || invoiced.has(id)) {
        skip('ALREADY_INVOICED');
        continue;
      }
      try {
        const result = await app.db.transaction().execute((trx) => invoiceSubscriptionMonth(trx, app, club, id, month, job.id, batch));
        if (result.outcome === 'INVOICED') {
          counts.invoiced += 1;
          // Counted once committed: the account's (or subscription's) next invoice of the run carries no second fee.
          if (result.registrationFee) batch.feeCharged.add(feeKey(club, subscription));
          await job.log(`Subscription ${id}: invoice ${result.invoiceNumber}, ${club.currencySymbol} ${result.total}${result.registrationFee ? ' (with the registration fee)' : ''}${result.cardCharge ? ', charged to the saved card' : ''}.`);
        } else skip(result.reason);
      } catch (error) {
        counts.failed += 1;
        // Staff read the log: an AppError's message is meant for them, anything else stays in the server's log.
        if (!isAppError(error)) app.log.error({ err: error, accountSubscriptionId: id, month }, 'subscription invoice failed');
        await job.log(`Subscription ${id} not invoiced: ${isAppError(error) ? error.message : 'an unexpected error (see the server log).'}`);
      }
    }
  }
  const why = [...skipped].map(([reason, n]) => `${n} ${reason}`).join(', ');
  const tally = `${counts.invoiced} invoiced, ${counts.skipped} skipped${why ? ` (${why})` : ''}, ${counts.failed} failed`;
  if (seen < subscriptions.length) return `${monthTitle(month)}: revoked after ${seen} of ${subscriptions.length} subscription(s), ${tally}; a new run invoices the rest.`;
  return `${monthTitle(month)}: ${subscriptions.length} subscription(s), ${tally}.`;
}
