import type { AppContext } from '../../platform/app-context.js';
import { markEmailVerified } from '../account-records/index.js';
import type { Club } from '../clubs/index.js';
import type { SuccessWithErrors } from './form-errors.js';
import { consumeOneTimeToken } from './one-time-token.repository.js';
import { hashSecretToken } from './secret-token.js';

/** Confirms the email address of the account a verification link was sent to; each link works once. */
export async function verifyAccount(app: AppContext, club: Club, token: string): Promise<SuccessWithErrors> {
  const now = app.clock.now();
  const verified = await app.db.transaction().execute(async (trx) => {
    const used = await consumeOneTimeToken(trx, club.id, 'VERIFY_ACCOUNT', hashSecretToken(token), now);
    if (used) await markEmailVerified(trx, club.id, used.accountId, now);
    return used !== undefined;
  });
  if (!verified) {
    return { success: false, errors: { nonFieldErrors: [{ message: 'This verification link is invalid or has expired.', code: 'invalid_token' }] } };
  }
  return { success: true, errors: null };
}
