import { STAFF_ROLES, type StaffRole } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { isPerson, requirePermission, requireSignInAuthority, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { type Account, findAccountForChange, lockAdminIds, updateAccountRow } from '../account-records/index.js';
import { ACCOUNT_NOT_FOUND } from '../../platform/error-messages.js';

export interface UpdateStaffRolesInput {
  /** null when the given id was not an account's */
  accountId: number | null;
  roles: readonly StaffRole[];
}

/**
 * Gives an account exactly these staff roles (accounts.roles.edit): with any it is staff, with none a
 * member again. The club's last admin keeps ADMIN (CONFLICT), so a club can never lock itself out; a
 * check-in device holds no staff roles. Nobody gives or takes a right they lack, nor touches an account holding
 * one (test plan Z7). The next request of the account already runs with the new rights.
 */
export async function updateStaffRoles(app: AppContext, club: Club, actor: Actor | null, input: UpdateStaffRolesInput): Promise<Account> {
  const staff = requirePermission(actor, 'accounts.roles.edit');
  const roles = STAFF_ROLES.filter((role) => input.roles.includes(role));
  const { accountId } = input;
  if (accountId === null) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
  return app.db.transaction().execute(async (trx) => {
    const adminIds = await lockAdminIds(trx, club.id);
    const account = await findAccountForChange(trx, club.id, accountId);
    if (!account) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
    if (!isPerson(account)) throw new AppError('VALIDATION_FAILED', 'A check-in device cannot hold staff roles.');
    requireSignInAuthority(staff, [...account.staffRoles, ...roles]);
    if (adminIds.length === 1 && adminIds[0] === account.id && !roles.includes('ADMIN')) {
      throw new AppError('CONFLICT', 'The club needs at least one admin: give another account ADMIN first.');
    }
    const updated = await updateAccountRow(trx, club.id, account.id, { staffRoles: roles, role: roles.length > 0 ? 'STAFF' : 'MEMBER', updatedAt: app.clock.now() });
    if (!updated) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
    return updated;
  });
}
