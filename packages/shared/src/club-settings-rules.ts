import { BRAND_COLOR_PATTERN } from './brand-palette.js';
import { isTimeZone } from './club-clock.js';
import { DATE_FORMATS, PROFILE_FIELDS, TIME_FORMATS } from './club-settings.js';
import { aboveZero, email, minLength, positiveNumber, required, wholeNumber, type FieldRule, type FieldRules } from './form-rules.js';

/** The settings forms' values: the forms hold numbers as typed text, the API takes them as numbers; one set of rules checks both. */
export interface GeneralSettingsValues {
  name: string;
  address: string;
  timeZone: string;
  dateFormat: string;
  timeFormat: string;
  currencySymbol: string;
}

export interface BrandingSettingsValues {
  brandColor: string;
  /** '' for no logo, else the URL an image upload answered (for=logo); left out, the logo stays as it is */
  logoUrl?: string;
}

export interface WorkflowSettingsValues {
  bookingDaysInAdvance: number | string;
  cancelHoursBefore: number | string;
  trialPassLimit: number | string;
  maxPausesPerYear: number | string;
  minPauseDays: number | string;
  creditValidityDays: number | string;
  /** after the cancel window members may still cancel (the spot frees, the credit stays spent); left out, it stays */
  lateCancelAllowed?: boolean;
  /** hours before the start from which a freed place goes to everyone waiting instead of the first in line; left out, it stays */
  waitlistCutoffHours?: number | string;
}

/** Settings → Subscriptions: when the monthly invoices run, how long an unpaid one may stay open, pause notice, the fee rule. */
export interface SubscriptionSettingsValues {
  subscriptionRunDay: number | string;
  subscriptionGraceDays: number | string;
  pauseNoticeDays: number | string;
  registrationFeePer: string;
}

export const REGISTRATION_FEE_PER = ['ACCOUNT', 'SUBSCRIPTION'] as const;

export interface ShopSettingsValues {
  requiredProfileFields: string[];
}

/** Settings → Finance: the overdue reminder steps, typed as "1, 14" in the form, a list of numbers in the API. */
export interface FinanceSettingsValues {
  overdueReminderDays: string | readonly number[];
}

/** Settings → Mail: which mails about class bookings members get, and how many hours before the class the reminder goes. */
export interface MailSettingsValues {
  bookingConfirmationMail: boolean;
  bookingCancellationMail: boolean;
  classReminderMail: boolean;
  classReminderHours: number | string;
  waitlistMails: boolean;
}

export interface TestMailValues {
  to: string;
}

const oneOf =
  (choices: readonly string[], message: string): FieldRule =>
  (value) =>
    value === '' || value === null || value === undefined || choices.includes(String(value)) ? null : message;

const atMost =
  (max: number): FieldRule =>
  (value) =>
    value === '' || value === null || value === undefined || Number(value) <= max ? null : `Please input a number of ${max} or below`;

const maxLength =
  (max: number): FieldRule =>
  (value) =>
    typeof value === 'string' && value.trim().length > max ? `Please input at most ${max} characters` : null;

/** An IANA time zone name the runtime knows ("Europe/Amsterdam"). */
export const timeZone: FieldRule = (value) => {
  if (typeof value !== 'string' || value.trim() === '') return null;
  return isTimeZone(value) ? null : 'Please choose a time zone from the list';
};

export const GENERAL_SETTINGS_RULES: FieldRules<GeneralSettingsValues> = {
  name: [required, minLength(2), maxLength(200)],
  address: [maxLength(1000)],
  timeZone: [required, timeZone],
  dateFormat: [required, oneOf(DATE_FORMATS, 'Please choose a date format from the list')],
  timeFormat: [required, oneOf(TIME_FORMATS, 'Please choose a time format from the list')],
  currencySymbol: [required, maxLength(5)],
};

export const BRANDING_SETTINGS_RULES: FieldRules<BrandingSettingsValues> = {
  brandColor: [required, (value) => (typeof value === 'string' && value.trim() !== '' && !BRAND_COLOR_PATTERN.test(value.trim()) ? 'Please input a colour as #rrggbb' : null)],
};

// Whole days, hours and counts; the caps keep them sensible (and inside the database's integers).
const count = (max: number) => [required, wholeNumber, positiveNumber, atMost(max)];
const atLeastOne = (max: number) => [required, wholeNumber, aboveZero, atMost(max)];

export const WORKFLOW_SETTINGS_RULES: FieldRules<WorkflowSettingsValues> = {
  bookingDaysInAdvance: count(3650),
  cancelHoursBefore: count(8760),
  trialPassLimit: count(1000),
  maxPausesPerYear: count(365),
  minPauseDays: atLeastOne(365),
  creditValidityDays: atLeastOne(3650),
  waitlistCutoffHours: [wholeNumber, positiveNumber, atMost(168)],
};

export const SUBSCRIPTION_SETTINGS_RULES: FieldRules<SubscriptionSettingsValues> = {
  // Up to the 28th, so every month has the day.
  subscriptionRunDay: atLeastOne(28),
  subscriptionGraceDays: count(365),
  pauseNoticeDays: count(365),
  registrationFeePer: [required, oneOf(REGISTRATION_FEE_PER, 'Please choose once per account or once per subscription')],
};

export const SHOP_SETTINGS_RULES: FieldRules<ShopSettingsValues> = {
  requiredProfileFields: [(value) => (Array.isArray(value) && value.every((f) => (PROFILE_FIELDS as readonly string[]).includes(f)) ? null : 'Please choose fields from the list')],
};

export const MAX_REMINDER_STEPS = 5;
export const MAX_REMINDER_DAYS = 365;

/** The day counts of "1, 14" (commas or spaces between), or of a list; null when something is not a whole number. */
export function parseReminderDays(value: unknown): number[] | null {
  const parts = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/[\s,]+/).filter((p) => p !== '') : null;
  if (parts === null || !parts.every((p) => /^-?\d{1,9}$/.test(p.trim()))) return null;
  return parts.map(Number);
}

/** The overdue reminder steps: 1 to 5 whole day counts from 1 to 365, each once and ascending. */
const reminderDays: FieldRule = (value) => {
  const days = parseReminderDays(value);
  if (days === null) return 'Please input whole numbers of days, e.g. 1, 14';
  if (days.length === 0) return 'Please input at least one number of days, e.g. 1, 14';
  if (days.length > MAX_REMINDER_STEPS) return `Please input at most ${MAX_REMINDER_STEPS} reminder steps`;
  if (days.some((d) => d < 1)) return 'Please input numbers of days above 0';
  if (days.some((d) => d > MAX_REMINDER_DAYS)) return `Please input numbers of days of ${MAX_REMINDER_DAYS} or below`;
  if (days.some((d, i) => i > 0 && d <= days[i - 1]!)) return 'Please input each number of days once, in ascending order';
  return null;
};

export const FINANCE_SETTINGS_RULES: FieldRules<FinanceSettingsValues> = {
  overdueReminderDays: [required, reminderDays],
};

export const MAIL_SETTINGS_RULES: FieldRules<MailSettingsValues> = {
  // Up to a week ahead (a booking can be made far earlier; a reminder a week ahead is hardly one).
  classReminderHours: atLeastOne(168),
};

export const TEST_MAIL_RULES: FieldRules<TestMailValues> = {
  to: [required, email],
};
