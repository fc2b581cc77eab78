import type { Db } from '../../platform/db/database.js';
import type { AttendanceBookingStatus } from '../../platform/db/tables/booking.js';
import type { CreditKind } from '../../platform/db/tables/subscriptions.js';
import { bookingsOfGrants, grantsWithUse } from './credit.repository.js';

/** One grant of a subscription as the account's Subscriptions tab shows it: what it gave, what is used and left, by whom. */
export interface SubscriptionCreditGrant {
  id: number;
  kind: CreditKind;
  month: string;
  amount: number;
  used: number;
  left: number;
  expiresOn: string;
  description: string;
  createdAt: Date;
  bookings: { attendanceId: number; scheduleItemId: number; date: string; bookingStatus: AttendanceBookingStatus }[];
}

/**
 * A subscription's grants, earliest expiry first, with used / left and the bookings spending each (two statements).
 * A read model without an access check: the caller's use case has checked who may see the subscription.
 */
export async function listSubscriptionCredits(db: Db, clubId: number, accountSubscriptionId: number): Promise<SubscriptionCreditGrant[]> {
  const grants = await grantsWithUse(db, clubId, [accountSubscriptionId]);
  const bookings = await bookingsOfGrants(db, clubId, grants.map((g) => g.id));
  return grants.map((g) => ({
    id: g.id,
    kind: g.kind,
    month: g.month,
    amount: g.amount,
    used: g.used,
    left: Math.max(0, g.amount - g.used),
    expiresOn: g.expiresOn,
    description: g.description,
    createdAt: g.createdAt,
    bookings: bookings
      .filter((b) => b.accountSubscriptionCreditId === g.id)
      .map((b) => ({ attendanceId: b.id, scheduleItemId: b.scheduleItemId, date: b.date, bookingStatus: b.bookingStatus })),
  }));
}
