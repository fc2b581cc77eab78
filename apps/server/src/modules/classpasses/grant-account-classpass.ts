import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import type { AccountClasspass } from './classpass.js';
import { validityEnd } from '../../platform/club-clock.js';
import { findAccountClasspass, findClasspassProduct, insertAccountClasspass } from './classpass.repository.js';
import { CLASSPASS_NOT_FOUND } from '../../platform/error-messages.js';

export interface GrantClasspassInput {
  accountId: number;
  organizationClasspassId: number;
  /** First valid day, club-local YYYY-MM-DD (usually the sale date) */
  dateStart: string;
  note?: string;
}

/**
 * Gives an account a pass of a product, valid from dateStart for the product's validity. Callers run it
 * inside their own transaction (shop delivery, back office, seed) and pass that transaction as db.
 */
export async function grantAccountClasspass(db: Db, clubId: number, input: GrantClasspassInput): Promise<AccountClasspass> {
  const product = await findClasspassProduct(db, clubId, input.organizationClasspassId);
  if (!product) throw new AppError('NOT_FOUND', CLASSPASS_NOT_FOUND);
  const row = await insertAccountClasspass(db, {
    clubId,
    accountId: input.accountId,
    organizationClasspassId: product.id,
    dateStart: input.dateStart,
    dateEnd: validityEnd(input.dateStart, product.validity, product.validityUnit),
    note: input.note ?? '',
  });
  return (await findAccountClasspass(db, clubId, row.id))!;
}
