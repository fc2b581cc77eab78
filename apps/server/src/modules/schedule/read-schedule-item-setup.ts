import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import type { RoomRef } from './schedule.js';
import type { SubscriptionGroupRule } from './schedule-item-admin.repository.js';
import {
  findClasspassGroupRules,
  findSubscriptionGroupRules,
  latestPricesOf,
  listActiveGroups,
  listActiveRooms,
  occurrenceChangeRowsOf,
} from './schedule-item-admin.repository.js';

export interface ScheduleItemSetup {
  scheduleItemId: number;
  classpassGroups: { organizationClasspassGroupId: number; name: string; attend: boolean; shopBook: boolean }[];
  subscriptionGroups: (SubscriptionGroupRule & { name: string })[];
  organizationClasspassDropinId: number | null;
  organizationClasspassTrialId: number | null;
}

/** Which pass and subscription groups may use these classes and their drop-in and trial products: staff who see the timetable. */
export async function readScheduleItemSetups(app: AppContext, club: Club, actor: Actor | null, scheduleItemIds: readonly number[]): Promise<ScheduleItemSetup[]> {
  requirePermission(actor, 'schedule.view');
  const [rules, subscriptionRules, prices] = await Promise.all([
    findClasspassGroupRules(app.db, club.id, scheduleItemIds),
    findSubscriptionGroupRules(app.db, club.id, scheduleItemIds),
    latestPricesOf(app.db, club.id, scheduleItemIds),
  ]);
  return scheduleItemIds.map((id) => {
    const price = prices.find((p) => p.scheduleItemId === id);
    return {
      scheduleItemId: id,
      classpassGroups: rules.get(id) ?? [],
      subscriptionGroups: subscriptionRules.get(id) ?? [],
      organizationClasspassDropinId: price?.organizationClasspassDropinId ?? null,
      organizationClasspassTrialId: price?.organizationClasspassTrialId ?? null,
    };
  });
}

/** The one-time changes of these occurrences as entered (null: no change), in their order, for their forms. */
export async function readOccurrenceChanges(app: AppContext, club: Club, actor: Actor | null, occurrences: readonly { scheduleItemId: number; date: string }[]) {
  requirePermission(actor, 'schedule.view');
  const rows = await occurrenceChangeRowsOf(app.db, club.id, [...new Set(occurrences.map((o) => o.scheduleItemId))], [...new Set(occurrences.map((o) => o.date))]);
  return occurrences.map((o) => rows.find((row) => row.scheduleItemId === o.scheduleItemId && row.date === o.date) ?? null);
}

/** What the class form offers: the rooms (with their location), the pass groups and the subscription groups. */
export async function readScheduleItemFormOptions(
  app: AppContext,
  club: Club,
  actor: Actor | null,
): Promise<{ rooms: RoomRef[]; classpassGroups: { id: number; name: string }[]; subscriptionGroups: { id: number; name: string }[] }> {
  requirePermission(actor, 'schedule.classes.edit');
  const [rooms, classpassGroups, subscriptionGroups] = await Promise.all([
    listActiveRooms(app.db, club.id),
    listActiveGroups(app.db, 'organizationClasspassGroups', club.id),
    listActiveGroups(app.db, 'organizationSubscriptionGroups', club.id),
  ]);
  return { rooms: rooms.map((r) => ({ id: r.id, name: r.name, location: { id: r.locationId, name: r.locationName } })), classpassGroups, subscriptionGroups };
}
