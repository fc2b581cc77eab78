import { businessDate, MAX_BACK_OFFICE_RANGE_DAYS } from './calendar-dates.js';
import { aboveZero, decimal, positiveNumber, required, wholeNumber, type FieldRule, type FieldRules } from './form-rules.js';

/** Settings rule (spec section 5): a pass group that may book a class online must also be allowed to attend it. */
export const ATTEND_FOR_SHOP_BOOK = "Attend must stay enabled when 'book in webshop' is set for a pass.";

export function attendForShopBookError(access: { attend: boolean; shopBook: boolean }): string | null {
  return access.shopBook && !access.attend ? ATTEND_FOR_SHOP_BOOK : null;
}

export const NAME_TOO_LONG = 'Please input at most 200 characters';
export const TWO_DECIMALS = 'Please input an amount with at most 2 decimals';
export const DATE_END_BEFORE_START = 'The end date must be on or after the start date.';
export const HOLIDAY_TOO_LONG = `A holiday may last at most ${MAX_BACK_OFFICE_RANGE_DAYS} days.`;
export const VALIDITY_TOO_LONG = 'A pass may be valid for at most 10 years.';

export type ValidityUnit = 'DAYS' | 'WEEKS' | 'MONTHS' | 'YEARS';
/** Ten years in each unit: a pass's end date is counted from its start, and must stay a date we can store and show. */
const MAX_VALIDITY: Record<ValidityUnit, number> = { DAYS: 3653, WEEKS: 521, MONTHS: 120, YEARS: 10 };
export const validityAtMostTenYears =
  (unit: ValidityUnit, message: string = VALIDITY_TOO_LONG): FieldRule =>
  (value) =>
    Number(value) > MAX_VALIDITY[unit] ? message : null;

const maxName: FieldRule = (value) => (typeof value === 'string' && value.trim().length > 200 ? NAME_TOO_LONG : null);
/** Prices are kept in cents: more decimals would be rounded away unseen. */
export const twoDecimals: FieldRule = (value) => (typeof value === 'string' && /\.\d{3,}$/.test(value.trim()) ? TWO_DECIMALS : null);

/** A set-up row's name: given, and at most 200 characters. */
export const NAME = [required, maxName];

export const NAMED_ITEM_RULES: FieldRules<{ name: string }> = { name: NAME };

export const ADDRESS_TOO_LONG = 'Please input at most 500 characters';
const maxAddress: FieldRule = (value) => (typeof value === 'string' && value.trim().length > 500 ? ADDRESS_TOO_LONG : null);

/** A location: its name, and the street address members see on a class's page (optional). */
export const LOCATION_RULES: FieldRules<{ name: string; address: string }> = { name: NAME, address: [maxAddress] };

export const HOLIDAY_RULES: FieldRules<{ name: string; dateStart: string; dateEnd: string; locations: readonly unknown[] }> = {
  name: NAME,
  dateStart: [required, businessDate],
  dateEnd: [required, businessDate],
  locations: [required],
};

/** The pass product form; the number of classes only for a counted (not unlimited) pass. */
export function classpassRules(unlimited: boolean, validityUnit: ValidityUnit): FieldRules<{ name: string; price: string; validity: unknown; classes: unknown }> {
  return {
    name: NAME,
    price: [required, decimal, positiveNumber, twoDecimals],
    validity: [required, wholeNumber, aboveZero, validityAtMostTenYears(validityUnit)],
    ...(unlimited ? {} : { classes: [required, wholeNumber, aboveZero] }),
  };
}
