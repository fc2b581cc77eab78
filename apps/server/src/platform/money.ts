import { Decimal } from 'decimal.js';
import type { TaxRateType } from './db/tables/finance.js';

/** Amounts of one line (or a sum of lines), as exact two-decimal strings. */
export interface Amounts {
  subtotal: string;
  tax: string;
  total: string;
}

export interface TaxRate {
  /** e.g. '21' or '21.000' for 21 % */
  percentage: string;
  rateType: TaxRateType;
}

export const NO_TAX: TaxRate = { percentage: '0', rateType: 'IN' };

/** Money is stored and shown with two decimals; halves round away from zero, as on a till. */
function cents(value: Decimal): string {
  return value.toFixed(2, Decimal.ROUND_HALF_UP);
}

/**
 * Splits a line into subtotal (without tax), tax and total. A price that includes tax is the total and the
 * subtotal is total / (1 + rate); a price without tax is the subtotal and the tax comes on top. The tax is
 * whatever the rounded total and subtotal differ by, so the three always add up.
 */
export function lineAmounts(price: string, quantity: string, rate: TaxRate): Amounts {
  const gross = new Decimal(price).times(quantity);
  const factor = new Decimal(rate.percentage).dividedBy(100).plus(1);
  if (rate.rateType === 'IN') {
    const total = new Decimal(cents(gross));
    const subtotal = new Decimal(cents(total.dividedBy(factor)));
    return { subtotal: cents(subtotal), tax: cents(total.minus(subtotal)), total: cents(total) };
  }
  const subtotal = new Decimal(cents(gross));
  const total = new Decimal(cents(subtotal.times(factor)));
  return { subtotal: cents(subtotal), tax: cents(total.minus(subtotal)), total: cents(total) };
}

/** The sum of lines' amounts. */
export function sumAmounts(lines: readonly Amounts[]): Amounts {
  const sum = (key: keyof Amounts) => cents(lines.reduce((acc, line) => acc.plus(line[key]), new Decimal(0)));
  return { subtotal: sum('subtotal'), tax: sum('tax'), total: sum('total') };
}

/** a − b, two decimals. */
export function subtractMoney(a: string, b: string): string {
  return cents(new Decimal(a).minus(b));
}

/** amount × part / whole, rounded half-up to cents once (a prorated month: €60 × 15 / 31 = €29.03). */
export function shareOfMoney(amount: string, part: number, whole: number): string {
  return cents(new Decimal(amount).times(part).dividedBy(whole));
}

/** True when two amounts are the same money ('12.5' and '12.50'). */
export function sameMoney(a: string, b: string): boolean {
  return new Decimal(a).equals(b);
}

export function isPositiveMoney(amount: string): boolean {
  return new Decimal(amount).greaterThan(0);
}

/** The amount with the club's currency symbol, always two decimals: "€ 150.00". */
export function moneyDisplay(currencySymbol: string, amount: string): string {
  return `${currencySymbol} ${new Decimal(amount).toFixed(2, Decimal.ROUND_HALF_UP)}`;
}

/** A tax percentage for people: '21.000' → '21%', '5.500' → '5.5%'. */
export function percentageDisplay(percentage: string): string {
  return `${new Decimal(percentage).toString()}%`;
}
