import type { AppContext } from '../../platform/app-context.js';
import type { AppError } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import { clubDateOf } from '../../platform/club-clock.js';
import { insertKioskRefusal } from './kiosk-refusal.repository.js';

/**
 * Who was refused: a member at a class (none when the kiosk named a class the club does not have), or a card
 * scanned before any class was chosen (its holder if known).
 */
export type RefusedSubject =
  | { accountId: number; scheduleItemId: number | null }
  | { accountId: number | null; scheduleItemId: null; keyNumber: string; locationId: number | null };

/**
 * Keeps a kiosk's refused check-in for staff, dated and timed by the tap (the kiosk's time, unless its clock put it
 * after now). Once per tap: the same client id sent again keeps the first record. Runs after the check-in's own
 * transaction has rolled back.
 */
export async function recordKioskRefusal(
  app: AppContext,
  club: Club,
  deviceAccountId: number,
  tap: { clientId: string; tappedAt?: Date | null | undefined },
  subject: RefusedSubject,
  refusal: AppError,
): Promise<void> {
  const now = app.clock.now();
  const tappedAt = tap.tappedAt && tap.tappedAt.getTime() < now.getTime() ? tap.tappedAt : now;
  await insertKioskRefusal(app.db, {
    clubId: club.id,
    deviceAccountId,
    ...subject,
    date: clubDateOf(tappedAt, club.timeZone),
    clientId: tap.clientId.trim(),
    tappedAt,
    recordedAt: now,
    reasonCode: refusal.code,
    reasonMessage: refusal.message,
  });
}
