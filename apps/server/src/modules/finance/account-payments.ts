import type { AppContext } from '../../platform/app-context.js';
import type { Actor } from '../../platform/access-policy.js';
import type { ListPage } from '../../platform/list-page.js';
import type { Club } from '../clubs/index.js';
import { resolveTargetAccount } from '../classpasses/index.js';
import type { AccountPayment } from './invoice.js';
import { accountPayments } from './invoice.repository.js';

/**
 * The payments on an account's invoices, newest first: any account's with finance.invoices.read (as its invoices),
 * else the member's own; another club's account is not found.
 */
export async function listAccountPayments(app: AppContext, club: Club, actor: Actor | null, accountId: number | null | undefined, page: ListPage): Promise<AccountPayment[]> {
  const account = await resolveTargetAccount(app.db, club.id, actor, accountId, 'finance.invoices.read');
  return accountPayments(app.db, club.id, account, page);
}
