import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Config } from '../../platform/config.js';
import { AppError } from '../../platform/errors.js';
import type { Logger } from '../../platform/logger.js';

/** What a verified Google ID token says about its holder. */
export interface GoogleIdentity {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

export const GOOGLE_SIGN_IN_FAILED_MESSAGE = 'Google sign-in failed.';

// One key set per JWKS address for the process: jose caches Google's keys and refetches on a new kid.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySet(url: string): ReturnType<typeof createRemoteJWKSet> {
  let keys = keySets.get(url);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url));
    keySets.set(url, keys);
  }
  return keys;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, 150) : '';
}

/**
 * Verifies a Google ID token (test plan A10): RS256 signature by one of Google's published keys,
 * audience = our client id, a Google issuer, not expired. Anything else is GOOGLE_SIGN_IN_FAILED.
 */
export async function verifyGoogleIdToken(config: Config, idToken: string, now: Date, log: Logger): Promise<GoogleIdentity> {
  if (!config.googleClientId) throw new AppError('NOT_FOUND', 'Google sign-in is not enabled.');
  try {
    const { payload } = await jwtVerify(idToken, keySet(config.googleJwksUrl), {
      algorithms: ['RS256'],
      audience: config.googleClientId,
      issuer: config.googleIssuers,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (typeof payload.sub !== 'string' || payload.sub === '' || payload.sub.length > 255) throw new Error('no subject');
    return {
      sub: payload.sub,
      email: typeof payload.email === 'string' ? payload.email : undefined,
      // Google sends a boolean; some older tokens carried the string "true".
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      givenName: text(payload.given_name),
      familyName: text(payload.family_name),
    };
  } catch (error) {
    // Only the kind of failure is logged, never the token.
    log.warn({ reason: (error as { code?: string }).code ?? (error as Error).message }, 'Google ID token refused');
    throw new AppError('GOOGLE_SIGN_IN_FAILED', GOOGLE_SIGN_IN_FAILED_MESSAGE);
  }
}
