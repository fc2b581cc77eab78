import type { AppContext } from '../../platform/app-context.js';
import { findAccountByEmail } from '../accounts/account.repository.js';
import type { Club } from '../clubs/club.js';
import { LINK_MAIL_WINDOW_MS, LINK_MAILS_PER_ACCOUNT, VERIFY_ACCOUNT_TTL_MS } from './auth-limits.js';
import { isValidEmail, normaliseEmail } from './email-address.js';
import { INVALID_EMAIL_MESSAGE, type SuccessWithErrors } from './form-errors.js';
import { verifyAccountMail } from './mails/verify-account.mail.js';
import { countTokensIssuedSince } from './one-time-token.repository.js';
import { issueOneTimeToken } from './one-time-tokens.js';
import { throttleAnonymousRequest } from './request-throttle.js';

/**
 * Sends a new verification link (voiding the older ones) to an unverified account. The answer is the
 * same for unknown, verified and unverified emails (test plan A11): only the mailbox learns more.
 */
export async function resendVerification(app: AppContext, club: Club, input: { email: string; ip: string }): Promise<SuccessWithErrors> {
  const now = app.clock.now();
  await throttleAnonymousRequest(app.db, club.id, 'VERIFICATION_RESEND', input.ip, now);
  const email = normaliseEmail(input.email);
  if (!isValidEmail(email)) return { success: false, errors: { email: [{ message: INVALID_EMAIL_MESSAGE, code: 'invalid' }] } };

  await app.db.transaction().execute(async (trx) => {
    const account = await findAccountByEmail(trx, club.id, email);
    if (!account || !account.active || account.emailVerifiedAt) return;
    const recent = await countTokensIssuedSince(trx, club.id, account.id, 'VERIFY_ACCOUNT', new Date(now.getTime() - LINK_MAIL_WINDOW_MS));
    if (recent >= LINK_MAILS_PER_ACCOUNT) return;
    const token = await issueOneTimeToken(trx, { clubId: club.id, accountId: account.id, purpose: 'VERIFY_ACCOUNT', ttlMs: VERIFY_ACCOUNT_TTL_MS, now });
    await app.mailer.queue(trx, club.id, verifyAccountMail({ publicUrl: app.config.publicUrl, club, to: account.email, firstName: account.firstName, token }));
  });
  return { success: true, errors: null };
}
