import { Decimal } from 'decimal.js';
import type { BatchStatus } from '../../platform/db/tables/direct-debit.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { AppContext } from '../../platform/app-context.js';
import type { ListPage } from '../../platform/list-page.js';
import type { Club } from '../clubs/index.js';
import { batchTotals, findBatch, itemsOfBatch, listBatches, type Batch, type BatchItem } from './batch.repository.js';
import { returnsOfItems, type BatchReturn } from './return.repository.js';

export const BATCH_STATUSES: readonly BatchStatus[] = ['AWAITING_APPROVAL', 'APPROVED', 'REJECTED', 'SENT_TO_BANK'];

export interface BatchSummary extends Batch {
  itemCount: number;
  total: string;
}

/** Collection batches newest first, with their item counts and sums (finance.batches.view). */
export async function listCollectionBatches(
  app: AppContext,
  club: Club,
  actor: Actor | null,
  filter: { status?: BatchStatus | null | undefined },
  page: ListPage,
): Promise<BatchSummary[]> {
  requirePermission(actor, 'finance.batches.view');
  const batches = await listBatches(app.db, club.id, { status: filter.status ?? undefined }, page);
  const totals = await batchTotals(app.db, club.id, batches.map((b) => b.id));
  return batches.map((batch) => {
    const sums = totals.find((t) => t.batchId === batch.id);
    return { ...batch, itemCount: Number(sums?.count ?? 0), total: sums?.total ?? '0.00' };
  });
}

export type BatchItemWithReturns = BatchItem & { returns: BatchReturn[] };

/** One batch with its items and their returns (finance.batches.view); undefined when missing or undecodable. */
export async function findCollectionBatch(app: AppContext, club: Club, actor: Actor | null, id: number | null): Promise<(BatchSummary & { items: BatchItemWithReturns[] }) | undefined> {
  requirePermission(actor, 'finance.batches.view');
  if (id === null) return undefined;
  const batch = await findBatch(app.db, club.id, id);
  if (!batch) return undefined;
  const rows = await itemsOfBatch(app.db, club.id, id);
  const returns = await returnsOfItems(app.db, club.id, rows.map((item) => item.id));
  const items = rows.map((item) => ({ ...item, returns: returns.filter((r) => r.batchItemId === item.id) }));
  const total = items.reduce((sum, item) => sum.plus(item.amount), new Decimal(0)).toFixed(2);
  return { ...batch, items, itemCount: items.length, total };
}
