import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { findAccountByKeyNumber, generateKeyNumber, isValidKeyNumber, normaliseKeyNumber } from '../account-records/index.js';
import { invalid } from './update-profile.js';
import { NO_FREE_KEY_NUMBER_MESSAGE } from '../../platform/error-messages.js';

export const KEY_NUMBER_TAKEN = 'This key number is already in use.';
const TRIES = 5;

/** Asks chooseKeyNumber for a new random number. */
export const GENERATE = Symbol('generate key number');

/**
 * The key number to store for an account (inside the caller's transaction): a typed one, checked and not held
 * by another account of the club; '' clears it; GENERATE picks a free random one.
 */
export async function chooseKeyNumber(trx: Db, clubId: number, accountId: number | null, requested: string | typeof GENERATE): Promise<string | null> {
  if (requested === GENERATE) {
    for (let i = 0; i < TRIES; i += 1) {
      const candidate = generateKeyNumber();
      if (!(await findAccountByKeyNumber(trx, clubId, candidate))) return candidate;
    }
    throw new AppError('CONFLICT', NO_FREE_KEY_NUMBER_MESSAGE);
  }
  const keyNumber = normaliseKeyNumber(requested);
  if (keyNumber === '') return null;
  if (!isValidKeyNumber(keyNumber)) invalid('keyNumber', 'A key number has 1 to 32 letters, digits or dashes.');
  const holder = await findAccountByKeyNumber(trx, clubId, keyNumber);
  if (holder && holder.id !== accountId) invalid('keyNumber', KEY_NUMBER_TAKEN);
  return keyNumber;
}
