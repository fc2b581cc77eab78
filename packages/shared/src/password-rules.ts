import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from './constants.js';

/**
 * The password rules of the product spec (section 5), worded and ordered like Django's default
 * validators, which the original portal's server used: similarity to the user's name and email,
 * minimum length, common passwords, entirely numeric.
 */
export type PasswordProblemCode =
  | 'password_too_similar'
  | 'password_too_short'
  | 'password_too_common'
  | 'password_entirely_numeric';

export interface PasswordProblem {
  code: PasswordProblemCode;
  message: string;
}

/** The person the password is for; any attribute may be missing. */
export interface PasswordOwner {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

const MAX_SIMILARITY = 0.7;

const OWNER_ATTRIBUTES = [
  ['firstName', 'first name'],
  ['lastName', 'last name'],
  ['email', 'email address'],
] as const;

let commonPasswords: Set<string> | undefined;

/** About 49,000 leaked passwords, lower case, from the maintained zxcvbn-ts common dictionary. */
function isCommon(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.trim().toLowerCase());
}

/** Python's SequenceMatcher.quick_ratio: an upper bound of similarity from shared characters. */
function quickRatio(a: string[], b: string[]): number {
  const total = a.length + b.length;
  if (total === 0) return 1;
  const available = new Map<string, number>();
  for (const ch of b) available.set(ch, (available.get(ch) ?? 0) + 1);
  let matches = 0;
  for (const ch of a) {
    const left = available.get(ch) ?? 0;
    if (left > 0) {
      matches++;
      available.set(ch, left - 1);
    }
  }
  return (2 * matches) / total;
}

/** A much longer password cannot be "too similar" to a short value (Django's length-ratio guard). */
function exceedsMaximumLengthRatio(passwordLength: number, valueLength: number): boolean {
  return passwordLength >= 10 * valueLength && valueLength < (MAX_SIMILARITY / 2) * passwordLength;
}

function similarAttribute(password: string, owner: PasswordOwner): string | undefined {
  const pwd = [...password.toLowerCase()];
  for (const [key, label] of OWNER_ATTRIBUTES) {
    const value = owner[key];
    if (!value) continue;
    const lower = value.toLowerCase();
    const parts = [...lower.split(/[^\p{L}\p{N}_]+/u), lower];
    for (const part of parts) {
      const chars = [...part];
      if (exceedsMaximumLengthRatio(pwd.length, chars.length)) continue;
      if (quickRatio(pwd, chars) >= MAX_SIMILARITY) return label;
    }
  }
  return undefined;
}

/** Every rule the password breaks, in Django's order; an empty list means it is acceptable. */
export function passwordProblems(password: string, owner: PasswordOwner = {}): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const similarTo = similarAttribute(password, owner);
  if (similarTo) problems.push({ code: 'password_too_similar', message: `The password is too similar to the ${similarTo}.` });
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    problems.push({
      code: 'password_too_short',
      message: `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
    });
  }
  if (isCommon(password)) problems.push({ code: 'password_too_common', message: 'This password is too common.' });
  if (/^\p{Nd}+$/u.test(password)) problems.push({ code: 'password_entirely_numeric', message: 'This password is entirely numeric.' });
  return problems;
}

/** The message when a new password and its confirmation differ (Django's wording, typographic apostrophe). */
export const PASSWORD_MISMATCH_MESSAGE = 'The two password fields didn’t match.';
