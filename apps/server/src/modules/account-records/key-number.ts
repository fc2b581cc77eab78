import { randomInt } from 'node:crypto';

/** What a key number may hold: letters, digits and dashes (a fob's or card's printed number), stored upper case. */
const KEY_NUMBER = /^[A-Z0-9-]{1,32}$/;

/** The stored form of a typed key number: trimmed and upper case; '' for none. */
export function normaliseKeyNumber(value: string): string {
  return value.trim().toUpperCase();
}

export function isValidKeyNumber(normalised: string): boolean {
  return KEY_NUMBER.test(normalised);
}

/**
 * A new member card number: ten random digits from the system's CSPRNG, so one member's card does not
 * tell the next one's (the kiosk checks people in by it). Callers retry on the rare collision.
 */
export function generateKeyNumber(): string {
  return String(randomInt(1_000_000_000, 10_000_000_000));
}
