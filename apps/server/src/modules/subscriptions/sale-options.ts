import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { ACCOUNT_NOT_FOUND } from '../../platform/error-messages.js';
import type { Club } from '../clubs/index.js';
import { findAccountById } from '../account-records/index.js';
import { saleOptions } from './subscription-changes.repository.js';

export type SaleOptions = Awaited<ReturnType<typeof saleOptions>>;

/**
 * What staff choose from when selling an account a subscription (accounts.subscriptions.edit): the products on sale
 * with the first day they have a price, the club's payment methods and the account's mandates in force.
 */
export async function subscriptionSaleOptions(app: AppContext, club: Club, actor: Actor | null, accountId: number | null): Promise<SaleOptions> {
  requirePermission(actor, 'accounts.subscriptions.edit');
  const account = accountId === null ? undefined : await findAccountById(app.db, club.id, accountId);
  if (!account) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
  return saleOptions(app.db, club.id, account.id);
}
