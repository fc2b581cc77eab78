import type { AppContext } from '../../platform/app-context.js';
import { AppError, isAppError } from '../../platform/errors.js';
import { isPerson, requirePermission, type Actor } from '../../platform/access-policy.js';
import { type Account, findAccountByKeyNumber, isValidKeyNumber, normaliseKeyNumber } from '../account-records/index.js';
import { findActiveAttendance, findCheckInByClientId, checkClientId } from '../booking/index.js';
import type { Club } from '../clubs/index.js';
import { type ScheduleClass, findLocation } from '../schedule/index.js';
import { clubNow } from '../../platform/club-clock.js';
import { checkInAtKiosk } from './check-in-at-kiosk.js';
import { kioskDisplayName } from './display-name.js';
import { classesAt } from './kiosk-reads.js';
import { pickClassForCheckIn } from './next-class.js';
import { recordKioskRefusal } from './record-kiosk-refusal.js';
import { tapMoment } from './tap-moment.js';

export interface KeyNumberCheckInInput {
  locationId: number | null;
  keyNumber: string;
  clientId: string;
  /** When the card was scanned, by the kiosk's clock: a scan queued offline is sent later. */
  tappedAt?: Date | null | undefined;
}

export interface KeyNumberCheckIn {
  occurrence: ScheduleClass;
  /** first name and last initial, for the welcome on the screen */
  displayName: string;
}

export const UNKNOWN_CARD = 'This card is not known here: please see the desk.';
export const NO_CLASS_NOW = 'There is no class to check in to here right now.';

/** Refusals of a scan before any class is chosen that staff must hear of (the member may have walked in). */
const SCAN_REFUSALS_FOR_STAFF: ReadonlySet<unknown> = new Set(['UNKNOWN_CARD', 'NO_CLASS_NOW', 'TAP_AHEAD', 'TAP_TOO_OLD']);

/**
 * A member scans their card (or key fob) at the kiosk of a location: the card's account is checked in to the
 * class there that was open for check-in at the scan (see next-class.ts; a scan queued offline is judged at
 * its own moment, tap-moment.ts), exactly like a tap on the name. A
 * number that is not an active account's of this club answers NOT_FOUND like a number nobody holds, so the
 * kiosk learns nothing about other clubs' or former members' cards. A resend of a scan (its client id) answers
 * the class the first send checked in to: bookings changed since must not move it to another class.
 * A scan refused before a class is chosen (unknown card, no class open, the tablet's clock) is recorded for
 * staff, as a refusal at the class is by checkInAtKiosk: offline, the kiosk had only said it saved the scan.
 */
export async function checkInByKeyNumber(app: AppContext, club: Club, actor: Actor | null, input: KeyNumberCheckInInput): Promise<KeyNumberCheckIn> {
  const kiosk = requirePermission(actor, 'checkin.attendance.create');
  // before anything can be refused: a refusal is kept under this key
  checkClientId(input.clientId);
  const keyNumber = normaliseKeyNumber(input.keyNumber);
  const holder = isValidKeyNumber(keyNumber) ? await findAccountByKeyNumber(app.db, club.id, keyNumber) : undefined;
  const member = holder && isPerson(holder) ? holder : undefined;
  let scan: Scan;
  try {
    scan = await resolveScan(app, club, member, input);
  } catch (error) {
    if (isValidKeyNumber(keyNumber) && isAppError(error) && SCAN_REFUSALS_FOR_STAFF.has(error.details?.reason)) {
      // a location of another club (or none) is not named: the kiosk sent an id it has no business with
      const locationId = input.locationId !== null && (await findLocation(app.db, club.id, input.locationId)) ? input.locationId : null;
      await recordKioskRefusal(app, club, kiosk.accountId, input, { accountId: member?.id ?? null, scheduleItemId: null, keyNumber, locationId }, error);
    }
    throw error;
  }
  await checkInAtKiosk(app, club, actor, { accountId: scan.account.id, scheduleItemId: scan.occurrence.item.id, clientId: input.clientId, tappedAt: scan.at });
  return { occurrence: scan.occurrence, displayName: kioskDisplayName(scan.account.firstName, scan.account.lastName.slice(0, 1)) };
}

interface Scan {
  account: Account;
  occurrence: ScheduleClass;
  /** the moment the scan is judged at */
  at: Date;
}

/** Whose card it is and the class it checks them in to, or the refusal a member at the door hears. */
async function resolveScan(app: AppContext, club: Club, member: Account | undefined, input: KeyNumberCheckInInput): Promise<Scan> {
  const at = tapMoment(input.tappedAt, app.clock.now(), club.timeZone);
  if (!member?.active) throw new AppError('NOT_FOUND', UNKNOWN_CARD, { reason: 'UNKNOWN_CARD' });
  const scan = clubNow(at, club.timeZone);
  const classes = input.locationId === null ? [] : await classesAt(app, club, input.locationId, scan.date);
  const occurrence = (await classOfResend(app, club.id, member.id, input.clientId, classes)) ?? (await classAt(app, club.id, member.id, classes, scan.time));
  if (!occurrence) throw new AppError('NOT_FOUND', NO_CLASS_NOW, { reason: 'NO_CLASS_NOW' });
  return { account: member, occurrence, at };
}

/** The class an earlier send of this scan checked the account in to, if there was one. */
async function classOfResend(app: AppContext, clubId: number, accountId: number, clientId: string, classes: readonly ScheduleClass[]): Promise<ScheduleClass | undefined> {
  const earlier = await findCheckInByClientId(app.db, clubId, clientId.trim());
  if (!earlier || earlier.accountId !== accountId) return undefined;
  return classes.find((c) => c.item.id === earlier.scheduleItemId && c.date === earlier.date);
}

/** The class open for check-in at `time` (club-local) that the account's scan means. */
async function classAt(app: AppContext, clubId: number, accountId: number, classes: readonly ScheduleClass[], time: string): Promise<ScheduleClass | undefined> {
  const bookedItems = new Set<number>();
  for (const c of classes) {
    const booking = await findActiveAttendance(app.db, clubId, accountId, c.item.id, c.date);
    if (booking?.bookingStatus === 'BOOKED') bookedItems.add(c.item.id);
  }
  return pickClassForCheckIn(classes, time, (c) => bookedItems.has(c.item.id));
}
