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
}

export interface ShopSettingsValues {
  requiredProfileFields: string[];
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
};

export const SHOP_SETTINGS_RULES: FieldRules<ShopSettingsValues> = {
  requiredProfileFields: [(value) => (Array.isArray(value) && value.every((f) => (PROFILE_FIELDS as readonly string[]).includes(f)) ? null : 'Please choose fields from the list')],
};

export const TEST_MAIL_RULES: FieldRules<TestMailValues> = {
  to: [required, email],
};
