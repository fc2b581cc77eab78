import type { AppContext } from '../../platform/app-context.js';
import { findAccountByEmail } from '../account-records/index.js';
import type { Club } from '../clubs/index.js';
import { LINK_MAIL_WINDOW_MS, LINK_MAILS_PER_ACCOUNT, PASSWORD_RESET_TTL_MS } from './auth-limits.js';
import { passwordResetMail } from './mails/password-reset.mail.js';
import { countTokensIssuedSince } from './one-time-token.repository.js';
import { issueOneTimeToken } from './one-time-tokens.js';

/**
 * Issues a password reset link (60 minutes, single use, voiding older links) for an active account and
 * queues its mail; a burst of requests for one account mails at most a few links. Answers whether a
 * link was queued. Runs as a job (password-reset.job.ts), never in the request.
 */
export async function mailPasswordReset(app: AppContext, club: Club, email: string): Promise<boolean> {
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    const account = await findAccountByEmail(trx, club.id, email);
    if (!account || !account.active) return false;
    const recent = await countTokensIssuedSince(trx, club.id, account.id, 'PASSWORD_RESET', new Date(now.getTime() - LINK_MAIL_WINDOW_MS));
    if (recent >= LINK_MAILS_PER_ACCOUNT) return false;
    const token = await issueOneTimeToken(trx, { clubId: club.id, accountId: account.id, purpose: 'PASSWORD_RESET', ttlMs: PASSWORD_RESET_TTL_MS, now });
    await app.mailer.queue(trx, club.id, passwordResetMail({ publicUrl: app.config.publicUrl, club, to: account.email, firstName: account.firstName, token }));
    return true;
  });
}
