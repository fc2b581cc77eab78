import { coversDate, type DateRange } from './date-ranges.js';

/** A subscription's status on a date: derived from its dates, never stored (spec section 4, domain notes). */
export type SubscriptionStatus = 'ACTIVE' | 'PAUSED' | 'BLOCKED' | 'STOPPED';

export interface SubscriptionDates {
  dateStart: string;
  /** the stop: its last day; null runs on */
  dateEnd: string | null;
  pauses: readonly DateRange[];
  blocks: readonly DateRange[];
}

/**
 * STOPPED (the date is after the end) comes before PAUSED (a pause covers the date), which comes before BLOCKED (a
 * block covers it); otherwise ACTIVE, a subscription that starts later included. Every screen, job and report asks
 * this one function.
 */
export function subscriptionStatusOn(subscription: SubscriptionDates, date: string): SubscriptionStatus {
  if (subscription.dateEnd !== null && date > subscription.dateEnd) return 'STOPPED';
  if (subscription.pauses.some((pause) => coversDate(pause, date))) return 'PAUSED';
  if (subscription.blocks.some((block) => coversDate(block, date))) return 'BLOCKED';
  return 'ACTIVE';
}

/** Booking and check-in need the subscription running on the class date and neither paused nor blocked then. */
export function usableOn(subscription: SubscriptionDates, date: string): boolean {
  return date >= subscription.dateStart && subscriptionStatusOn(subscription, date) === 'ACTIVE';
}
