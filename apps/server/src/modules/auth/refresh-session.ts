import type { AppContext } from '../../platform/app-context.js';
import { isPerson } from '../../platform/access-policy.js';
import { AppError } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import type { AuthData } from './auth-data.js';
import { findSessionWithAccount, revokeSession } from './auth-session.repository.js';
import { consumeRefreshToken, findRefreshToken } from './refresh-token.repository.js';
import { hashSecretToken } from './secret-token.js';
import { issueSessionTokens } from './session-tokens.js';

export const INVALID_REFRESH_TOKEN_MESSAGE = 'Invalid refresh token';
export const EXPIRED_REFRESH_TOKEN_MESSAGE = 'Refresh token is expired';

type Outcome = { ok: true; authData: AuthData } | { ok: false; message: string };

/**
 * Rotates a refresh token: the presented one is used up and a new one of the same session comes
 * back with a new access token. Presenting a used token again means it leaked (or two clients
 * raced): the whole session is revoked (test plan A6). Sessions end at their absolute lifetime, a
 * check-in device's never (see SessionRef.device).
 */
export async function refreshSession(app: AppContext, club: Club, refreshToken: string): Promise<AuthData> {
  const hash = hashSecretToken(refreshToken);
  const now = app.clock.now();
  // Revoking on reuse must commit, so failures are returned out of the transaction, then thrown.
  const outcome = await app.db.transaction().execute(async (trx): Promise<Outcome> => {
    const consumed = await consumeRefreshToken(trx, club.id, hash, now);
    if (!consumed) {
      const known = await findRefreshToken(trx, club.id, hash);
      if (known?.usedAt) await revokeSession(trx, club.id, known.familyId, now);
      const expired = known && !known.usedAt && !known.revokedAt && known.expiresAt <= now;
      return { ok: false, message: expired ? EXPIRED_REFRESH_TOKEN_MESSAGE : INVALID_REFRESH_TOKEN_MESSAGE };
    }
    const session = await findSessionWithAccount(trx, club.id, consumed.familyId);
    if (!session || session.revokedAt || !session.active || session.accountId !== consumed.accountId) {
      return { ok: false, message: INVALID_REFRESH_TOKEN_MESSAGE };
    }
    const authData = await issueSessionTokens(
      trx,
      app,
      { id: session.accountId, clubId: club.id, email: session.email, tokenVersion: session.tokenVersion },
      { id: session.sessionId, startedAt: session.startedAt, device: !isPerson(session) },
      now,
    );
    return { ok: true, authData };
  });
  if (!outcome.ok) throw new AppError('REFRESH_TOKEN_INVALID', outcome.message);
  return outcome.authData;
}
