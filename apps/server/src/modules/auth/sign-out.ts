import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import { unixSeconds } from './auth-data.js';
import { revokeSession } from './auth-session.repository.js';
import { INVALID_REFRESH_TOKEN_MESSAGE } from './refresh-session.js';
import { findRefreshToken } from './refresh-token.repository.js';
import { hashSecretToken } from './secret-token.js';

/**
 * Ends the session a refresh token belongs to (any token of it, used or not): its refresh tokens
 * and access tokens stop working at once. Answers when it was revoked, in Unix seconds.
 */
export async function revokeRefreshToken(app: AppContext, club: Club, refreshToken: string): Promise<number> {
  const now = app.clock.now();
  const token = await findRefreshToken(app.db, club.id, hashSecretToken(refreshToken));
  if (!token) throw new AppError('REFRESH_TOKEN_INVALID', INVALID_REFRESH_TOKEN_MESSAGE);
  await revokeSession(app.db, club.id, token.familyId, now);
  return unixSeconds(now);
}

/** Ends one session (logout with an access token). */
export async function endSession(app: AppContext, club: Club, sessionId: string): Promise<void> {
  await revokeSession(app.db, club.id, sessionId, app.clock.now());
}
