import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { findMembershipProduct, holdsMembershipOn } from './account-membership.repository.js';

/**
 * A product that requires a membership (a class pass's or a subscription's required_membership_id) is sold only to
 * an account holding one of that membership valid on the product's start date, or buying it in the same order
 * (`inSameOrder`). Refused with MEMBERSHIP_REQUIRED and a message naming the membership. No requirement (null)
 * passes. Callers run it inside their sale's transaction.
 */
export async function assertMembershipValidOn(
  db: Db,
  clubId: number,
  accountId: number,
  membershipProductId: number | null,
  date: string,
  options: { inSameOrder?: boolean } = {},
): Promise<void> {
  if (membershipProductId === null || options.inSameOrder === true) return;
  if (await holdsMembershipOn(db, clubId, accountId, membershipProductId, date)) return;
  const product = await findMembershipProduct(db, clubId, membershipProductId);
  const name = product?.name ?? 'a membership';
  throw new AppError('MEMBERSHIP_REQUIRED', `This needs the membership “${name}” valid on ${date}. Buy the membership first, or together with it.`, {
    membership: name,
  });
}
