import type { AppContext } from '../../platform/app-context.js';
import type { Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { resolveTargetAccount } from '../classpasses/index.js';
import { loadOccurrences, occurrenceKey, type ScheduleClass } from '../schedule/index.js';
import { clubDateOf, instantOf } from '../../platform/club-clock.js';
import { listWaitingPlacesOf, type WaitingPlace } from './waitlist.repository.js';
import { waitlistMoment } from './waitlist.js';

/** A member's place on a class's waitlist, with the class as the schedule shows it. */
export interface WaitlistPlaceView {
  place: WaitingPlace;
  scheduleClass: ScheduleClass;
}

/**
 * A member's places on waitlists of classes that have not started (My classes), earliest class first, each with its
 * position; their own, or any account's for staff who may see bookings. A line closes at its class's start.
 */
export async function listWaitlistPlaces(app: AppContext, club: Club, actor: Actor | null, requestedAccountId: number | null | undefined): Promise<WaitlistPlaceView[]> {
  const accountId = await resolveTargetAccount(app.db, club.id, actor, requestedAccountId, 'schedule.attendance.view');
  const now = app.clock.now();
  const places = await listWaitingPlacesOf(app.db, club.id, accountId, { dateGte: clubDateOf(now, club.timeZone) });
  const { occurrences } = await loadOccurrences(app.db, club, places, now);
  return places.flatMap((place) => {
    const scheduleClass = occurrences.get(occurrenceKey(place.scheduleItemId, place.date));
    if (!scheduleClass || waitlistMoment(instantOf(place.date, scheduleClass.timeStart, club.timeZone), now, club.waitlistCutoffHours) === 'CLOSED') return [];
    return [{ place, scheduleClass }];
  });
}
