import type { Db } from '../../platform/db/database.js';
import type { Club } from '../clubs/index.js';
import type { OccurrenceState } from '../schedule/index.js';
import { classtypeOffersWaitlist, listWaitingPlacesOf } from './waitlist.repository.js';

/** What the booking page shows of a class's waitlist for one account. */
export interface WaitlistStatus {
  /** the class's type has a waitlist */
  offered: boolean;
  /** it may be joined now: offered, and the class is full online and has not started */
  open: boolean;
  /** the account's place in line (1 = next), null when not on it */
  position: number | null;
}

/** The waitlist of one occurrence as one account sees it. */
export async function readWaitlistStatus(db: Db, club: Club, accountId: number, occurrence: Pick<OccurrenceState, 'bookingStatus'> & { scheduleItemId: number; date: string }): Promise<WaitlistStatus> {
  const { scheduleItemId, date } = occurrence;
  const [offered, places] = await Promise.all([classtypeOffersWaitlist(db, club.id, scheduleItemId, date), listWaitingPlacesOf(db, club.id, accountId, { scheduleItemId, date })]);
  return { offered, open: offered && occurrence.bookingStatus === 'FULL', position: places[0]?.position ?? null };
}
