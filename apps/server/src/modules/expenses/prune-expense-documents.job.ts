import { dailyPruneJob } from '../../platform/jobs/daily-prune-job.js';
import { deleteUnattachedDocumentsBefore } from './expense.repository.js';

/** An upload waits this long for the expense form that sent it to be saved. */
export const UNATTACHED_DOCUMENT_RETENTION_MS = 24 * 60 * 60_000;

/**
 * A daily club task: deletes the expense documents uploaded more than a day ago and never attached to a saved
 * expense (the form uploads on choosing the file, before the save); an attached one is never touched.
 */
export const PRUNE_EXPENSE_DOCUMENTS_JOB = dailyPruneJob('expenses.prune-documents', UNATTACHED_DOCUMENT_RETENTION_MS, async (trx, clubId, before) => {
  const deleted = await deleteUnattachedDocumentsBefore(trx, clubId, before);
  return `Deleted ${deleted} expense document(s) uploaded before ${before.toISOString()} and never attached to an expense.`;
});
