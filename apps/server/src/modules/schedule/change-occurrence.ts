import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { classesCacheOf } from './classes-cache.js';
import { isCalendarDate } from '../../platform/club-clock.js';
import { loadOccurrence } from './load-occurrences.js';
import { cancelOccurrenceBookings } from './cancel-occurrence-bookings.js';
import { occurrenceChangeFieldErrors, occurrenceChangeValues, type OccurrenceChangeInput } from './occurrence-change-input.js';
import { lockOccurrence } from './schedule.repository.js';
import { countClubRefs, saveOccurrenceChange } from './schedule-item-admin.repository.js';
import { CLASS_NOT_FOUND } from '../../platform/error-messages.js';
import { PLACES_ADDED_JOB_KIND } from './places-added-job.js';

/**
 * Sets the one-time change of one occurrence (what it leaves null stays as the class has it). Setting it
 * CANCELLED cancels every booking and check-in of that date in the same transaction (a pass's classes are
 * counted from its attendances, so each credit is back at once), gives back the credits late cancels kept, and
 * queues a mail to each member; a second save of a cancelled date finds nothing left to cancel and mails nobody.
 * Online places it adds go to the waitlist (a job queued in this transaction, run by booking). Answers the
 * cancelled count.
 */
export async function changeOccurrence(
  app: AppContext,
  club: Club,
  actor: Actor | null,
  scheduleItemId: number | null,
  date: string,
  input: OccurrenceChangeInput,
): Promise<{ cancelledBookings: number }> {
  requirePermission(actor, 'schedule.classes.edit');
  if (scheduleItemId === null || !isCalendarDate(date)) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);
  const now = app.clock.now();
  const result = await app.db.transaction().execute(async (trx) => {
    // Under the occurrence's lock no booking slips in between the cancel and the commit.
    await lockOccurrence(trx, club.id, scheduleItemId, date);
    const occurrence = await loadOccurrence(trx, club, scheduleItemId, date, now);
    if (!occurrence) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);
    const fields = occurrenceChangeFieldErrors(input, occurrence.item);
    const first = Object.values(fields)[0];
    if (first !== undefined) throw new AppError('VALIDATION_FAILED', first, { fields });
    const refs = await countClubRefs(trx, club.id, {
      rooms: input.organizationLocationRoomId === null ? [] : [input.organizationLocationRoomId],
      accounts: [input.accountId, input.account2Id].filter((id): id is number => id !== null),
      classtypes: [],
      levels: [],
      groups: [],
      subscriptionGroups: [],
      products: [],
    });
    // A stranger's id answers like a missing one (test plan Z5); the form only offers the club's own.
    if (input.organizationLocationRoomId !== null && refs.rooms !== 1) throw new AppError('NOT_FOUND', 'This room could not be found.');
    if (refs.accounts !== new Set([input.accountId, input.account2Id].filter((id) => id !== null)).size) throw new AppError('NOT_FOUND', 'This instructor could not be found.');
    const values = occurrenceChangeValues(input);
    await saveOccurrenceChange(trx, club.id, scheduleItemId, date, values, now);
    if (values.status !== 'CANCELLED') {
      // More online places go to its waitlist, as a cancel's would: booking's job.
      const changed = await loadOccurrence(trx, club, scheduleItemId, date, now);
      if (changed && changed.availableSpacesOnline > occurrence.availableSpacesOnline) await app.jobs.enqueue(trx, PLACES_ADDED_JOB_KIND, club.id, { scheduleItemId, date });
      return { cancelledBookings: 0 };
    }

    const cancelledBookings = await cancelOccurrenceBookings(
      app,
      trx,
      club,
      { scheduleItemId, date, className: occurrence.classtype.name, timeStart: values.timeStart ?? occurrence.item.timeStart, description: values.description ?? '' },
      now,
    );
    return { cancelledBookings };
  });
  classesCacheOf(app).invalidate(club.id);
  return result;
}
