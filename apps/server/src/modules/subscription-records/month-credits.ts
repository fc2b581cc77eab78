import { addDays, lastDayOfMonth } from '../../platform/club-clock.js';
import type { SubscriptionUnit } from '../../platform/db/tables/subscriptions.js';

export interface CreditRule {
  subscriptionUnit: SubscriptionUnit;
  /** classes per unit */
  classes: number;
  unlimited: boolean;
}

export interface MonthCredits {
  amount: number;
  /** WEEK units: the fraction of a credit carried to the next month, in sevenths (0–6) */
  carrySevenths: number;
}

/**
 * The credits a month grants (domain notes "Credits"). MONTH unit: classes × billable days / days of the month,
 * rounded up (8 a month from 17 March: 4). WEEK unit: classes × billable days / 7, the whole credits granted and the
 * fraction carried to the next month in sevenths, so a year of one a week gives 52 and seven a week gives 7 a week.
 * Unlimited subscriptions take no credits.
 */
export function monthCredits(rule: CreditRule, billableDays: number, daysInMonth: number, carriedSevenths: number): MonthCredits {
  if (rule.unlimited) return { amount: 0, carrySevenths: 0 };
  if (rule.subscriptionUnit === 'MONTH') return { amount: Math.ceil((rule.classes * billableDays) / daysInMonth), carrySevenths: 0 };
  const sevenths = rule.classes * billableDays + carriedSevenths;
  return { amount: Math.floor(sevenths / 7), carrySevenths: sevenths % 7 };
}

/**
 * When a month's credits expire: the later of the month's last day and its first day + validity − 1, from the
 * credit's own month and never from the day the job ran (a credit granted late in March still expires by March's rule).
 */
export function creditExpiry(month: string, validityDays: number): string {
  const byValidity = addDays(`${month}-01`, validityDays - 1);
  const monthEnd = lastDayOfMonth(month);
  return byValidity > monthEnd ? byValidity : monthEnd;
}

/** A credit is usable for a class dated from the first day of its month until its expiry. */
export function creditUsableOn(credit: { month: string; expiresOn: string }, date: string): boolean {
  return date >= `${credit.month}-01` && date <= credit.expiresOn;
}
