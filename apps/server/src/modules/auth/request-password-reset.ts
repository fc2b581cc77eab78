import type { AppContext } from '../../platform/app-context.js';
import { findAccountByEmail } from '../accounts/account.repository.js';
import type { Club } from '../clubs/club.js';
import { LINK_MAIL_WINDOW_MS, LINK_MAILS_PER_ACCOUNT, PASSWORD_RESET_TTL_MS } from './auth-limits.js';
import { isValidEmail, normaliseEmail } from './email-address.js';
import { INVALID_EMAIL_MESSAGE, type SuccessWithErrors } from './form-errors.js';
import { passwordResetMail } from './mails/password-reset.mail.js';
import { countTokensIssuedSince } from './one-time-token.repository.js';
import { issueOneTimeToken } from './one-time-tokens.js';
import { throttleAnonymousRequest } from './request-throttle.js';

/**
 * Mails a password reset link (60 minutes, single use, voiding older links) to an active account.
 * Known and unknown emails get the same answer (test plan A3); a burst of requests for one account
 * sends at most a few mails, still with the same answer. The mail is only queued here, so the answer
 * takes as long with an SMTP server as without.
 */
export async function requestPasswordReset(app: AppContext, club: Club, input: { email: string; ip: string }): Promise<SuccessWithErrors> {
  const now = app.clock.now();
  await throttleAnonymousRequest(app.db, club.id, 'PASSWORD_RESET_REQUEST', input.ip, now);
  const email = normaliseEmail(input.email);
  if (!isValidEmail(email)) return { success: false, errors: { email: [{ message: INVALID_EMAIL_MESSAGE, code: 'invalid' }] } };

  await app.db.transaction().execute(async (trx) => {
    const account = await findAccountByEmail(trx, club.id, email);
    if (!account || !account.active) return;
    const recent = await countTokensIssuedSince(trx, club.id, account.id, 'PASSWORD_RESET', new Date(now.getTime() - LINK_MAIL_WINDOW_MS));
    if (recent >= LINK_MAILS_PER_ACCOUNT) return;
    const token = await issueOneTimeToken(trx, { clubId: club.id, accountId: account.id, purpose: 'PASSWORD_RESET', ttlMs: PASSWORD_RESET_TTL_MS, now });
    await app.mailer.queue(
      trx,
      club.id,
      passwordResetMail({ publicUrl: app.config.publicUrl, club, to: account.email, firstName: account.firstName, token }),
    );
  });
  return { success: true, errors: null };
}
