import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import { revokeSessionsOfAccount, SIGN_IN_LINK_PURPOSES, voidOpenTokens, issueEmailChangeUndoToken } from '../auth/index.js';
import type { Club } from '../clubs/index.js';
import type { Account } from '../account-records/index.js';
import { emailChangedMail } from './email-changed.mail.js';

/**
 * The side effects of moving an account to another sign-in email, inside the staff use case's transaction (test
 * plan Z7): the old address is told, with a link that undoes the change for a week; every session of the account
 * ends; links mailed to the old address stop working. Answers the row changes to write with the new email (the
 * token version moves on, so no access token outlives the change).
 */
export async function moveSignInEmail(app: AppContext, trx: Db, club: Club, account: Account, email: string, now: Date): Promise<Pick<Account, 'email' | 'tokenVersion'>> {
  const token = await issueEmailChangeUndoToken(trx, { clubId: club.id, accountId: account.id, previousEmail: account.email, now });
  await app.mailer.queue(trx, club.id, emailChangedMail({ publicUrl: app.config.publicUrl, club, to: account.email, firstName: account.firstName, newEmail: email, token }));
  await revokeSessionsOfAccount(trx, club.id, account.id, now);
  await voidOpenTokens(trx, club.id, account.id, SIGN_IN_LINK_PURPOSES, now);
  return { email, tokenVersion: account.tokenVersion + 1 };
}
