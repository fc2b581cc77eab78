import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { clubDateOf, isCalendarDate } from '../../platform/club-clock.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { ACCOUNT_NOT_FOUND, DATE_FORMAT_MESSAGE } from '../../platform/error-messages.js';
import { isPositiveMoney } from '../../platform/money.js';
import { findAccountById } from '../account-records/index.js';
import type { Club } from '../clubs/index.js';
import { findMembershipProduct, grantAccountMembership, MEMBERSHIP_PRODUCT_NOT_FOUND } from '../memberships/index.js';
import { assertDefaultGroupSet } from './default-group.js';
import { invoiceAccountMembership } from './invoice-membership.js';

export interface SellMembershipInput {
  /** decoded ids; null when they could not be decoded */
  accountId: number | null;
  organizationMembershipId: number | null;
  /** the first day (default: the club's today) */
  dateStart?: string | null | undefined;
}

export interface MembershipSale {
  accountMembershipId: number;
  /** the issued invoice; null for a free membership */
  invoiceId: number | null;
}

/**
 * Staff (accounts.memberships.sell) sell a membership on the account page: a period from the chosen start for the
 * product's validity, invoiced at once in the memberships group (invoiceAccountMembership), in one transaction. An
 * archived product, another club's account or product answer NOT_FOUND; nothing is written on any refusal.
 */
export async function sellAccountMembership(app: AppContext, club: Club, actor: Actor | null, input: SellMembershipInput): Promise<MembershipSale> {
  requirePermission(actor, 'accounts.memberships.sell');
  const dateStart = input.dateStart ?? '';
  if (dateStart !== '' && !isCalendarDate(dateStart)) throw fieldError('dateStart', DATE_FORMAT_MESSAGE);

  return app.db.transaction().execute(async (trx) => {
    const account = input.accountId === null ? undefined : await findAccountById(trx, club.id, input.accountId);
    if (!account) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
    const product = input.organizationMembershipId === null ? undefined : await findMembershipProduct(trx, club.id, input.organizationMembershipId);
    if (!product || product.archived) throw new AppError('NOT_FOUND', MEMBERSHIP_PRODUCT_NOT_FOUND, { field: 'organizationMembership' });
    if (isPositiveMoney(product.price)) await assertDefaultGroupSet(trx, club.id, 'MEMBERSHIP');
    const membership = await grantAccountMembership(trx, club.id, {
      accountId: account.id,
      organizationMembershipId: product.id,
      dateStart: dateStart === '' ? clubDateOf(app.clock.now(), club.timeZone) : dateStart,
    });
    const invoice = await invoiceAccountMembership(app, trx, club, membership);
    return { accountMembershipId: membership.id, invoiceId: invoice?.id ?? null };
  });
}
