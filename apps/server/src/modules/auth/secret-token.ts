import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits; refresh, reset and verification tokens are all this strong. */
const TOKEN_BYTES = 32;

/** Only this hash is stored, so a copy of the database cannot be used to sign in. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new opaque token for the client and the hash to store. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}
