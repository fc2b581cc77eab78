import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import type { RoomRef } from './schedule.js';
import {
  findClasspassGroupRules,
  findLatestPrices,
  findOccurrenceChangeRow,
  listActiveClasspassGroups,
  listActiveRooms,
} from './schedule-item-admin.repository.js';

export interface ScheduleItemSetup {
  classpassGroups: { organizationClasspassGroupId: number; name: string; attend: boolean; shopBook: boolean }[];
  organizationClasspassDropinId: number | null;
  organizationClasspassTrialId: number | null;
}

/** Which pass groups may use a class and its drop-in and trial products: staff who see the timetable. */
export async function readScheduleItemSetup(app: AppContext, club: Club, actor: Actor | null, scheduleItemId: number): Promise<ScheduleItemSetup> {
  requirePermission(actor, 'schedule.view');
  const [rules, prices] = await Promise.all([findClasspassGroupRules(app.db, club.id, [scheduleItemId]), findLatestPrices(app.db, club.id, scheduleItemId)]);
  return {
    classpassGroups: rules.get(scheduleItemId) ?? [],
    organizationClasspassDropinId: prices?.organizationClasspassDropinId ?? null,
    organizationClasspassTrialId: prices?.organizationClasspassTrialId ?? null,
  };
}

/** The one-time change of an occurrence as entered (null: no change), for its form. */
export async function readOccurrenceChange(app: AppContext, club: Club, actor: Actor | null, scheduleItemId: number, date: string) {
  requirePermission(actor, 'schedule.view');
  return (await findOccurrenceChangeRow(app.db, club.id, scheduleItemId, date)) ?? null;
}

/** What the class form offers: the rooms (with their location) and the pass groups. */
export async function readScheduleItemFormOptions(app: AppContext, club: Club, actor: Actor | null): Promise<{ rooms: RoomRef[]; classpassGroups: { id: number; name: string }[] }> {
  requirePermission(actor, 'schedule.classes.edit');
  const [rooms, classpassGroups] = await Promise.all([listActiveRooms(app.db, club.id), listActiveClasspassGroups(app.db, club.id)]);
  return { rooms: rooms.map((r) => ({ id: r.id, name: r.name, location: { id: r.locationId, name: r.locationName } })), classpassGroups };
}
