import { email, required } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import { assertValidFields } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { PASSWORD_RESET_JOB } from '../auth/index.js';
import type { Club } from '../clubs/index.js';
import { type Account, findAccountByEmail, insertAccountUnlessTaken, insertAccountWithKeyNumber } from '../account-records/index.js';
import { checkedEmail, EMAIL_TAKEN } from './account-email.js';
import { chooseKeyNumber, KEY_NUMBER_TAKEN } from './key-number-choice.js';
import { changesOf, invalid, type UpdateProfileInput } from './update-profile.js';

export interface CreateAccountInput extends Omit<UpdateProfileInput, 'accountId'> {
  email: string;
  /** A typed key number; empty or absent generates one (every member gets a card). */
  keyNumber?: string | null;
  /** Mail the new member a link to choose a password (the password-reset mail). */
  sendInvitation?: boolean | null;
  instructor?: boolean | null;
  employee?: boolean | null;
}

/**
 * Staff add an account (accounts.edit): a member without a password, with a key number. With sendInvitation
 * the member gets the password-reset mail after commit, through the job queue like every mail.
 */
export async function createAccount(app: AppContext, club: Club, actor: Actor | null, input: CreateAccountInput): Promise<Account> {
  requirePermission(actor, 'accounts.edit');
  assertValidFields(input, { firstName: [required], lastName: [required], email: [required, email] });
  const now = app.clock.now();
  const profile = changesOf(input, club, now);
  return app.db.transaction().execute(async (trx) => {
    const address = await checkedEmail(trx, club.id, null, input.email);
    const typed = input.keyNumber?.trim() ?? '';
    const values = {
      clubId: club.id,
      ...profile,
      email: address,
      instructor: input.instructor ?? false,
      employee: input.employee ?? false,
      createdAt: now,
      updatedAt: now,
    };
    let account;
    if (typed === '') {
      account = await insertAccountWithKeyNumber(trx, values);
    } else {
      account = await insertAccountUnlessTaken(trx, { ...values, keyNumber: await chooseKeyNumber(trx, club.id, null, typed) });
      // Another request took the typed number between the check and the insert (the email is checked below).
      if (!account && !(await findAccountByEmail(trx, club.id, address))) invalid('keyNumber', KEY_NUMBER_TAKEN);
    }
    // Another request took the email between the check and the insert.
    if (!account) invalid('email', EMAIL_TAKEN);
    if (input.sendInvitation) await app.jobs.enqueue(trx, PASSWORD_RESET_JOB, club.id, { email: address });
    return account;
  });
}
