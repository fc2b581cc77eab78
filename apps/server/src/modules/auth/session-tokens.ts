import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import type { Account } from '../account-records/index.js';
import { signAccessToken } from './access-token.js';
import { type AuthData, unixSeconds } from './auth-data.js';
import { insertSession } from './auth-session.repository.js';
import { insertRefreshToken } from './refresh-token.repository.js';
import { newSecretToken } from './secret-token.js';

export interface SessionRef {
  id: string;
  startedAt: Date;
  /**
   * A check-in device's session (its account has role KIOSK) has no absolute lifetime: a tablet at the door
   * must stay paired for months. Its refresh tokens still expire when unused and rotate as usual, and staff
   * end it by revoking the pairing.
   */
  device?: boolean;
}

type TokenOwner = Pick<Account, 'id' | 'clubId' | 'email' | 'tokenVersion'>;

/** When a refresh token issued now expires: its own lifetime, capped by the session's absolute lifetime (not a device's). */
export function refreshTokenExpiry(app: AppContext, session: SessionRef, now: Date): Date {
  const ownExpiry = now.getTime() + app.config.refreshTokenTtlSeconds * 1000;
  if (session.device) return new Date(ownExpiry);
  const sessionEnd = session.startedAt.getTime() + app.config.refreshFamilyMaxAgeSeconds * 1000;
  return new Date(Math.min(ownExpiry, sessionEnd));
}

/** A new access token and a new refresh token of the session (the refresh token is stored hashed). */
export async function issueSessionTokens(trx: Db, app: AppContext, account: TokenOwner, session: SessionRef, now: Date): Promise<AuthData> {
  const refresh = newSecretToken();
  const expiresAt = refreshTokenExpiry(app, session, now);
  await insertRefreshToken(trx, {
    clubId: account.clubId,
    accountId: account.id,
    familyId: session.id,
    tokenHash: refresh.hash,
    familyStartedAt: session.startedAt,
    expiresAt,
    createdAt: now,
  });
  const origIat = unixSeconds(session.startedAt);
  const access = await signAccessToken(
    app.config.jwtSecret,
    { sub: String(account.id), club: account.clubId, email: account.email, sid: session.id, tv: account.tokenVersion, origIat },
    unixSeconds(now),
    app.config.accessTokenTtlSeconds,
  );
  return {
    token: access.token,
    payload: { email: account.email, exp: access.exp, origIat },
    refreshToken: refresh.token,
    refreshExpiresIn: unixSeconds(expiresAt),
  };
}

/** Starts a session (one sign-in) for the account and issues its first tokens. */
export async function startSession(trx: Db, app: AppContext, account: TokenOwner, options: { device?: boolean } = {}): Promise<AuthData> {
  const now = app.clock.now();
  const session = { id: randomUUID(), startedAt: now, device: options.device === true };
  await insertSession(trx, { id: session.id, clubId: account.clubId, accountId: account.id, startedAt: now });
  return issueSessionTokens(trx, app, account, session, now);
}
