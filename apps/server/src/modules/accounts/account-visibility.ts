import type { AppContext } from '../../platform/app-context.js';
import { canAccessAccount, hasPermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { type Account, accountsByIds } from '../account-records/index.js';

/**
 * Who sees an account at all: its owner, accounts.view, and schedule.attendance.view (a class list needs
 * the names of who comes). For anyone else it answers like a missing account, so ids reveal nothing (Z5).
 */
export async function findVisibleAccount(app: AppContext, club: Club, actor: Actor | null, accountId: number): Promise<Account | undefined> {
  return (await findVisibleAccounts(app, club, actor, [accountId]))[0];
}

/** findVisibleAccount for a list's rows at once: the accounts of these ids this actor sees, in no order. */
export async function findVisibleAccounts(app: AppContext, club: Club, actor: Actor | null, accountIds: readonly number[]): Promise<Account[]> {
  const visible = accountIds.filter((id) => actor && (canAccessAccount(actor, id, 'accounts.view') || hasPermission(actor, 'schedule.attendance.view')));
  return accountsByIds(app.db, club.id, visible);
}

/**
 * Whether the personal fields (email, address, phone, date of birth …) of a visible account are shown: to
 * its owner and accounts.view only. Others see the account with these fields null rather than not at all,
 * so one account shape serves the class list (names) and the member file (everything).
 */
export function seesPersonalData(actor: Actor | null, account: Pick<Account, 'id'>): boolean {
  return actor !== null && canAccessAccount(actor, account.id, 'accounts.view');
}
