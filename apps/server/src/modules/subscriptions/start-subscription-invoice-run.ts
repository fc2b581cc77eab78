import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { isCalendarMonth } from '../../platform/club-clock.js';
import { AppError } from '../../platform/errors.js';
import { findClubJob, insertJobLog, listJobLogs } from '../../platform/jobs/automation-job.repository.js';
import { presentJob, type AutomationJob } from '../automation/index.js';
import type { Club } from '../clubs/index.js';
import { SUBSCRIPTION_INVOICE_RUN_JOB } from './subscription-invoice-run.job.js';

export const MONTH_MESSAGE = 'Please input the month as YYYY-MM (2000 to 2100).';

/**
 * Staff (finance.invoices.issue) start the month's subscription invoices: the run is queued as a job (Automation
 * shows it with its log) and does its work once per subscription and month however often it is started.
 */
export async function startSubscriptionInvoiceRun(app: AppContext, club: Club, actor: Actor | null, month: string): Promise<AutomationJob> {
  const staff = requirePermission(actor, 'finance.invoices.issue');
  const given = month.trim();
  if (!isCalendarMonth(given)) throw new AppError('VALIDATION_FAILED', MONTH_MESSAGE, { field: 'month', fields: { month: MONTH_MESSAGE } });
  return app.db.transaction().execute(async (trx) => {
    const id = await app.jobs.enqueue(trx, SUBSCRIPTION_INVOICE_RUN_JOB, club.id, { month: given });
    await insertJobLog(trx, club.id, id, `Started by ${staff.email} for ${given}.`);
    return presentJob((await findClubJob(trx, club.id, id))!, await listJobLogs(trx, club.id, [id]));
  });
}
