import { AppError } from '../../platform/errors.js';

/** The spec's generic form messages (section 5) these forms use, and the settings rule of pass groups. */
export const REQUIRED = 'This field is required';
export const NUMBER_ABOVE_ZERO = 'Please input a number above 0';
export const POSITIVE_NUMBER = 'Please add a positive number';
export const DECIMAL = 'Please enter a number of 18 digits and 20 decimals or below';
export const ATTEND_FOR_SHOP_BOOK = "Attend must stay enabled when 'book in webshop' is set for a pass.";
export const DATE_END_BEFORE_START = 'The end date must be on or after the start date.';
export const NAME_TOO_LONG = 'Please input at most 200 characters';

/** Field name → the first message that field fails; empty when everything passes. */
export type FieldErrors = Record<string, string>;

export function nameError(name: string): string | undefined {
  if (name.trim() === '') return REQUIRED;
  return name.length > 200 ? NAME_TOO_LONG : undefined;
}

/** A money amount: a decimal of 18 digits and 2 decimals at most, zero or more. */
export function priceError(price: string): string | undefined {
  if (price.trim() === '') return REQUIRED;
  if (/^-\d/.test(price.trim())) return POSITIVE_NUMBER;
  return /^\d{1,18}(\.\d{1,2})?$/.test(price.trim()) ? undefined : DECIMAL;
}

/** Validity: whole units, 1 to 1000. */
export function validityError(validity: number): string | undefined {
  return Number.isInteger(validity) && validity >= 1 && validity <= 1000 ? undefined : NUMBER_ABOVE_ZERO;
}

/** A counted pass needs at least one class; an unlimited one has no count. */
export function classesError(classes: number | null, unlimited: boolean): string | undefined {
  if (unlimited) return undefined;
  return classes !== null && Number.isInteger(classes) && classes >= 1 && classes <= 100_000 ? undefined : NUMBER_ABOVE_ZERO;
}

/** Settings rule (spec section 5): a pass group that may book a class online must also be allowed to attend it. */
export function groupAccessError(access: { attend: boolean; shopBook: boolean }): string | undefined {
  return access.shopBook && !access.attend ? ATTEND_FOR_SHOP_BOOK : undefined;
}

/** Throws VALIDATION_FAILED with the first message and every failing field (GraphQL: extensions.fields). */
export function assertNoFieldErrors(errors: Record<string, string | undefined>): void {
  const fields = Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => e[1] !== undefined));
  const first = Object.values(fields)[0];
  if (first !== undefined) throw new AppError('VALIDATION_FAILED', first, { fields });
}
