import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { hasPermission, type Actor } from '../../platform/access-policy.js';
import { type Account, findAccountById } from '../account-records/index.js';
import type { Club } from '../clubs/index.js';
import { classesRemaining, hasClassesLeft, type AccountClasspass, type OrganizationClasspass, findAccountClasspassesValidOn, findItemPricesOn, productIdsAllowedForItem, resolveTargetAccount } from '../classpasses/index.js';
import { loadOccurrence, type ScheduleItemDetail } from '../schedule/index.js';
import { isCalendarDate } from '../../platform/club-clock.js';
import { hasAttendance } from './attendance.repository.js';
import {
  countOpenAdvanceBookings,
  creditsLeft,
  creditUsableOn,
  mayBookAhead,
  findAccountSubscriptionsRunningOn,
  grantsWithUse,
  subscriptionProductIdsAllowedForItem,
} from '../subscription-records/index.js';
import { readWaitlistStatus, type WaitlistStatus } from './waitlist-status.js';
import { NO_CREDITS_LEFT, NOT_ALLOWED_FOR_CLASS, unusableOn, type SubscriptionRefusal } from './subscription-refusals.js';
import { ACCOUNT_NOT_FOUND, CLASS_NOT_FOUND } from '../../platform/error-messages.js';

export const BOOKING_LIST_TYPES = ['SHOP_BOOK', 'ATTEND', 'ENROLL'] as const;
/** What the options are for: booking online, checking in at the desk, or enrolling (subscriptions only). */
export type BookingListType = (typeof BOOKING_LIST_TYPES)[number];

export interface ClasspassBookingOption {
  bookingType: 'CLASSPASS';
  allowed: boolean;
  pass: AccountClasspass;
  /** classes left on it; null: unlimited */
  classesLeft: number | null;
}

/** A subscription's booking option: allowed when it may book the class now, with the credits usable on the class date. */
export interface SubscriptionBookingOption {
  bookingType: 'SUBSCRIPTION';
  allowed: boolean;
  creditsOnDate: number;
  /** Why it may not book the class (the text a booking with it would be refused with); null when allowed. */
  refusal: SubscriptionRefusal | null;
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
  subscriptions: SubscriptionBookingOption[];
  /** the class's waitlist for the account: offered, open to join (full), their position */
  waitlist: WaitlistStatus;
}

export interface BookingOptionsQuery {
  scheduleItemId: number | null;
  date: string;
  listType: BookingListType;
  accountId?: number | null | undefined;
}

/**
 * How an account may book one class occurrence: its passes valid on the date, each allowed when the
 * pass's groups permit the class for this list type and it has classes left; its subscriptions running on the
 * date, each allowed when its groups permit the class, it is neither paused nor blocked then and it has a credit
 * (or is unlimited, or may book ahead of next month's credits); plus the class's drop-in and trial products and
 * whether the account already has an attendance for it (cancelled ones too), and the class's waitlist for it.
 */
export async function getBookingOptions(app: AppContext, club: Club, actor: Actor | null, query: BookingOptionsQuery): Promise<BookingOptions> {
  // Another account's options are the start of booking for them, so they take what booking for them takes.
  const accountId = await resolveTargetAccount(app.db, club.id, actor, query.accountId, 'schedule.attendance.edit');
  const { scheduleItemId, date } = query;
  if (scheduleItemId === null || !isCalendarDate(date)) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);
  const occurrence = await loadOccurrence(app.db, club, scheduleItemId, date, app.clock.now());
  if (!occurrence || (!occurrence.displayPublic && !hasPermission(actor, 'schedule.view'))) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);

  const way = SUBSCRIPTION_WAYS[query.listType];
  const [account, classpasses, alreadyBooked, prices, subscriptions, waitlist] = await Promise.all([
    findAccountById(app.db, club.id, accountId),
    classpassOptions(app.db, club.id, accountId, scheduleItemId, date, query.listType),
    hasAttendance(app.db, club.id, accountId, scheduleItemId, date),
    findItemPricesOn(app.db, club.id, scheduleItemId, date),
    subscriptionOptions(app.db, club.id, accountId, scheduleItemId, date, way),
    readWaitlistStatus(app.db, club, accountId, { scheduleItemId, date, bookingStatus: occurrence.bookingStatus }),
  ]);
  if (!account) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
  return {
    date,
    alreadyBooked,
    account,
    scheduleItem: occurrence.item,
    prices,
    classpasses,
    subscriptions,
    waitlist,
  };
}

/** The account's passes valid on the date, each allowed when its groups permit the class for the list type and it has classes left. */
export async function classpassOptions(db: Db, clubId: number, accountId: number, scheduleItemId: number, date: string, listType: BookingListType): Promise<ClasspassBookingOption[]> {
  const [passes, allowed] = await Promise.all([
    findAccountClasspassesValidOn(db, clubId, accountId, date),
    listType === 'ENROLL' ? Promise.resolve(new Set<number>()) : productIdsAllowedForItem(db, clubId, scheduleItemId, listType === 'SHOP_BOOK' ? 'shopBook' : 'attend'),
  ]);
  return passes.map((pass) => ({ bookingType: 'CLASSPASS', allowed: allowed.has(pass.organizationClasspassId) && hasClassesLeft(pass), pass, classesLeft: classesRemaining(pass) }));
}

const SUBSCRIPTION_WAYS: Record<BookingListType, 'shopBook' | 'attend' | 'enroll'> = { SHOP_BOOK: 'shopBook', ATTEND: 'attend', ENROLL: 'enroll' };

/**
 * The account's subscriptions running on the date with what each may do there. creditsOnDate counts the credits a
 * class on the date may use; creditTotal every credit left that has not expired by the class date. The booking
 * itself decides again under the subscription's lock, so an option is a forecast, never a promise.
 */
export async function subscriptionOptions(
  db: Db,
  clubId: number,
  accountId: number,
  scheduleItemId: number,
  date: string,
  way: 'shopBook' | 'attend' | 'enroll',
): Promise<SubscriptionBookingOption[]> {
  const subscriptions = await findAccountSubscriptionsRunningOn(db, clubId, accountId, date);
  if (subscriptions.length === 0) return [];
  const ids = subscriptions.map((s) => s.id);
  const [allowed, grants, advances] = await Promise.all([
    subscriptionProductIdsAllowedForItem(db, clubId, scheduleItemId, way),
    grantsWithUse(db, clubId, ids),
    Promise.all(ids.map((id) => countOpenAdvanceBookings(db, clubId, id))),
  ]);
  return subscriptions.map((subscription, index) => {
    const own = grants.filter((g) => g.accountSubscriptionId === subscription.id);
    const creditsOnDate = creditsLeft(own.filter((g) => creditUsableOn(g, date)));
    const { product } = subscription;
    const canSpend = product.unlimited || creditsOnDate > 0 || mayBookAhead(product, own, advances[index]!, date);
    // in the order the booking checks them, so the option says what the booking would answer
    const refusal = unusableOn(subscription, date) ?? (!allowed.has(subscription.organizationSubscriptionId) ? NOT_ALLOWED_FOR_CLASS : !canSpend ? NO_CREDITS_LEFT : null);
    return {
      bookingType: 'SUBSCRIPTION',
      allowed: refusal === null,
      refusal,
      creditsOnDate,
      accountSubscription: {
        id: subscription.id,
        dateStart: subscription.dateStart,
        dateEnd: subscription.dateEnd,
        creditTotal: creditsLeft(own.filter((g) => g.expiresOn >= date)),
        organizationSubscription: { name: product.name, unlimited: product.unlimited },
      },
    };
  });
}
