import { clubDateOf } from '../../platform/club-clock.js';
import type { JobDefinition } from '../../platform/jobs/job-definition.js';
import { findClubById } from '../clubs/index.js';
import { classesCacheOf, PLACES_ADDED_JOB_KIND, type PlacesAdded } from '../schedule/index.js';
import { promoteFromWaitlist } from './promote-from-waitlist.js';
import { listWaitingDates } from './waitlist.repository.js';

/**
 * Staff added online places to a class (the schedule queued this in their transaction): each date's waitlist gets
 * them exactly as after a cancel (promoteFromWaitlist), one transaction per date. Every promotion books through the
 * booking's own path under its locks and re-checks the class's places, so bookings racing the job share the new places
 * and never overfill the class; a second run (a retry, a second raise) finds the places taken and books nobody more.
 */
export const WAITLIST_PLACES_ADDED_JOB: JobDefinition<PlacesAdded> = {
  ...PLACES_ADDED_JOB_KIND,
  async run(app, job) {
    if (job.clubId === null) return;
    const club = await findClubById(app.db, job.clubId);
    if (!club) return job.log('The club is gone; nothing to do.');
    const now = app.clock.now();
    const { scheduleItemId } = job.data;
    const dates = job.data.date === null ? await listWaitingDates(app.db, club.id, scheduleItemId, clubDateOf(now, club.timeZone)) : [job.data.date];
    for (const date of dates) {
      await app.db.transaction().execute((trx) => promoteFromWaitlist(app, trx, club, { scheduleItemId, date }, now));
    }
    classesCacheOf(app).invalidate(club.id);
    await job.log(`Waitlists given the new places: ${dates.length === 0 ? 'none waiting' : dates.join(', ')}.`);
  },
};
