import { addMonths, isCalendarDate, monthOf } from '../../platform/club-clock.js';
import type { PaymentMethodCode, SubscriptionPayment } from '../../platform/db/tables/finance.js';
import type { PaymentProviderName } from '../../platform/payment-provider.js';
import { fieldError } from '../../platform/errors.js';
import { VALID_DATE_MESSAGE } from '../../platform/error-messages.js';
import { billableMonth, monthAmount, monthLineText, monthPrice, registrationFeeLineText, type BillableMonth, type DatedPrice } from '../subscription-records/index.js';

export const SUBSCRIPTION_NOT_IN_SHOP = 'This subscription could not be found in the shop.';
export const DIRECT_DEBIT_NOT_OFFERED = 'This club does not collect by direct debit: please pay by card.';
export const NO_MANDATE_IN_FORCE = 'To pay by direct debit, sign a direct debit mandate first (Shop → Bank account).';
export const ALREADY_SUBSCRIBED = 'You already have this subscription on or after this start date.';
export const OPEN_SUBSCRIPTION_ORDER = 'You already have an open order for this subscription: pay or cancel it under My orders first.';

/** The payment method a subscription paid this way is billed with each month: the club's online provider's, or direct debit. */
export function subscriptionMethodCode(provider: PaymentProviderName, payment: SubscriptionPayment): PaymentMethodCode {
  return payment === 'DIRECT_DEBIT' ? 'DIRECT_DEBIT' : provider === 'stripe' ? 'STRIPE' : 'TEST';
}

/** A line of a sign-up order: the first month, or the registration fee. */
export interface SignUpLine {
  productName: string;
  description: string;
  price: string;
  registrationFee: boolean;
}

/**
 * The latest start a member may choose in the shop: the first day of the month after next (from 17 March: 1 May), so a
 * sign-up bills at most one month ahead of the monthly runs and never a month the runs have started.
 */
export function latestSignUpStart(today: string): string {
  return addMonths(`${monthOf(today)}-01`, 2);
}

/** The start date a member chose (default: the club's today), from today to latestSignUpStart; a field error otherwise. */
export function checkSignUpStart(dateStart: string | null | undefined, today: string): string {
  const date = dateStart ?? today;
  if (!isCalendarDate(date)) throw fieldError('subscriptionDateStart', VALID_DATE_MESSAGE);
  if (date < today) throw fieldError('subscriptionDateStart', 'The subscription cannot start in the past: choose today or a later date.');
  const latest = latestSignUpStart(today);
  if (date > latest) throw fieldError('subscriptionDateStart', `The subscription can start on ${latest} at the latest.`);
  return date;
}

/**
 * The first month of a subscription starting on `dateStart`, billed as the monthly run bills it: at the product's price
 * valid on the start date, × the days from the start to the month's end / the month's days (€60 from 17 March:
 * €29.03). Null when the product has no price on the start date.
 */
export function firstMonthOf(prices: readonly DatedPrice[], dateStart: string): { billable: BillableMonth; amount: string } | null {
  const billable = billableMonth({ dateStart, dateEnd: null }, [], monthOf(dateStart));
  const price = monthPrice({ prices, priceOverride: null, monthOverride: null }, dateStart);
  return price === null ? null : { billable, amount: monthAmount(price, billable) };
}

/** The order's lines: the first month, then the registration fee when it is due (and not zero). */
export function signUpLines(product: { name: string; registrationFee: string }, first: { billable: BillableMonth; amount: string }, feeDue: boolean): SignUpLine[] {
  const month = { ...monthLineText(product.name, first.billable), price: first.amount, registrationFee: false };
  return feeDue ? [month, { ...registrationFeeLineText(product.name), price: product.registrationFee, registrationFee: true }] : [month];
}
