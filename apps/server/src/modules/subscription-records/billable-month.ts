import { daysInMonth, monthTitle } from '../../platform/club-clock.js';
import { shareOfMoney } from '../../platform/money.js';
import { datesInMonthOutside, type DateRange } from './date-ranges.js';

/** What one subscription month is billed and credited on: its billable dates and the month's length. */
export interface BillableMonth {
  month: string;
  /** the dates inside the subscription's start and end and outside every pause, in order */
  billableDates: string[];
  daysInMonth: number;
}

/**
 * The billable days of a month: the days between the subscription's start and end minus the days covered by any of
 * its pauses (every pause, not only the first: test plan M2). Blocked days are billed.
 */
export function billableMonth(subscription: DateRange, pauses: readonly DateRange[], month: string): BillableMonth {
  return { month, billableDates: datesInMonthOutside(subscription, month, pauses), daysInMonth: daysInMonth(month) };
}

/** The month's amount: the price × billable days / days of the month, rounded once (€60 from 17 March: €29.03). */
export function monthAmount(price: string, month: BillableMonth): string {
  return shareOfMoney(price, month.billableDates.length, month.daysInMonth);
}

/** How an invoice or order line names a subscription month: "Eight a month March 2026", "15 of 31 days" when prorated. */
export function monthLineText(productName: string, month: BillableMonth): { productName: string; description: string } {
  const days = month.billableDates.length;
  return { productName: `${productName} ${monthTitle(month.month)}`, description: days < month.daysInMonth ? `${days} of ${month.daysInMonth} days` : '' };
}

/** How an invoice or order line names a subscription's registration fee (the product's name as its description). */
export function registrationFeeLineText(productName: string): { productName: string; description: string } {
  return { productName: 'Registration fee', description: productName };
}
