import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import { deleteBatchItem, findBatch, lockBatch, moveBatchStatus, releaseBatchInvoices, type Batch } from './batch.repository.js';
import { releaseBatchAmounts } from './category-batch.repository.js';
import { BATCH_NOT_FOUND, SETTINGS_MISSING } from './direct-debit.js';
import { findDirectDebitSettings } from './direct-debit-settings.repository.js';

/*
 * A batch's life: AWAITING_APPROVAL → APPROVED | REJECTED; APPROVED → SENT_TO_BANK (send-batch-to-bank.ts).
 * Each change is a compare-and-set on the status under the batch's row lock; edits only while awaiting.
 */

const NOT_AWAITING = 'Only a batch awaiting approval can be changed, approved or rejected.';

async function awaitingBatch(trx: AppContext['db'], clubId: number, batchId: number | null): Promise<Batch> {
  const batch = batchId === null ? undefined : await lockBatch(trx, clubId, batchId);
  if (!batch) throw new AppError('NOT_FOUND', BATCH_NOT_FOUND);
  if (batch.status !== 'AWAITING_APPROVAL') throw new AppError('CONFLICT', NOT_AWAITING);
  return batch;
}

async function reread(trx: AppContext['db'], clubId: number, batchId: number): Promise<Batch> {
  const batch = await findBatch(trx, clubId, batchId);
  if (!batch) throw new Error(`batch ${batchId} vanished in its own transaction`);
  return batch;
}

/** Approves a batch (finance.batches.edit); when the club asks for it, by another staff member than its builder. */
export async function approveBatch(app: AppContext, club: Club, actor: Actor | null, batchId: number | null): Promise<Batch> {
  const staff = requirePermission(actor, 'finance.batches.edit');
  return app.db.transaction().execute(async (trx) => {
    const batch = await awaitingBatch(trx, club.id, batchId);
    const settings = await findDirectDebitSettings(trx, club.id);
    if (!settings) throw new AppError('VALIDATION_FAILED', SETTINGS_MISSING);
    if (settings.approvalByOther && batch.createdBy === staff.accountId) {
      throw new AppError('PERMISSION_DENIED', 'Another staff member than the one who built this batch must approve it.');
    }
    await moveBatchStatus(trx, club.id, batch.id, 'AWAITING_APPROVAL', { status: 'APPROVED', approvedBy: staff.accountId, decidedAt: app.clock.now() });
    return reread(trx, club.id, batch.id);
  });
}

/** Rejects a batch (finance.batches.edit): its invoices, or a category batch's amounts of its month, are free for another batch. */
export async function rejectBatch(app: AppContext, club: Club, actor: Actor | null, batchId: number | null): Promise<Batch> {
  requirePermission(actor, 'finance.batches.edit');
  return app.db.transaction().execute(async (trx) => {
    const batch = await awaitingBatch(trx, club.id, batchId);
    await moveBatchStatus(trx, club.id, batch.id, 'AWAITING_APPROVAL', { status: 'REJECTED', decidedAt: app.clock.now() });
    await releaseBatchInvoices(trx, club.id, batch.id);
    await releaseBatchAmounts(trx, club.id, batch.id);
    return reread(trx, club.id, batch.id);
  });
}

/** Takes an item out of a batch awaiting approval (finance.batches.edit); its invoice is free again. */
export async function removeBatchItem(app: AppContext, club: Club, actor: Actor | null, input: { batchId: number | null; itemId: number | null }): Promise<Batch> {
  requirePermission(actor, 'finance.batches.edit');
  return app.db.transaction().execute(async (trx) => {
    const batch = await awaitingBatch(trx, club.id, input.batchId);
    if (input.itemId === null || !(await deleteBatchItem(trx, club.id, batch.id, input.itemId))) throw new AppError('NOT_FOUND', 'This item is not in the batch.');
    return reread(trx, club.id, batch.id);
  });
}
