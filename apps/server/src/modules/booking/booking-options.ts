import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { hasPermission, type Actor } from '../../platform/access-policy.js';
import { type Account, findAccountById } from '../account-records/index.js';
import type { Club } from '../clubs/index.js';
import { hasClassesLeft, type AccountClasspass, type OrganizationClasspass, findAccountClasspassesValidOn, findItemPricesOn, productIdsAllowedForItem, resolveTargetAccount } from '../classpasses/index.js';
import { loadOccurrence, type ScheduleItemDetail } from '../schedule/index.js';
import { isCalendarDate } from '../../platform/club-clock.js';
import { hasAttendance } from './attendance.repository.js';
import { ACCOUNT_NOT_FOUND, CLASS_NOT_FOUND } from '../../platform/error-messages.js';

export const BOOKING_LIST_TYPES = ['SHOP_BOOK', 'ATTEND', 'ENROLL'] as const;
/** What the options are for: booking online, checking in at the desk, or enrolling (subscriptions only). */
export type BookingListType = (typeof BOOKING_LIST_TYPES)[number];

export interface ClasspassBookingOption {
  bookingType: 'CLASSPASS';
  allowed: boolean;
  pass: AccountClasspass;
}

/** A subscription's booking option; subscriptions do not exist yet, so none is ever produced. */
export interface SubscriptionBookingOption {
  bookingType: 'SUBSCRIPTION';
  allowed: boolean;
  creditsOnDate: number;
  accountSubscription: {
    id: number;
    dateStart: string;
    dateEnd: string | null;
    creditTotal: number;
    organizationSubscription: { name: string; unlimited: boolean };
  };
}

export interface BookingOptions {
  date: string;
  alreadyBooked: boolean;
  account: Account;
  scheduleItem: ScheduleItemDetail;
  prices: { dropin: OrganizationClasspass | null; trial: OrganizationClasspass | null };
  classpasses: ClasspassBookingOption[];
  /** Always empty until subscriptions exist. */
  subscriptions: SubscriptionBookingOption[];
}

export interface BookingOptionsQuery {
  scheduleItemId: number | null;
  date: string;
  listType: BookingListType;
  accountId?: number | null | undefined;
}

/**
 * How an account may book one class occurrence: its passes valid on the date, each allowed when the
 * pass's groups permit the class for this list type and it has classes left; plus the class's drop-in
 * and trial products and whether the account already has an attendance for it (cancelled ones too).
 */
export async function getBookingOptions(app: AppContext, club: Club, actor: Actor | null, query: BookingOptionsQuery): Promise<BookingOptions> {
  // Another account's options are the start of booking for them, so they take what booking for them takes.
  const accountId = await resolveTargetAccount(app.db, club.id, actor, query.accountId, 'schedule.attendance.edit');
  const { scheduleItemId, date } = query;
  if (scheduleItemId === null || !isCalendarDate(date)) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);
  const occurrence = await loadOccurrence(app.db, club, scheduleItemId, date, app.clock.now());
  if (!occurrence || (!occurrence.displayPublic && !hasPermission(actor, 'schedule.view'))) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);

  const [account, passes, allowed, alreadyBooked, prices] = await Promise.all([
    findAccountById(app.db, club.id, accountId),
    findAccountClasspassesValidOn(app.db, club.id, accountId, date),
    query.listType === 'ENROLL'
      ? Promise.resolve(new Set<number>())
      : productIdsAllowedForItem(app.db, club.id, scheduleItemId, query.listType === 'SHOP_BOOK' ? 'shopBook' : 'attend'),
    hasAttendance(app.db, club.id, accountId, scheduleItemId, date),
    findItemPricesOn(app.db, club.id, scheduleItemId, date),
  ]);
  if (!account) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
  return {
    date,
    alreadyBooked,
    account,
    scheduleItem: occurrence.item,
    prices,
    classpasses: passes.map((pass) => ({
      bookingType: 'CLASSPASS',
      allowed: allowed.has(pass.organizationClasspassId) && hasClassesLeft(pass),
      pass,
    })),
    subscriptions: [],
  };
}
