import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import type { AccountsTable } from '../../platform/db/tables/core.js';
import type { Account } from './account.js';
import { findAccountByEmail, findAccountByGoogleSub, insertAccountUnlessTaken } from './account.repository.js';
import { generateKeyNumber } from './key-number.js';
import { NO_FREE_KEY_NUMBER_MESSAGE } from '../../platform/error-messages.js';

const TRIES = 5;

/**
 * Inserts a new account with a freshly generated key number (every member has a card). The unique index on
 * (club, key number) is the arbiter, not a look-up before the insert: two sign-ups drawing the same number at
 * once cannot both win, and the loser simply draws again. Answers undefined when the email (or Google subject)
 * is taken, like insertAccountUnlessTaken; the insert's ON CONFLICT DO NOTHING keeps the transaction usable.
 * `draw` is the random generator; tests pass one that repeats a number to force a clash.
 */
export async function insertAccountWithKeyNumber(
  trx: Db,
  values: Omit<Insertable<AccountsTable>, 'keyNumber'>,
  draw: () => string = generateKeyNumber,
): Promise<Account | undefined> {
  for (let i = 0; i < TRIES; i += 1) {
    const account = await insertAccountUnlessTaken(trx, { ...values, keyNumber: draw() });
    if (account) return account;
    if (await identityTaken(trx, values)) return undefined;
    // Neither the email nor the Google subject clashed: the drawn key number did. Draw again.
  }
  throw new AppError('CONFLICT', NO_FREE_KEY_NUMBER_MESSAGE);
}

async function identityTaken(trx: Db, values: Omit<Insertable<AccountsTable>, 'keyNumber'>): Promise<boolean> {
  if (await findAccountByEmail(trx, values.clubId, values.email)) return true;
  return values.googleSub != null && (await findAccountByGoogleSub(trx, values.clubId, values.googleSub)) !== undefined;
}
