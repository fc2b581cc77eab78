import { z } from 'zod';

const MAX_EMAIL_LENGTH = 254;
const emailSchema = z.email();

/** Emails are compared and stored in lower case, without surrounding spaces. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(normalised: string): boolean {
  return normalised.length <= MAX_EMAIL_LENGTH && emailSchema.safeParse(normalised).success;
}
