import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { accountSearchTerms } from '../account-records/index.js';
import type { Club } from '../clubs/index.js';
import { loadOccurrence } from '../schedule/index.js';
import { clubDateOf } from '../../platform/club-clock.js';
import { kioskDisplayName } from './display-name.js';
import { searchKioskNames } from './member-search.repository.js';
import { CLASS_NOT_FOUND } from '../../platform/error-messages.js';

export interface KioskMember {
  accountId: number;
  displayName: string;
}

/** Fewer letters would list half the club to whoever stands at the door. */
export const MIN_SEARCH_LENGTH = 2;
export const MAX_SEARCH_LENGTH = 50;
const MAX_RESULTS = 10;

/**
 * "Not on the list? Find your name": members who did not book one of today's classes look themselves up to
 * check in as a walk-in. At most ten names, first name and last initial only, for a search of at least two
 * letters; a class that does not run today (the kiosk's one day) is not found.
 */
export async function searchKioskMembers(app: AppContext, club: Club, actor: Actor | null, scheduleItemId: number | null, search: string): Promise<KioskMember[]> {
  requirePermission(actor, 'checkin.classes.view');
  if (search.length > MAX_SEARCH_LENGTH) throw new AppError('VALIDATION_FAILED', `A search has at most ${MAX_SEARCH_LENGTH} characters.`);
  if (scheduleItemId === null) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);
  const now = app.clock.now();
  const occurrence = await loadOccurrence(app.db, club, scheduleItemId, clubDateOf(now, club.timeZone), now);
  if (!occurrence || occurrence.status === 'CANCELLED' || occurrence.holiday) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);
  const terms = accountSearchTerms(search);
  if (!terms || search.trim().length < MIN_SEARCH_LENGTH) return [];
  const rows = await searchKioskNames(app.db, club.id, terms.prefixPattern, MAX_RESULTS);
  return rows.map((r) => ({ accountId: r.id, displayName: kioskDisplayName(r.firstName, r.lastInitial) }));
}
