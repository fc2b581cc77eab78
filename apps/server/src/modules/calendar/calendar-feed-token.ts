import { createHmac, randomBytes } from 'node:crypto';
import { hashSecretToken } from '../auth/index.js';

/**
 * A feed's token is HMAC(server key, seed): the account can be shown its URL again (the seed is stored),
 * yet the database alone yields no token, and only the token's hash is looked up, like every other token.
 */
export function calendarFeedToken(serverKey: string, seed: string): string {
  return createHmac('sha256', serverKey).update(`calendar-feed:${seed}`, 'utf8').digest('base64url');
}

/** A new random seed, its token and the hash to store. */
export function newCalendarFeedSecret(serverKey: string): { seed: string; token: string; hash: string } {
  const seed = randomBytes(32).toString('base64url');
  const token = calendarFeedToken(serverKey, seed);
  return { seed, token, hash: hashSecretToken(token) };
}

/** The feed's address, from any calendar app (no sign-in: the token is the credential). */
export function calendarFeedUrl(publicUrl: string, clubSlug: string, token: string): string {
  return `${publicUrl}/${clubSlug}/d/api/calendar/${token}.ics`;
}
