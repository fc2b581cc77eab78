import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { AppError } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import {
  deleteAccountMembership as deleteMembershipRow,
  isExtendedByClosure,
  lockAccountMembership,
  MEMBERSHIP_EXTENDED,
  MEMBERSHIP_INVOICED,
  MEMBERSHIP_NOT_FOUND,
} from '../memberships/index.js';
import { billingInvoicesOf, unlinkMembershipFromDrafts } from './membership-invoice.repository.js';

/**
 * Staff (accounts.memberships.sell) delete a membership period sold by mistake, in one transaction: only while
 * nothing issued bills it (no invoice, or a draft or cancelled one, whose line then names no period); an issued
 * invoice is credited instead (CONFLICT), as is one a club closure extended. Another club's or a missing id answers NOT_FOUND.
 */
export async function deleteAccountMembership(app: AppContext, club: Club, actor: Actor | null, accountMembershipId: number | null): Promise<void> {
  requirePermission(actor, 'accounts.memberships.sell');
  await app.db.transaction().execute(async (trx) => {
    const membership = accountMembershipId === null ? undefined : await lockAccountMembership(trx, club.id, accountMembershipId);
    if (!membership) throw new AppError('NOT_FOUND', MEMBERSHIP_NOT_FOUND);
    const invoices = await billingInvoicesOf(trx, club.id, [membership.id]);
    if (invoices.some((i) => i.status !== 'DRAFT' && i.status !== 'CANCELLED')) throw new AppError('CONFLICT', MEMBERSHIP_INVOICED);
    if (await isExtendedByClosure(trx, club.id, membership.id)) throw new AppError('CONFLICT', MEMBERSHIP_EXTENDED);
    await unlinkMembershipFromDrafts(trx, club.id, membership.id, invoices.map((i) => i.id));
    await deleteMembershipRow(trx, club.id, membership.id);
  });
}
