import type { AppContext } from '../platform/app-context.js';
import { AppError } from '../platform/errors.js';
import { actorFromAccessToken } from '../modules/auth/index.js';
import type { Actor } from '../platform/access-policy.js';
import type { Club } from '../modules/clubs/index.js';
import { TOKEN_UNREADABLE_MESSAGE } from '../platform/error-messages.js';

const PREFIX = 'JWT ';

/**
 * Resolves the Authorization header to an actor. No header means anonymous (null); a header that is
 * not `JWT <a valid, current access token of this club>` throws TOKEN_INVALID / TOKEN_EXPIRED (HTTP 401).
 */
export async function authenticate(app: AppContext, club: Club, header: string | undefined): Promise<Actor | null> {
  if (header === undefined || header === '') return null;
  if (!header.startsWith(PREFIX)) throw new AppError('TOKEN_INVALID', TOKEN_UNREADABLE_MESSAGE);
  const { actor } = await actorFromAccessToken(app, club, header.slice(PREFIX.length).trim());
  return actor;
}
