/**
 * The generic form messages of spec section 5 and the field rules behind them. The back office's forms check
 * them in the browser and the server's use cases check the same ones (`assertValidFields`), so a form shows
 * the same words whichever side finds the problem.
 */
export const FORM_MESSAGES = {
  required: 'This field is required',
  email: 'Please input a valid email address',
  positiveNumber: 'Please add a positive number',
  aboveZero: 'Please input a number above 0',
  number: 'Please input a number',
  minLength: (length: 2 | 3 | 9) => `Please input at least ${length} characters`,
  decimal: 'Please enter a number of 18 digits and 20 decimals or below',
  url: (host: string) => `A URL must start with http:// or ${host}`,
  fileTooLarge: 'An uploaded file must be smaller than 5MB.',
} as const;

/** Uploads larger than this are refused with `FORM_MESSAGES.fileTooLarge`. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** A rule answers the message to show, or null when the value passes. */
export type FieldRule = (value: unknown) => string | null;

export type FieldRules<Values> = Partial<Record<keyof Values & string, readonly FieldRule[]>>;

/** Field name → the first message of the first rule it fails. */
export type FieldErrors = Record<string, string>;

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
// Optional fields: every rule but `required` lets a blank value pass.
const unlessBlank =
  (check: (text: string) => string | null): FieldRule =>
  (value) =>
    isBlank(value) ? null : check(String(value).trim());

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
// Kept simple on purpose: one @, no spaces, a dot in the domain; the mail server has the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required: FieldRule = (value) => (isBlank(value) || (Array.isArray(value) && value.length === 0) ? FORM_MESSAGES.required : null);

export const email: FieldRule = unlessBlank((text) => (EMAIL.test(text) ? null : FORM_MESSAGES.email));

export const number: FieldRule = unlessBlank((text) => (NUMBER.test(text) ? null : FORM_MESSAGES.number));

/** Zero or more. */
export const positiveNumber: FieldRule = unlessBlank((text) => (!NUMBER.test(text) ? FORM_MESSAGES.number : Number(text) < 0 ? FORM_MESSAGES.positiveNumber : null));

/** More than zero. */
export const aboveZero: FieldRule = unlessBlank((text) => (!NUMBER.test(text) ? FORM_MESSAGES.number : Number(text) <= 0 ? FORM_MESSAGES.aboveZero : null));

/** Whole numbers only (spaces, counts, days): a number first, then no fraction. */
export const wholeNumber: FieldRule = unlessBlank((text) => (/^[+-]?\d+$/.test(text) ? null : FORM_MESSAGES.number));

export const minLength =
  (length: 2 | 3 | 9): FieldRule =>
  (value) =>
    isBlank(value) || String(value).trim().length >= length ? null : FORM_MESSAGES.minLength(length);

/** Money and other exact amounts: at most 18 digits before the point and 20 after. */
export const decimal: FieldRule = unlessBlank((text) => {
  const match = /^[+-]?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || text.replace(/[+\-.]/g, '') === '') return FORM_MESSAGES.number;
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  return whole.length > 18 || (match[2] ?? '').length > 20 ? FORM_MESSAGES.decimal : null;
});

/** A link must be absolute (http:// or https://) or start with the club's own host. */
export const url =
  (host: string): FieldRule =>
  (value) =>
    isBlank(value) || /^https?:\/\//i.test(String(value).trim()) || String(value).trim().startsWith(host) ? null : FORM_MESSAGES.url(host);

/** Checks every field with its rules; a field reports its first failing rule only. */
export function checkFields<Values extends object>(values: Values, rules: FieldRules<Values>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, fieldRules] of Object.entries(rules) as [string, readonly FieldRule[]][]) {
    const value = (values as Record<string, unknown>)[field];
    const message = fieldRules.map((rule) => rule(value)).find((m) => m !== null);
    if (message) errors[field] = message;
  }
  return errors;
}
