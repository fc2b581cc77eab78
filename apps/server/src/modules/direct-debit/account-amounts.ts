import { Decimal } from 'decimal.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { AppContext } from '../../platform/app-context.js';
import { ACCOUNT_NOT_FOUND } from '../../platform/error-messages.js';
import { AppError } from '../../platform/errors.js';
import type { ListPage } from '../../platform/list-page.js';
import { findAccountById } from '../account-records/index.js';
import type { Club } from '../clubs/index.js';
import { amountsOfAccount, batchOfAmount, deleteAccountAmount, findAccountAmount, insertAccountAmount, type AccountAmount } from './account-amount.repository.js';
import { findCategory } from './batch-category.repository.js';
import { checkedPeriod } from './category-months.js';
import { CATEGORY_NOT_FOUND, fieldError } from './direct-debit.js';

/*
 * The amounts a category batch collects from an account (Relations → account → Bank account tab; test plan L7):
 * a category, an exact amount, a description and the month(s) it applies to. Reading them is
 * finance.mandates.view, changing them finance.mandates.edit, as the account's bank accounts and mandates.
 */

export const AMOUNT_NOT_FOUND = 'This amount could not be found.';
const MAX_AMOUNT = new Decimal('999999999.99');

function checkedAmount(text: string): string {
  const value = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value) || !new Decimal(value).greaterThan(0) || new Decimal(value).greaterThan(MAX_AMOUNT)) {
    throw fieldError('amount', 'Please input an amount above 0 and at most 999,999,999.99, with at most two decimals.');
  }
  return new Decimal(value).toFixed(2);
}

/** An account's amounts, newest first (finance.mandates.view). */
export async function listAccountAmounts(app: AppContext, club: Club, actor: Actor | null, accountId: number | null, page: ListPage): Promise<AccountAmount[]> {
  requirePermission(actor, 'finance.mandates.view');
  const account = accountId === null ? undefined : await findAccountById(app.db, club.id, accountId);
  if (!account) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
  return amountsOfAccount(app.db, club.id, account.id, page);
}

export interface AccountAmountInput {
  accountId: number | null;
  categoryId: number | null;
  amount: string;
  description?: string | null | undefined;
  recurring: boolean;
  firstMonth: string;
  lastMonth?: string | null | undefined;
}

/** Adds an amount to an account (finance.mandates.edit) in a category of the club that is not archived. */
export async function addAccountAmount(app: AppContext, club: Club, actor: Actor | null, input: AccountAmountInput): Promise<AccountAmount> {
  requirePermission(actor, 'finance.mandates.edit');
  const amount = checkedAmount(input.amount);
  const description = (input.description ?? '').trim();
  if (description.length > 200) throw fieldError('description', 'Please input at most 200 characters.');
  const period = checkedPeriod(input);
  return app.db.transaction().execute(async (trx) => {
    const account = input.accountId === null ? undefined : await findAccountById(trx, club.id, input.accountId);
    if (!account) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND, { fields: { account: ACCOUNT_NOT_FOUND } });
    const category = input.categoryId === null ? undefined : await findCategory(trx, club.id, input.categoryId);
    if (!category) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND, { fields: { category: CATEGORY_NOT_FOUND } });
    if (category.archived) throw fieldError('category', 'This category is archived: choose another one.');
    const id = await insertAccountAmount(trx, { clubId: club.id, accountId: account.id, categoryId: category.id, amount, description, ...period, createdAt: app.clock.now() });
    const row = await findAccountAmount(trx, club.id, id);
    if (!row) throw new Error(`amount ${id} was inserted but not found`);
    return row;
  });
}

/**
 * Deletes an amount no batch has taken (finance.mandates.edit). One a batch collected stays as the batch's
 * history: a recurring one is ended by adding it anew with a last month instead.
 */
export async function removeAccountAmount(app: AppContext, club: Club, actor: Actor | null, id: number | null): Promise<void> {
  requirePermission(actor, 'finance.mandates.edit');
  await app.db.transaction().execute(async (trx) => {
    const row = id === null ? undefined : await findAccountAmount(trx, club.id, id);
    if (!row) throw new AppError('NOT_FOUND', AMOUNT_NOT_FOUND);
    const batchId = await batchOfAmount(trx, club.id, row.id);
    if (batchId !== undefined) throw new AppError('CONFLICT', `Batch #${batchId} took this amount: it stays as that batch's history.`);
    await deleteAccountAmount(trx, club.id, row.id);
  });
}
