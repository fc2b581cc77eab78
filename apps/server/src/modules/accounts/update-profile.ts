// The package's own entry for Node registers every language's country names (900 kB in the bundle, read at each
// start); the codes are all this check needs.
import countries from 'i18n-iso-countries/index.js';
import { BIRTH_DATES, GENDER_CODES, isDateWithin, type GenderCode } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import { clubDateOf } from '../../platform/club-clock.js';
import { AppError } from '../../platform/errors.js';
import { ACCOUNT_NOT_FOUND } from '../../platform/error-messages.js';
import { type Actor, isOwnAccount, requireActor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { type Account, updateAccountRow } from '../account-records/index.js';

/** The fields a member may change on their own profile; anything else (email, staff flags) is not settable. */
export interface UpdateProfileInput {
  /** The account to change, or null when the given id was not an account's. */
  accountId: number | null;
  firstName?: string | null;
  lastName?: string | null;
  gender?: string | null;
  mobile?: string | null;
  address?: string | null;
  postcode?: string | null;
  city?: string | null;
  /** phone and emergency: staff only (the member's profile form has no such fields) */
  phone?: string | null;
  emergency?: string | null;
  country?: string | null;
  /** YYYY-MM-DD, or null to clear it. */
  dateOfBirth?: string | null;
}

export type ProfileChanges = Partial<
  Pick<Account, 'firstName' | 'lastName' | 'gender' | 'mobile' | 'address' | 'postcode' | 'city' | 'phone' | 'emergency' | 'country' | 'dateOfBirth'>
>;

const TEXT_FIELDS = {
  mobile: { label: 'Mobile', max: 50 },
  address: { label: 'Address', max: 255 },
  postcode: { label: 'Postcode', max: 20 },
  city: { label: 'City', max: 100 },
  phone: { label: 'Phone', max: 50 },
  emergency: { label: 'Emergency contact', max: 255 },
} as const;

/** A refused field: `field` names it (as before), `fields` maps it to its message, as forms read them. */
export function invalid(field: string, message: string): never {
  throw new AppError('VALIDATION_FAILED', message, { field, fields: { [field]: message } });
}

function name(field: 'firstName' | 'lastName', label: string, value: string): string {
  const trimmed = value.trim();
  if (!trimmed) invalid(field, `${label} is required.`);
  if (trimmed.length > 150) invalid(field, `${label} is too long (at most 150 characters).`);
  return trimmed;
}

function gender(value: string | null): GenderCode | null {
  const code = (value ?? '').trim().toUpperCase();
  if (code === '') return null;
  if (!(GENDER_CODES as readonly string[]).includes(code)) invalid('gender', 'Gender must be M, F or X.');
  return code as GenderCode;
}

function country(value: string): string {
  const code = value.trim().toUpperCase();
  if (code !== '' && !(/^[A-Z]{2}$/.test(code) && countries.isValid(code))) {
    invalid('country', 'Country must be a two-letter ISO 3166-1 country code.');
  }
  return code;
}

function dateOfBirth(value: string | null, club: Club, now: Date): string | null {
  if (value === null || value === '') return null;
  if (!isDateWithin(value, BIRTH_DATES)) invalid('dateOfBirth', 'Date of birth is not a valid date.');
  if (value > clubDateOf(now, club.timeZone)) invalid('dateOfBirth', 'Date of birth cannot be in the future.');
  return value;
}

/** The validated changes of a profile form; omitted (undefined or, for texts, null) fields are left out. */
export function changesOf(input: Omit<UpdateProfileInput, 'accountId'>, club: Club, now: Date): ProfileChanges {
  const changes: ProfileChanges = {};
  if (input.firstName != null) changes.firstName = name('firstName', 'First name', input.firstName);
  if (input.lastName != null) changes.lastName = name('lastName', 'Last name', input.lastName);
  if (input.gender !== undefined) changes.gender = gender(input.gender);
  for (const [field, rule] of Object.entries(TEXT_FIELDS) as [keyof typeof TEXT_FIELDS, (typeof TEXT_FIELDS)[keyof typeof TEXT_FIELDS]][]) {
    const value = input[field];
    if (value == null) continue;
    const trimmed = value.trim();
    if (trimmed.length > rule.max) invalid(field, `${rule.label} is too long (at most ${rule.max} characters).`);
    changes[field] = trimmed;
  }
  if (input.country != null) changes.country = country(input.country);
  if (input.dateOfBirth !== undefined) changes.dateOfBirth = dateOfBirth(input.dateOfBirth, club, now);
  return changes;
}

/**
 * Saves the signed-in person's own profile (staff change members in the back office, not here). Another
 * account's id answers NOT_FOUND, exactly like an id that does not exist (test plan Z2, Z5); omitted fields
 * stay as they are.
 */
export async function updateProfile(app: AppContext, club: Club, actor: Actor | null, input: UpdateProfileInput): Promise<Account> {
  const { accountId } = input;
  if (accountId === null || !isOwnAccount(requireActor(actor), accountId)) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
  const now = app.clock.now();
  const changes = changesOf(input, club, now);
  const account = await updateAccountRow(app.db, club.id, accountId, { ...changes, updatedAt: now });
  if (!account) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
  return account;
}
