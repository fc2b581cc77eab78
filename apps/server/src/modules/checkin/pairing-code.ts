import { randomInt } from 'node:crypto';

/** Letters and digits a person cannot mix up when reading them off one screen and typing on another (no 0/O, 1/I/L). */
export const PAIRING_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 8;
/** A code is typed on the tablet right away; ten minutes is plenty and keeps a photographed code useless later. */
export const PAIRING_CODE_TTL_MS = 10 * 60_000;
/** Wrong codes per address per hour before pairing from there is refused (31^8 codes: guessing is hopeless anyway). */
export const PAIRING_MAX_FAILURES_PER_IP = 10;

export function newPairingCode(): string {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i++) code += PAIRING_CODE_ALPHABET[randomInt(PAIRING_CODE_ALPHABET.length)];
  return code;
}

/** What a person typed, as the code it means: case, spaces and dashes do not matter. */
export function normalizePairingCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}
