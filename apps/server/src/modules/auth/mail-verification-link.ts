import type { AppContext } from '../../platform/app-context.js';
import { findAccountByEmail } from '../account-records/index.js';
import type { Club } from '../clubs/index.js';
import { LINK_MAIL_WINDOW_MS, LINK_MAILS_PER_ACCOUNT, VERIFY_ACCOUNT_TTL_MS } from './auth-limits.js';
import { verifyAccountMail } from './mails/verify-account.mail.js';
import { countTokensIssuedSince } from './one-time-token.repository.js';
import { issueOneTimeToken } from './one-time-tokens.js';

/**
 * Issues a new verification link (voiding the older ones) for an active, unverified account and queues
 * its mail; at most a few per account in a burst. Answers whether a link was queued. Runs as a job
 * (verification-resend.job.ts), never in the request.
 */
export async function mailVerificationLink(app: AppContext, club: Club, email: string): Promise<boolean> {
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    const account = await findAccountByEmail(trx, club.id, email);
    if (!account || !account.active || account.emailVerifiedAt) return false;
    const recent = await countTokensIssuedSince(trx, club.id, account.id, 'VERIFY_ACCOUNT', new Date(now.getTime() - LINK_MAIL_WINDOW_MS));
    if (recent >= LINK_MAILS_PER_ACCOUNT) return false;
    const token = await issueOneTimeToken(trx, { clubId: club.id, accountId: account.id, purpose: 'VERIFY_ACCOUNT', ttlMs: VERIFY_ACCOUNT_TTL_MS, now });
    await app.mailer.queue(trx, club.id, verifyAccountMail({ publicUrl: app.config.publicUrl, club, to: account.email, firstName: account.firstName, token }));
    return true;
  });
}
