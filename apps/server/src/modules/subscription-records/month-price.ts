import { coversDate, type DateRange } from './date-ranges.js';

export interface DatedPrice extends DateRange {
  price: string;
}

export interface PriceSources {
  /** the product's dated prices (the database keeps them from overlapping) */
  prices: readonly DatedPrice[];
  /** the subscription's kept price, if any */
  priceOverride: string | null;
  /** this month's own price for the subscription, if any ('0.00' skips the month) */
  monthOverride: string | null;
}

/** The product's price valid on a date, or null when none is. */
export function priceOn(prices: readonly DatedPrice[], date: string): string | null {
  return prices.find((price) => coversDate(price, date))?.price ?? null;
}

/**
 * What a month is billed at: the month's own price for the subscription, else the subscription's kept price, else the
 * product's price valid on the month's first billable day (domain notes: a price from 1 May bills April at the old one).
 */
export function monthPrice(sources: PriceSources, firstBillableDate: string): string | null {
  return sources.monthOverride ?? sources.priceOverride ?? priceOn(sources.prices, firstBillableDate);
}
