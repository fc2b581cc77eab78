import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../auth/actor.js';
import { findAccountByKeyNumber } from '../accounts/account.repository.js';
import { isValidKeyNumber, normaliseKeyNumber } from '../accounts/key-number.js';
import { findActiveAttendance } from '../booking/attendance.repository.js';
import type { Club } from '../clubs/club.js';
import { clubNow } from '../schedule/club-time.js';
import type { ScheduleClass } from '../schedule/schedule.js';
import { checkInAtKiosk } from './check-in-at-kiosk.js';
import { kioskDisplayName } from './display-name.js';
import { todaysClassesAt } from './kiosk-reads.js';
import { pickClassForCheckIn } from './next-class.js';

export interface KeyNumberCheckInInput {
  locationId: number | null;
  keyNumber: string;
  clientId: string;
}

export interface KeyNumberCheckIn {
  occurrence: ScheduleClass;
  /** first name and last initial, for the welcome on the screen */
  displayName: string;
}

export const UNKNOWN_CARD = 'This card is not known here: please see the desk.';
export const NO_CLASS_NOW = 'There is no class to check in to here right now.';

/**
 * A member scans their card (or key fob) at the kiosk of a location: the card's account is checked in to the
 * class there that is open for check-in now (see next-class.ts), exactly like a tap on the name. A number that
 * is not an active account's of this club answers NOT_FOUND like a number nobody holds, so the kiosk learns
 * nothing about other clubs' or former members' cards.
 */
export async function checkInByKeyNumber(app: AppContext, club: Club, actor: Actor | null, input: KeyNumberCheckInInput): Promise<KeyNumberCheckIn> {
  requirePermission(actor, 'checkin.attendance.create');
  const keyNumber = normaliseKeyNumber(input.keyNumber);
  const account = isValidKeyNumber(keyNumber) ? await findAccountByKeyNumber(app.db, club.id, keyNumber) : undefined;
  if (!account || !account.active || account.role === 'KIOSK') throw new AppError('NOT_FOUND', UNKNOWN_CARD, { reason: 'UNKNOWN_CARD' });

  const classes = input.locationId === null ? [] : await todaysClassesAt(app, club, input.locationId);
  const now = clubNow(app.clock.now(), club.timeZone);
  const bookedItems = new Set<number>();
  for (const c of classes) {
    const booking = await findActiveAttendance(app.db, club.id, account.id, c.item.id, c.date);
    if (booking?.bookingStatus === 'BOOKED') bookedItems.add(c.item.id);
  }
  const occurrence = pickClassForCheckIn(classes, now.time, (c) => bookedItems.has(c.item.id));
  if (!occurrence) throw new AppError('NOT_FOUND', NO_CLASS_NOW, { reason: 'NO_CLASS_NOW' });

  await checkInAtKiosk(app, club, actor, { accountId: account.id, scheduleItemId: occurrence.item.id, clientId: input.clientId });
  return { occurrence, displayName: kioskDisplayName(account.firstName, account.lastName.slice(0, 1)) };
}
