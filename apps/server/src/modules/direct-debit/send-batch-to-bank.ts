import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import { applyInvoicePayment, findPaymentMethodId } from '../finance/index.js';
import { findBatch, itemsOfBatch, moveBatchStatus, type Batch } from './batch.repository.js';
import { BATCH_NOT_FOUND } from './direct-debit.js';
import { issueCategoryInvoices } from './category-invoices.js';
import { markMandatesCollected } from './mandate.repository.js';

/** The payment reference of an item's collection: one per batch and end-to-end id, so a later batch may collect an invoice again. */
export function collectionReference(batchId: number, endToEndId: string): string {
  return `batch-${batchId}:${endToEndId}`;
}

/**
 * Marks an approved batch sent to the bank (finance.batches.edit, test plan L8): one compare-and-set
 * (`UPDATE … WHERE status = 'APPROVED'`) and, in the same transaction, one direct-debit payment per item through
 * finance's payment use case; a category batch's item first gets its invoice (category-invoices.ts). Two presses at once: the second waits for the first's row lock, finds the status
 * moved and records nothing. No path leads here from awaiting approval or rejected.
 */
export async function sendBatchToBank(app: AppContext, club: Club, actor: Actor | null, batchId: number | null): Promise<Batch> {
  const staff = requirePermission(actor, 'finance.batches.edit');
  return app.db.transaction().execute(async (trx) => {
    const before = batchId === null ? undefined : await findBatch(trx, club.id, batchId);
    if (!before) throw new AppError('NOT_FOUND', BATCH_NOT_FOUND);
    const now = app.clock.now();
    if (!(await moveBatchStatus(trx, club.id, before.id, 'APPROVED', { status: 'SENT_TO_BANK', sentAt: now }))) {
      const current = await findBatch(trx, club.id, before.id);
      throw new AppError('CONFLICT', current?.status === 'SENT_TO_BANK' ? 'This batch was already sent to the bank.' : 'Only an approved batch can be sent to the bank.');
    }
    const methodId = await findPaymentMethodId(trx, club.id, 'DIRECT_DEBIT');
    if (methodId === undefined) throw new AppError('VALIDATION_FAILED', 'The club has no direct debit payment method.');
    const items = await itemsOfBatch(trx, club.id, before.id);
    const invoiceOf = await issueCategoryInvoices(app, trx, club, before, items);
    for (const item of items) {
      await applyInvoicePayment(app, trx, club, {
        invoiceId: item.invoiceId ?? invoiceOf(item.id),
        amount: item.amount,
        date: before.collectionDate,
        paymentMethodId: methodId,
        reference: collectionReference(before.id, item.endToEndId),
        note: `Direct debit, batch #${before.id}`,
        recordedByAccountId: staff.accountId,
      });
    }
    await markMandatesCollected(trx, club.id, [...new Set(items.map((i) => i.mandateId))], now);
    const sent = await findBatch(trx, club.id, before.id);
    if (!sent) throw new Error(`batch ${before.id} vanished in its own transaction`);
    return sent;
  });
}
