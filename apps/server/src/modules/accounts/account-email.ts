import type { Db } from '../../platform/db/database.js';
import { isValidEmail, normaliseEmail } from '../auth/index.js';
import { findAccountByEmail } from '../account-records/index.js';
import { invalid } from './update-profile.js';

export const EMAIL_TAKEN = 'An account with this email address already exists.';

/** A valid email no other account of the club uses, normalised (inside the caller's transaction). */
export async function checkedEmail(trx: Db, clubId: number, accountId: number | null, value: string): Promise<string> {
  const email = normaliseEmail(value);
  if (email === '') invalid('email', 'This field is required');
  if (!isValidEmail(email)) invalid('email', 'Please input a valid email address');
  const holder = await findAccountByEmail(trx, clubId, email);
  if (holder && holder.id !== accountId) invalid('email', EMAIL_TAKEN);
  return email;
}
