import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { type Account, findAccountByEmail, findAccountByGoogleSub, linkGoogleSub, insertAccountWithKeyNumber } from '../account-records/index.js';
import type { Club } from '../clubs/index.js';
import type { AuthData } from './auth-data.js';
import { isValidEmail, normaliseEmail } from './email-address.js';
import { GOOGLE_SIGN_IN_FAILED_MESSAGE, type GoogleIdentity, verifyGoogleIdToken } from './google-id-token.js';
import { startSession } from './session-tokens.js';

function refuse(message = GOOGLE_SIGN_IN_FAILED_MESSAGE): never {
  throw new AppError('GOOGLE_SIGN_IN_FAILED', message);
}

/**
 * The account a Google identity signs in to: the one keyed by its `sub`; else the account with its
 * email, linked only when Google vouches for the address (never otherwise, test plan A10); else a
 * new member. An unverified Google email never creates or links an account, so nobody can claim
 * an address they do not own.
 */
async function accountFor(trx: Db, club: Club, identity: GoogleIdentity, now: Date): Promise<Account> {
  const bySub = await findAccountByGoogleSub(trx, club.id, identity.sub);
  if (bySub) return bySub.active ? bySub : refuse();

  const email = normaliseEmail(identity.email ?? '');
  if (!identity.emailVerified || !isValidEmail(email)) refuse('Your Google account has no verified email address.');
  const byEmail = await findAccountByEmail(trx, club.id, email);
  if (byEmail) {
    if (!byEmail.active) refuse();
    return (await linkGoogleSub(trx, club.id, byEmail.id, identity.sub, now)) ?? refuse('This email address is linked to another Google account.');
  }
  const created = await insertAccountWithKeyNumber(trx, {
    clubId: club.id,
    email,
    firstName: identity.givenName,
    lastName: identity.familyName,
    googleSub: identity.sub,
    emailVerifiedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  return created ?? refuse('Please try again.');
}

/** Signs in with a Google ID token: the same auth data as tokenAuth. */
export async function signInWithGoogle(app: AppContext, club: Club, idToken: string): Promise<AuthData> {
  const identity = await verifyGoogleIdToken(app.config, idToken, app.clock.now(), app.log);
  return app.db.transaction().execute(async (trx) => startSession(trx, app, await accountFor(trx, club, identity, app.clock.now())));
}
