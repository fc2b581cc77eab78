import type { AppContext } from '../../platform/app-context.js';
import { lastDayOfMonth, monthTitle } from '../../platform/club-clock.js';
import { isAppError } from '../../platform/errors.js';
import type { JobDefinition, RunningJob } from '../../platform/jobs/job-definition.js';
import { findClubById, type Club } from '../clubs/index.js';
import { invoiceSubscriptionMonth, type MonthInvoice } from './invoice-subscription-month.js';
import { subscriptionIdsRunningIn } from './subscription-billing.repository.js';

export const SUBSCRIPTION_INVOICE_RUN = 'subscriptions.monthly-invoices';

/**
 * The month's subscription invoices of one club (domain notes "Monthly jobs"), started by staff for a month they
 * name or by the hourly start on the club's run day. One transaction per subscription, so a failure skips one
 * member (logged) and a run that died half-way is completed by its retry or a rerun; invoiceSubscriptionMonth
 * bills each (subscription, month) once, so two runs at once, or on two servers, write one line each.
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

/** Invoices every subscription running in the month, one transaction each; logs each invoice and failure and answers the counts. */
export async function runSubscriptionInvoices(app: AppContext, club: Club, month: string, job: Pick<RunningJob<unknown>, 'id' | 'log'>): Promise<string> {
  const ids = await subscriptionIdsRunningIn(app.db, club.id, month, lastDayOfMonth(month));
  const counts = { invoiced: 0, skipped: 0, failed: 0 };
  const skipped = new Map<string, number>();
  for (const id of ids) {
    try {
      const result = await app.db.transaction().execute((trx) => invoiceSubscriptionMonth(trx, app, club, id, month, job.id));
      if (result.outcome === 'INVOICED') {
        counts.invoiced += 1;
        await job.log(`Subscription ${id}: invoice ${result.invoiceNumber}, ${club.currencySymbol} ${result.total}${result.registrationFee ? ' (with the registration fee)' : ''}.`);
      } else {
        counts.skipped += 1;
        skipped.set(SKIP_TEXT[result.reason], (skipped.get(SKIP_TEXT[result.reason]) ?? 0) + 1);
      }
    } catch (error) {
      counts.failed += 1;
      // Staff read the log: an AppError's message is meant for them, anything else stays in the server's log.
      if (!isAppError(error)) app.log.error({ err: error, accountSubscriptionId: id, month }, 'subscription invoice failed');
      await job.log(`Subscription ${id} not invoiced: ${isAppError(error) ? error.message : 'an unexpected error (see the server log).'}`);
    }
  }
  const why = [...skipped].map(([reason, n]) => `${n} ${reason}`).join(', ');
  return `${monthTitle(month)}: ${ids.length} subscription(s), ${counts.invoiced} invoiced, ${counts.skipped} skipped${why ? ` (${why})` : ''}, ${counts.failed} failed.`;
}
