import type { Db } from '../../platform/db/database.js';
import { validityEnd } from '../../platform/club-clock.js';
import { AppError } from '../../platform/errors.js';
import { MEMBERSHIP_PRODUCT_NOT_FOUND, type AccountMembership } from './account-membership.js';
import { findAccountMembership, findMembershipProduct, insertAccountMembership } from './account-membership.repository.js';

export interface GrantMembershipInput {
  accountId: number;
  organizationMembershipId: number;
  /** first day, club-local YYYY-MM-DD */
  dateStart: string;
  /** the period this one renews (renewal makes each period's next at most once: a unique key) */
  renewedFromId?: number;
  note?: string;
}

/**
 * Gives an account a period of a membership from dateStart for the product's validity (the one validity rule of
 * passes and memberships). Runs in the caller's transaction: a sale (finance's desk and shop) or a renewal, which
 * invoice it there.
 */
export async function grantAccountMembership(trx: Db, clubId: number, input: GrantMembershipInput): Promise<AccountMembership> {
  const product = await findMembershipProduct(trx, clubId, input.organizationMembershipId);
  if (!product) throw new AppError('NOT_FOUND', MEMBERSHIP_PRODUCT_NOT_FOUND);
  const id = await insertAccountMembership(trx, {
    clubId,
    accountId: input.accountId,
    organizationMembershipId: product.id,
    dateStart: input.dateStart,
    dateEnd: validityEnd(input.dateStart, product.validity, product.validityUnit),
    renewedFromId: input.renewedFromId ?? null,
    note: input.note ?? '',
  });
  const made = await findAccountMembership(trx, clubId, id);
  if (!made) throw new Error(`membership ${id} vanished`);
  return made;
}
