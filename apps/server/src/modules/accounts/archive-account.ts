import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { isPerson, requirePermission, requireSignInAuthority, type Actor } from '../../platform/access-policy.js';
import { revokeSessionsOfAccount } from '../auth/index.js';
import type { Club } from '../clubs/index.js';
import { type Account, countOtherActiveAdmins, findAccountForChange, lockAdminIds, updateAccountRow } from '../account-records/index.js';
import { ACCOUNT_NOT_FOUND } from '../../platform/error-messages.js';

/**
 * Archives an account (accounts.edit) or brings it back. An archived account cannot sign in, and its
 * sessions end now: they are revoked and its token version moves on, so no access or refresh token
 * outlives the change. Nobody archives themselves, and the club keeps at least one active admin. Either way it is
 * a change of the account's sign-in: a staff account's takes the right to reach it (test plan Z7).
 */
export async function setAccountArchived(app: AppContext, club: Club, actor: Actor | null, input: { accountId: number | null; archived: boolean }): Promise<Account> {
  const staff = requirePermission(actor, 'accounts.edit');
  const { accountId } = input;
  if (accountId === null) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
  if (input.archived && accountId === staff.accountId) throw new AppError('VALIDATION_FAILED', 'You cannot archive your own account.');
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    // Queues with role changes, so two requests cannot each archive one of the last two admins.
    await lockAdminIds(trx, club.id);
    const account = await findAccountForChange(trx, club.id, accountId);
    if (!account || !isPerson(account)) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
    requireSignInAuthority(staff, account.staffRoles);
    if (!input.archived) return (await updateAccountRow(trx, club.id, account.id, { active: true, updatedAt: now })) ?? account;
    if (account.staffRoles.includes('ADMIN') && (await countOtherActiveAdmins(trx, club.id, account.id)) === 0) {
      throw new AppError('CONFLICT', 'The club needs at least one active admin: give another account ADMIN first.');
    }
    await revokeSessionsOfAccount(trx, club.id, account.id, now);
    const archived = await updateAccountRow(trx, club.id, account.id, { active: false, tokenVersion: account.tokenVersion + 1, updatedAt: now });
    if (!archived) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
    return archived;
  });
}
