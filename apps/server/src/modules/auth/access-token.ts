import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { AppError } from '../../platform/errors.js';
import { TOKEN_UNREADABLE_MESSAGE } from '../../platform/error-messages.js';

const ALGORITHM = 'HS256';
const ISSUER = 'kiai';
// Session ids are UUIDs; checked before they reach a uuid column, where a malformed one would be a 500.
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface AccessTokenClaims {
  /** account id */
  sub: string;
  club: number;
  email: string;
  /** the sign-in session (auth_sessions.id); revoking it ends the token at once */
  sid: string;
  /** the account's token version when issued; a bump revokes every token at once */
  tv: number;
  /** Unix seconds */
  exp: number;
  /** Unix seconds when the session (first login) started */
  origIat: number;
}

// Handing jose the raw secret makes it import the HMAC key on every call, and a KeyObject makes it convert
// the key to a WebCrypto key on every call (two thirds of a verification's CPU, measured on Node 20): the
// WebCrypto key is imported once per secret instead (there is one per server).
const keys = new Map<string, Promise<CryptoKey>>();

function key(secret: string): Promise<CryptoKey> {
  let imported = keys.get(secret);
  if (!imported) {
    imported = crypto.subtle.importKey('raw', Buffer.from(secret, 'utf8'), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, imported);
  }
  return imported;
}

export async function signAccessToken(
  secret: string,
  claims: Omit<AccessTokenClaims, 'exp'>,
  nowSeconds: number,
  ttlSeconds: number,
): Promise<{ token: string; exp: number }> {
  const exp = nowSeconds + ttlSeconds;
  const token = await new SignJWT({
    club: claims.club,
    email: claims.email,
    sid: claims.sid,
    tv: claims.tv,
    origIat: claims.origIat,
    typ: 'access',
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(exp)
    .sign(await key(secret));
  return { token, exp };
}

// A member's app sends the same access token with every request until it expires, and checking its signature
// (HMAC through WebCrypto, jose's parsing) was about a tenth of a booking's CPU in the 500-member race: tokens
// that verified are kept, per secret, until their exp, and at most VERIFIED_TOKENS_KEPT of them (the oldest go
// first). Only the signature's verdict is kept: the caller still checks the session and token version on every
// request (resolve-actor.ts), so a sign-out or a password change ends the token at once, as before.
const VERIFIED_TOKENS_KEPT = 10_000;
const verified = new Map<string, AccessTokenClaims>();

function rememberVerified(cacheKey: string, claims: AccessTokenClaims): void {
  if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
  verified.set(cacheKey, Object.freeze(claims));
}

/** Verifies signature, algorithm, issuer, expiry and type; anything else is TOKEN_INVALID / TOKEN_EXPIRED. */
export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<AccessTokenClaims> {
  const cacheKey = `${secret}\n${token}`;
  const known = verified.get(cacheKey);
  if (known) {
    // jose's rule: expired once exp is not after the current second.
    if (known.exp > Math.floor(now.getTime() / 1000)) return known;
    verified.delete(cacheKey);
    throw new AppError('TOKEN_EXPIRED', 'Signature has expired');
  }
  try {
    const { payload, protectedHeader } = await jwtVerify(token, await key(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      currentDate: now,
      requiredClaims: ['exp', 'sub', 'iat'],
    });
    // Foreign key hints are never honoured: the key is ours alone.
    if (protectedHeader.kid || protectedHeader.jku || protectedHeader.jwk || protectedHeader.x5u) throw new Error('key hint');
    if (
      payload.typ !== 'access' ||
      typeof payload.club !== 'number' ||
      typeof payload.tv !== 'number' ||
      typeof payload.sid !== 'string' ||
      !SESSION_ID.test(payload.sid)
    ) {
      throw new Error('not an access token');
    }
    const claims: AccessTokenClaims = {
      sub: payload.sub!,
      club: payload.club,
      email: String(payload.email ?? ''),
      sid: payload.sid,
      tv: payload.tv,
      exp: payload.exp!,
      origIat: Number(payload.origIat ?? payload.iat),
    };
    rememberVerified(cacheKey, claims);
    return claims;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED', 'Signature has expired');
    throw new AppError('TOKEN_INVALID', TOKEN_UNREADABLE_MESSAGE);
  }
}
