import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { AppContext } from '../../platform/app-context.js';
import { toCsv, type CsvColumn } from '../../platform/csv.js';
import { AppError } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import { findCollectionBatch, type BatchItemWithReturns } from './batches.js';
import { assertExportable, BATCH_NOT_FOUND } from './direct-debit.js';
import type { BatchFile } from './export-batch.js';

const returned = (item: BatchItemWithReturns) => item.returns[0];

const COLUMNS: readonly CsvColumn<BatchItemWithReturns>[] = [
  { header: 'Invoice', value: (item) => item.endToEndId },
  { header: 'Debtor', value: (item) => item.debtorName },
  { header: 'IBAN', value: (item) => item.iban },
  { header: 'BIC', value: (item) => item.bic },
  { header: 'Mandate reference', value: (item) => item.mandateReference },
  { header: 'Mandate signed', value: (item) => item.mandateSignatureDate },
  { header: 'Sequence type', value: (item) => item.sequenceType },
  { header: 'Amount', value: (item) => item.amount, amount: true },
  { header: 'Return reason', value: (item) => returned(item)?.reasonCode ?? '' },
  { header: 'Return date', value: (item) => returned(item)?.returnDate ?? '' },
  // What the return took back, as the negative payment it recorded: a spreadsheet adds it to the amount.
  { header: 'Returned amount', value: (item) => (returned(item) ? `-${item.amount}` : null), amount: true },
  { header: 'Return fee invoice', value: (item) => returned(item)?.feeInvoiceNumber ?? '' },
];

/**
 * The items of an approved (or sent) batch as CSV for the accountant (finance.batches.view, test plan L12), with
 * the bank's returns: every text cell that starts like a formula is escaped, amounts stay numbers.
 */
export async function exportBatchCsv(app: AppContext, club: Club, actor: Actor | null, batchId: number | null): Promise<BatchFile> {
  requirePermission(actor, 'finance.batches.view');
  const batch = await findCollectionBatch(app, club, actor, batchId);
  if (!batch) throw new AppError('NOT_FOUND', BATCH_NOT_FOUND);
  assertExportable(batch);
  return { fileName: `batch-${batch.id}-${batch.collectionDate}.csv`, contentType: 'text/csv; charset=utf-8', body: toCsv(batch.items, COLUMNS) };
}
