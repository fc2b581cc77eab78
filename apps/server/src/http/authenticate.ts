import type { AppContext } from '../platform/app-context.js';
import { AppError } from '../platform/errors.js';
import { verifyAccessToken } from '../modules/auth/access-token.js';
import { findAccountById } from '../modules/accounts/account.repository.js';
import type { Actor } from '../modules/auth/actor.js';
import type { Club } from '../modules/clubs/club.js';

const PREFIX = 'JWT ';

/**
 * Resolves the Authorization header to an actor. No header means anonymous (null); a header that is
 * not a valid, current access token of this club throws TOKEN_INVALID / TOKEN_EXPIRED (HTTP 401).
 */
export async function authenticate(app: AppContext, club: Club, header: string | undefined): Promise<Actor | null> {
  if (header === undefined || header === '') return null;
  if (!header.startsWith(PREFIX)) throw new AppError('TOKEN_INVALID', 'Error decoding signature');
  const claims = await verifyAccessToken(app.config.jwtSecret, header.slice(PREFIX.length).trim(), app.clock.now());
  const accountId = Number(claims.sub);
  if (claims.club !== club.id || !Number.isSafeInteger(accountId)) throw new AppError('TOKEN_INVALID', 'Error decoding signature');
  const account = await findAccountById(app.db, club.id, accountId);
  // The token version check makes logout, password change and deactivation revoke access tokens at once.
  if (!account || !account.active || account.tokenVersion !== claims.tv) {
    throw new AppError('TOKEN_INVALID', 'Error decoding signature');
  }
  return { accountId, clubId: club.id, email: account.email, role: account.role, permissions: account.permissions };
}
