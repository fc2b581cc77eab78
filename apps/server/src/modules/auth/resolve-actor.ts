import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import { type AccessTokenClaims, verifyAccessToken } from './access-token.js';
import { type Actor, permissionsOf } from '../../platform/access-policy.js';
import { findSessionWithAccount } from './auth-session.repository.js';
import { TOKEN_UNREADABLE_MESSAGE } from '../../platform/error-messages.js';

/**
 * Verifies an access token of this club and checks, in one query, that its session is not revoked,
 * the account is active and its token version unchanged (logout, password change, reset and
 * deactivation end access tokens at once). Anything else is TOKEN_INVALID / TOKEN_EXPIRED.
 */
export async function actorFromAccessToken(app: AppContext, club: Club, token: string): Promise<{ actor: Actor; claims: AccessTokenClaims }> {
  const claims = await verifyAccessToken(app.config.jwtSecret, token, app.clock.now());
  const accountId = Number(claims.sub);
  if (claims.club !== club.id || !Number.isSafeInteger(accountId)) throw new AppError('TOKEN_INVALID', TOKEN_UNREADABLE_MESSAGE);
  const session = await findSessionWithAccount(app.db, club.id, claims.sid);
  if (!session || session.accountId !== accountId || session.revokedAt || !session.active || session.tokenVersion !== claims.tv) {
    throw new AppError('TOKEN_INVALID', TOKEN_UNREADABLE_MESSAGE);
  }
  return {
    actor: {
      accountId,
      clubId: club.id,
      email: session.email,
      role: session.role,
      permissions: permissionsOf(session.role, session.staffRoles),
      sessionId: session.sessionId,
    },
    claims,
  };
}
