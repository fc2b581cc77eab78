import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { ScheduleItemAttendancesTable } from '../../platform/db/tables/booking.js';
import { AppError } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import { countClasspassUsage, findAccountClasspass, lockAccountClasspass, productIdsAllowedForItem, type AccountClasspass } from '../classpasses/index.js';
import { loadOccurrenceState, holdClassForBooking, lockOccurrence, type OccurrenceState } from '../schedule/index.js';
import { ALREADY_BOOKED_MESSAGE, assertBookable, assertClassesLeft, assertPassUsable, assertSpotLeft, type BookingWay } from './booking-rules.js';
import { countOccupancy, insertAttendance, isDoubleBooking } from './attendance.repository.js';
import { closeWaitingPlaceOnBooking } from './waitlist.repository.js';
import { CLASSPASS_NOT_FOUND, CLASS_NOT_FOUND } from '../../platform/error-messages.js';

/** Who books which class occurrence, how and when: what every booking, with a pass or a subscription, starts from. */
export interface ClassBooking {
  accountId: number;
  scheduleItemId: number;
  /** club-local YYYY-MM-DD, already checked to be a calendar date */
  date: string;
  way: BookingWay;
  /** the caller may see and book classes that are not public */
  seesHiddenClasses: boolean;
  now: Date;
}

export interface PassBooking extends ClassBooking {
  /** null when the id could not be decoded (answers like a missing pass) */
  accountClasspassId: number | null;
  /** A product sold for this very class (its drop-in or trial price): usable for it whatever its groups say. */
  soldForClassProductId?: number;
}

/** What a booking spends: a class of a pass, or a subscription's credit (or advance credit, or nothing when unlimited). */
export type BookingSpend = Pick<
  Insertable<ScheduleItemAttendancesTable>,
  'attendanceType' | 'accountClasspassId' | 'accountSubscriptionId' | 'accountSubscriptionCreditId' | 'advanceCredit'
>;

/**
 * Books one class occurrence with one of the account's passes, inside the caller's transaction. Every rule
 * is checked here: the class is bookable, the pass is the account's, valid on the date, allowed for the
 * class and not used up. The last class on a pass and the last spot are taken under locks (pass, class,
 * then occurrence), so racing bookings can never overbook either. Returns the attendance id; the caller drops
 * the club's cached timetable once its transaction has committed.
 */
export async function bookWithPass(trx: Db, club: Club, booking: PassBooking): Promise<number> {
  return takeSpot(trx, club, booking, await checkBooking(trx, club, booking));
}

/** What the checks before any lock found: the occurrence's spaces and the pass, both read again under the locks. */
export interface CheckedBooking {
  occurrence: OccurrenceState;
  pass: AccountClasspass;
}

/**
 * The rules that need no lock: the class is there, visible to the caller and bookable now (not full as last
 * seen), the pass is the account's and usable for it. Reads only, so a caller may run them before its
 * transaction: a member refused here (most racers for a class's last spots) costs one read and no transaction.
 */
export async function checkBooking(db: Db, club: Club, booking: PassBooking): Promise<CheckedBooking> {
  const { accountId, scheduleItemId, date, way } = booking;
  const occurrence = await loadBookableOccurrence(db, club, booking);
  const pass = booking.accountClasspassId === null ? undefined : await findAccountClasspass(db, club.id, booking.accountClasspassId);
  if (!pass || pass.accountId !== accountId) throw new AppError('NOT_FOUND', CLASSPASS_NOT_FOUND);
  const allowed = await productIdsAllowedForItem(db, club.id, scheduleItemId, way === 'ONLINE' ? 'shopBook' : 'attend');
  if (booking.soldForClassProductId !== undefined) allowed.add(booking.soldForClassProductId);
  assertPassUsable(pass, date, allowed);
  return { occurrence, pass };
}

/** The occurrence of a booking: there, visible to the caller and bookable now this way (not full as last seen). */
export async function loadBookableOccurrence(db: Db, club: Club, booking: ClassBooking): Promise<OccurrenceState> {
  const occurrence = await loadOccurrenceState(db, club, booking.scheduleItemId, booking.date, booking.now);
  if (!occurrence || (!occurrence.displayPublic && !booking.seesHiddenClasses)) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);
  assertBookable(occurrence, booking.way);
  return occurrence;
}

/** Takes the spot a checked booking asked for, in the caller's transaction: the counts that decide it are read under the locks. */
export async function takeSpot(trx: Db, club: Club, booking: PassBooking, { occurrence, pass }: CheckedBooking): Promise<number> {
  // Locks in one order everywhere (the pass or subscription, the class row, then the occurrence), so racing bookings
  // never deadlock; the occurrence lock is taken last and held for as few statements as possible.
  await lockAccountClasspass(trx, club.id, pass.id);
  assertClassesLeft({ ...pass, classesUsed: await countClasspassUsage(trx, club.id, pass.id) });
  return insertOnSpot(trx, club, booking, occurrence, { attendanceType: 'CLASSPASS', accountClasspassId: pass.id });
}

/**
 * After what the booking spends is held: the class row (read again under its lock: an archive that committed since the
 * occurrence was loaded refuses the booking), then the occurrence, whose counts decide the spot, then the insert; a
 * waitlist place the member held on the class ends with it (none is held while booked).
 */
export async function insertOnSpot(trx: Db, club: Club, booking: ClassBooking, occurrence: OccurrenceState, spend: BookingSpend): Promise<number> {
  const { accountId, scheduleItemId, date, way, now } = booking;
  if (!(await holdClassForBooking(trx, club.id, scheduleItemId))) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);
  await lockOccurrence(trx, club.id, scheduleItemId, date);
  const occupancy = await countOccupancy(trx, club.id, scheduleItemId, date, occurrence, accountId);
  if (occupancy.holdsSpot) throw new AppError('ALREADY_BOOKED', ALREADY_BOOKED_MESSAGE);
  assertSpotLeft(occupancy, way);

  try {
    const attendance = await insertAttendance(trx, {
      clubId: club.id,
      accountId,
      scheduleItemId,
      date,
      ...spend,
      bookingStatus: 'BOOKED',
      onlineBooking: way === 'ONLINE',
      createdAt: now,
      updatedAt: now,
    });
    await closeWaitingPlaceOnBooking(trx, club.id, accountId, scheduleItemId, date, now);
    return attendance.id;
  } catch (error) {
    if (isDoubleBooking(error)) throw new AppError('ALREADY_BOOKED', ALREADY_BOOKED_MESSAGE);
    throw error;
  }
}
