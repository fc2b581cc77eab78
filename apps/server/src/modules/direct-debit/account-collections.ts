import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { AppContext } from '../../platform/app-context.js';
import type { BatchStatus } from '../../platform/db/tables/direct-debit.js';
import { ACCOUNT_NOT_FOUND } from '../../platform/error-messages.js';
import { AppError } from '../../platform/errors.js';
import type { ListPage } from '../../platform/list-page.js';
import { findAccountById } from '../account-records/index.js';
import type { Club } from '../clubs/index.js';
import { itemsOfAccount, type BatchItem } from './batch.repository.js';
import { returnsOfItems, type BatchReturn } from './return.repository.js';

export interface AccountCollection extends BatchItem {
  collectionDate: string;
  batchStatus: BatchStatus;
  returns: BatchReturn[];
}

/**
 * What direct debit did on an account (finance.batches.view): its items in batches that were not rejected,
 * newest collection first, each with the bank's returns, so the account's page shows a return and its reason.
 */
export async function listAccountCollections(app: AppContext, club: Club, actor: Actor | null, accountId: number | null, page: ListPage): Promise<AccountCollection[]> {
  requirePermission(actor, 'finance.batches.view');
  const account = accountId === null ? undefined : await findAccountById(app.db, club.id, accountId);
  if (!account) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
  const items = await itemsOfAccount(app.db, club.id, account.id, page);
  const returns = await returnsOfItems(app.db, club.id, items.map((item) => item.id));
  return items.map((item) => ({ ...item, returns: returns.filter((r) => r.batchItemId === item.id) }));
}
