import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { listClubJobs, listJobLogs } from '../../platform/jobs/automation-job.repository.js';
import type { ListPage } from '../../platform/list-page.js';
import { presentJob, type AutomationJob } from '../automation/index.js';
import type { Club } from '../clubs/index.js';
import { SUBSCRIPTION_INVOICE_RUN } from './subscription-invoice-run.job.js';

/** The club's subscription invoice runs with their logs, newest first, for staff who see invoices (finance.invoices.read). */
export async function listSubscriptionInvoiceRuns(app: AppContext, club: Club, actor: Actor | null, page: ListPage): Promise<AutomationJob[]> {
  requirePermission(actor, 'finance.invoices.read');
  const rows = await listClubJobs(app.db, club.id, { name: SUBSCRIPTION_INVOICE_RUN }, page);
  const log = await listJobLogs(app.db, club.id, rows.map((row) => row.id));
  return rows.map((row) => presentJob(row, log));
}
