import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import { findCategories } from './batch-category.repository.js';
import { findBatch, insertBatch, insertBatchItems, type Batch } from './batch.repository.js';
import { batchSettings } from './build-batch.js';
import { categoryBatchContents, type LeftOutAccount } from './category-batch-contents.js';
import { categoryAmountCandidates, insertBatchCategories, insertItemAmounts, isAmountInOpenBatch } from './category-batch.repository.js';
import { checkedMonth } from './category-months.js';
import { CATEGORY_NOT_FOUND, fieldError } from './direct-debit.js';

export interface BuildCategoryBatchInput {
  categoryIds: readonly (number | null)[];
  /** YYYY-MM whose amounts are collected */
  month: string;
  collectionDate?: string | null | undefined;
  description?: string | null | undefined;
}

/** The batch built (null when no account could be collected from) and every account left out, with why. */
export interface BuiltCategoryBatch {
  batch: Batch | null;
  leftOut: LeftOutAccount[];
}

/** The end-to-end id of a category batch's item: what the bank reports back on a return (no invoice exists yet). */
export const categoryEndToEndId = (batchId: number, accountId: number) => `B${batchId}-A${accountId}`;

/**
 * Builds a category batch awaiting approval (finance.batches.edit): for one or more of the club's categories and
 * a month, one item per account with a mandate in force, of the sum of its amounts that apply to the month, on the
 * collection date the same rules give as for a batch of invoices; in one transaction. Two batches built at once
 * cannot collect the same amount for the same month (the partial unique index): the second is refused.
 */
export async function buildCategoryBatch(app: AppContext, club: Club, actor: Actor | null, input: BuildCategoryBatchInput): Promise<BuiltCategoryBatch> {
  const staff = requirePermission(actor, 'finance.batches.edit');
  const month = checkedMonth('month', input.month);
  const asked = [...new Set(input.categoryIds)];
  if (asked.length === 0) throw fieldError('categories', 'Choose at least one category.');
  if (asked.length > 100) throw fieldError('categories', 'Choose at most 100 categories.');
  const description = (input.description ?? '').trim();
  if (description.length > 200) throw fieldError('description', 'The description may have at most 200 characters.');
  const { settings, collectionDate } = await batchSettings(app, club, input.collectionDate);
  const ids = asked.filter((id): id is number => id !== null);
  const categories = await findCategories(app.db, club.id, ids);
  if (categories.length !== asked.length) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND, { fields: { categories: CATEGORY_NOT_FOUND } });
  const archived = categories.find((c) => c.archived);
  if (archived) throw fieldError('categories', `The category ${archived.name} is archived.`);
  try {
    return await app.db.transaction().execute(async (trx) => {
      const candidates = await categoryAmountCandidates(trx, club.id, ids, month);
      const contents = categoryBatchContents(candidates, { month, collectionDate, useFirstSequence: settings.firstSequence });
      if (contents.items.length === 0) return { batch: null, leftOut: contents.leftOut };
      const batchId = await insertBatch(trx, {
        clubId: club.id,
        description: description || `${categories.map((c) => c.name).join(', ')} ${month}`.slice(0, 200),
        collectionDate,
        categoryMonth: month,
        createdBy: staff.accountId,
        createdAt: app.clock.now(),
      });
      await insertBatchCategories(trx, club.id, batchId, ids);
      const inserted = await insertBatchItems(
        trx,
        contents.items.map(({ amounts: _amounts, ...item }) => ({ ...item, clubId: club.id, batchId, invoiceId: null, endToEndId: categoryEndToEndId(batchId, item.accountId) })),
      );
      const itemOf = new Map(inserted.map((row) => [row.accountId, row.id]));
      await insertItemAmounts(
        trx,
        contents.items.flatMap((item) => item.amounts.map((a) => ({ clubId: club.id, batchItemId: itemOf.get(item.accountId)!, accountAmountId: a.accountAmountId, month, amount: a.amount }))),
      );
      return { batch: (await findBatch(trx, club.id, batchId)) ?? null, leftOut: contents.leftOut };
    });
  } catch (error) {
    if (isAmountInOpenBatch(error)) throw new AppError('CONFLICT', 'Another batch took some of these amounts at the same time; build the batch again.');
    throw error;
  }
}
