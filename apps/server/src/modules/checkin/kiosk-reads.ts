import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { loadClassesInRange, loadOccurrence, compareClasses, type ScheduleClass, listLocations, type LocationRef } from '../schedule/index.js';
import { clubDateOf } from '../../platform/club-clock.js';
import { listClassNames, type ClassNameRow } from './class-list.repository.js';

/** More locations than any club has; the kiosk shows them all on one screen. */
const ALL = { offset: 0, limit: 500 };

/** The club's open locations, to choose the one the kiosk stands in. */
export async function listKioskLocations(app: AppContext, club: Club, actor: Actor | null): Promise<LocationRef[]> {
  requirePermission(actor, 'checkin.classes.view');
  const locations = await listLocations(app.db, club.id, false, ALL);
  return locations.map(({ id, name }) => ({ id, name }));
}

/** Today's classes (the club's today, in its time zone) at one location, earliest first; cancelled ones left out. */
export async function listKioskClasses(app: AppContext, club: Club, actor: Actor | null, locationId: number | null): Promise<ScheduleClass[]> {
  requirePermission(actor, 'checkin.classes.view');
  if (locationId === null) return [];
  return todaysClassesAt(app, club, locationId);
}

/** The classes of listKioskClasses, for callers that checked their own permission. */
export async function todaysClassesAt(app: AppContext, club: Club, locationId: number): Promise<ScheduleClass[]> {
  return classesAt(app, club, locationId, clubDateOf(app.clock.now(), club.timeZone));
}

/** The classes taking place at a location on a date (club-local), by start time. */
export async function classesAt(app: AppContext, club: Club, locationId: number, date: string): Promise<ScheduleClass[]> {
  const classes = await loadClassesInRange(app.db, club, date, date, app.clock.now());
  return classes.filter((c) => c.room.location.id === locationId && c.status !== 'CANCELLED' && !c.holiday).sort(compareClasses('STARTTIME'));
}

export interface KioskClassList {
  occurrence: ScheduleClass;
  names: ClassNameRow[];
}

/** One of today's classes with its names; undefined when it does not run today (the kiosk sees no other day). */
export async function findKioskClassList(app: AppContext, club: Club, actor: Actor | null, scheduleItemId: number | null): Promise<KioskClassList | undefined> {
  requirePermission(actor, 'checkin.classes.view');
  if (scheduleItemId === null) return undefined;
  const now = app.clock.now();
  const today = clubDateOf(now, club.timeZone);
  const occurrence = await loadOccurrence(app.db, club, scheduleItemId, today, now);
  if (!occurrence || occurrence.status === 'CANCELLED' || occurrence.holiday) return undefined;
  return { occurrence, names: await listClassNames(app.db, club.id, scheduleItemId, today) };
}
