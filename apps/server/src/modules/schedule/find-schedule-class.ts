import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { hasPermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { isCalendarDate } from '../../platform/club-clock.js';
import { loadOccurrence } from './load-occurrences.js';
import { findClassItemsByIds } from './schedule.repository.js';
import type { ScheduleClass, ScheduleItemDetail } from './schedule.js';
import { CLASS_NOT_FOUND } from '../../platform/error-messages.js';

function visibleTo(actor: Actor | null, displayPublic: boolean): boolean {
  return displayPublic || hasPermission(actor, 'schedule.view');
}

/** One class on one date; a class that does not run that day, or is hidden from this actor, is NOT_FOUND. */
export async function findScheduleClass(app: AppContext, club: Club, actor: Actor | null, scheduleItemId: number | null, date: string): Promise<ScheduleClass> {
  if (scheduleItemId === null || !isCalendarDate(date)) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);
  const occurrence = await loadOccurrence(app.db, club, scheduleItemId, date, app.clock.now());
  if (!occurrence || !visibleTo(actor, occurrence.displayPublic)) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);
  return occurrence;
}

/** A class's timetable entry, or undefined when it does not exist or is hidden from this actor. */
export async function findScheduleItem(app: AppContext, club: Club, actor: Actor | null, scheduleItemId: number): Promise<ScheduleItemDetail | undefined> {
  return (await findScheduleItems(app, club, actor, [scheduleItemId]))[0];
}

/** findScheduleItem for a list's rows at once: the timetable entries of these ids this actor may see, in no order. */
export async function findScheduleItems(app: AppContext, club: Club, actor: Actor | null, scheduleItemIds: readonly number[]): Promise<ScheduleItemDetail[]> {
  return (await findClassItemsByIds(app.db, club.id, scheduleItemIds)).filter((item) => visibleTo(actor, item.displayPublic));
}
