import { businessDate } from './calendar-dates.js';
import { aboveZero, decimal, positiveNumber, required, wholeNumber, type FieldRule, type FieldRules } from './form-rules.js';
import { DATE_END_BEFORE_START, NAME, twoDecimals, validityAtMostTenYears, type ValidityUnit } from './organization-rules.js';

/** Settings rule (spec section 5) for the subscription groups of a class. */
export const ATTEND_FOR_SUBSCRIPTION = "For subscriptions, attend must stay enabled when enroll or 'book in webshop' is set.";
export const ONE_SUBSCRIPTION_GROUP_ONCE = 'Each subscription group can be chosen once.';
export const MEMBERSHIP_VALIDITY_TOO_LONG = 'A membership may be valid for at most 10 years.';
export const PRICE_OVERLAPS = 'This period overlaps another price of this subscription.';
export const TEXT_TOO_LONG = 'Please input at most 20000 characters';

export type SubscriptionUnit = 'MONTH' | 'WEEK';
export type NoticeUnit = 'DAYS' | 'MONTHS';
export type RenewalMode = 'MONTHLY' | 'TERM';

/** What a class allows the members of one subscription group: attend (desk), book in the shop, enroll. */
export interface SubscriptionGroupAccess {
  attend: boolean;
  shopBook: boolean;
  enroll: boolean;
}

/** The class form's subscription groups: attend stays on when enroll or book in webshop is set, each group once. */
export function subscriptionGroupsError(groups: readonly (SubscriptionGroupAccess & { groupId: string | number })[]): string | null {
  if (groups.some((g) => (g.shopBook || g.enroll) && !g.attend)) return ATTEND_FOR_SUBSCRIPTION;
  return new Set(groups.map((g) => g.groupId)).size === groups.length ? null : ONE_SUBSCRIPTION_GROUP_ONCE;
}

/** A whole number up to `most` (the database's own bounds, so a form never meets a refusal it could not show). */
const atMost =
  (most: number): FieldRule =>
  (value) =>
    value !== null && value !== undefined && value !== '' && Number(value) > most ? `Please input a number of at most ${most}` : null;

/** Descriptions and terms: HTML that the database keeps up to 20000 characters. */
const longText: FieldRule = (value) => (typeof value === 'string' && value.length > 20000 ? TEXT_TOO_LONG : null);

const MONEY = [required, decimal, positiveNumber, twoDecimals];
const count = (most: number) => [wholeNumber, positiveNumber, atMost(most)];

type SubscriptionFields = {
  name: string;
  description: string;
  subscriptionUnit: unknown;
  classes: unknown;
  dailyCap: unknown;
  registrationFee: string;
  minimumDurationMonths: unknown;
  noticePeriod: unknown;
  reconcileLaterClasses: unknown;
  creditValidityDays: unknown;
};

/** The subscription product form: classes a unit unless unlimited; an unlimited one may cap classes a day. */
export function subscriptionProductRules(unlimited: boolean): FieldRules<SubscriptionFields> {
  return {
    name: NAME,
    description: [longText],
    subscriptionUnit: [required],
    ...(unlimited ? { dailyCap: [wholeNumber, aboveZero, atMost(100)] } : { classes: [required, wholeNumber, aboveZero, atMost(1000)] }),
    registrationFee: MONEY,
    minimumDurationMonths: [required, ...count(120)],
    noticePeriod: [required, ...count(366)],
    reconcileLaterClasses: [required, ...count(100)],
    creditValidityDays: [wholeNumber, aboveZero, atMost(3660)],
  };
}

/** A dated price row: a start, an optional end not before it, and an amount in cents. */
export function subscriptionPriceRules(dateStart: string): FieldRules<{ price: string; dateStart: string; dateEnd: string | null }> {
  const notBeforeStart: FieldRule = (value) => (typeof value === 'string' && value !== '' && value < dateStart ? DATE_END_BEFORE_START : null);
  return { price: MONEY, dateStart: [required, businessDate], dateEnd: [businessDate, notBeforeStart] };
}

/** The membership product form. */
export function membershipProductRules(validityUnit: ValidityUnit): FieldRules<{ name: string; description: string; terms: string; price: string; validity: unknown; renewalDaysBefore: unknown }> {
  return {
    name: NAME,
    description: [longText],
    terms: [longText],
    price: MONEY,
    validity: [required, wholeNumber, aboveZero, validityAtMostTenYears(validityUnit, MEMBERSHIP_VALIDITY_TOO_LONG)],
    renewalDaysBefore: [required, ...count(365)],
  };
}
