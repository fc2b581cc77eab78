import type { AppContext } from '../../platform/app-context.js';
import { isPerson } from '../../platform/access-policy.js';
import { AppError } from '../../platform/errors.js';
import { fullName } from '../../platform/person-name.js';
import { hashSecretToken } from '../auth/index.js';
import type { Club } from '../clubs/index.js';
import { appointmentUid, findClassIdsOfTrainer } from '../personal-training/index.js';
import { classCalendarEvent, loadClassesInRange, loadOccurrences, type ScheduleClass } from '../schedule/index.js';
import { addDays, clubDateOf, clubDayStart } from '../../platform/club-clock.js';
import { findFeedOwner, listFeedAppointments, listFeedAttendances } from './calendar-feed.repository.js';
import { icalCalendar, type CalendarEvent } from '../../platform/ical-calendar.js';

/** How far back a feed reaches, and how far ahead it lists the recurring classes a trainer teaches. */
const DAYS_BACK = 30;
const TEACHING_DAYS_AHEAD = 90;

export const FEED_NOT_FOUND = 'This calendar feed does not exist or has been reset.';

const runs = (c: ScheduleClass) => c.status !== 'CANCELLED' && !c.holiday;

/**
 * The iCalendar feed of the account a token belongs to (no sign-in: the token is the credential). A member
 * sees their appointments and booked classes from 30 days back on; a staff account also what they give and
 * teach, with of the member only the name.
 */
export async function renderCalendarFeed(app: AppContext, club: Club, token: string): Promise<string> {
  const now = app.clock.now();
  const fromDate = addDays(clubDateOf(now, club.timeZone), -DAYS_BACK);
  const from = clubDayStart(fromDate, club.timeZone);
  return app.db.transaction().execute(async (trx) => {
    const owner = await findFeedOwner(trx, club.id, hashSecretToken(token));
    if (!owner || !isPerson(owner)) throw new AppError('NOT_FOUND', FEED_NOT_FOUND);
    const trainer = owner.role === 'STAFF';

    const booked = await listFeedAppointments(trx, club.id, owner.id, 'MEMBER', from);
    const given = trainer ? await listFeedAppointments(trx, club.id, owner.id, 'TRAINER', from) : [];
    const attendances = await listFeedAttendances(trx, club.id, owner.id, fromDate);
    const { occurrences } = await loadOccurrences(trx, club, attendances, now);
    const taughtIds = trainer ? await findClassIdsOfTrainer(trx, club.id, owner.id, fromDate, addDays(fromDate, DAYS_BACK + TEACHING_DAYS_AHEAD)) : [];
    const taught =
      taughtIds.length === 0
        ? []
        : (await loadClassesInRange(trx, club, fromDate, addDays(fromDate, DAYS_BACK + TEACHING_DAYS_AHEAD), now, taughtIds)).filter(
            (c) => c.account?.id === owner.id || c.account2?.id === owner.id,
          );

    const events = new Map<string, CalendarEvent>();
    for (const a of booked) {
      const trainerName = fullName({ firstName: a.trainerFirstName, lastName: a.trainerLastName });
      events.set(appointmentUid(a.id, club.slug), {
        uid: appointmentUid(a.id, club.slug),
        summary: `${a.serviceName} with ${trainerName}`,
        description: `${a.serviceName} with ${trainerName}`,
        location: club.name,
        startsAt: a.startsAt,
        endsAt: a.endsAt,
      });
    }
    for (const a of given) {
      const memberName = fullName({ firstName: a.memberFirstName, lastName: a.memberLastName });
      events.set(appointmentUid(a.id, club.slug), {
        uid: appointmentUid(a.id, club.slug),
        summary: `${a.serviceName} with ${memberName}`,
        description: `${a.serviceName} with ${memberName}`,
        location: club.name,
        startsAt: a.startsAt,
        endsAt: a.endsAt,
      });
    }
    for (const c of [...occurrences.values(), ...taught].filter(runs)) {
      const e = classCalendarEvent(c, club);
      events.set(e.uid, e);
    }
    const sorted = [...events.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.uid.localeCompare(b.uid));
    return icalCalendar({ name: club.name, timeZone: club.timeZone, stamp: now }, sorted);
  });
}
