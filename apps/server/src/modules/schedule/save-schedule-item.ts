import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { classesCacheOf } from './classes-cache.js';
import { frequencyIntervalOf, fullTime, scheduleItemFieldErrors, type ScheduleItemInput } from './schedule-item-input.js';
import {
  countClubRefs,
  insertScheduleItem,
  lockScheduleItem,
  replaceClasspassGroups,
  replacePrices,
  replaceSubscriptionGroups,
  updateScheduleItem,
  type ScheduleItemValues,
} from './schedule-item-admin.repository.js';
import { CLASS_NOT_FOUND } from '../../platform/error-messages.js';
import { onlinePlaces, PLACES_ADDED_JOB_KIND } from './places-added-job.js';

/** Refuses input with a field problem: the first message, and every field's in `fields` for the form. */
function assertValidInput(input: ScheduleItemInput): void {
  const fields = scheduleItemFieldErrors(input);
  const first = Object.values(fields)[0];
  if (first !== undefined) throw new AppError('VALIDATION_FAILED', first, { fields });
}

/**
 * Every id the input names must be the club's own: a stranger's id answers like a missing one (NOT_FOUND),
 * as everywhere (test plan Z5); the form only offers the club's own.
 */
async function assertClubRefs(db: Db, clubId: number, input: ScheduleItemInput): Promise<void> {
  const present = <T>(...values: (T | null)[]) => values.filter((v): v is T => v !== null);
  const ids = {
    rooms: present(input.organizationLocationRoomId),
    classtypes: present(input.organizationClasstypeId),
    levels: present(input.organizationLevelId),
    accounts: present(input.accountId, input.account2Id),
    groups: input.classpassGroups.map((g) => g.organizationClasspassGroupId),
    subscriptionGroups: input.subscriptionGroups.map((g) => g.organizationSubscriptionGroupId),
    products: present(input.organizationClasspassDropinId, input.organizationClasspassTrialId),
  };
  const found = await countClubRefs(db, clubId, ids);
  const what = { rooms: 'room', classtypes: 'class type', levels: 'level', accounts: 'instructor', groups: 'pass group', subscriptionGroups: 'subscription group', products: 'pass product' } as const;
  for (const kind of Object.keys(ids) as (keyof typeof ids)[]) {
    if (found[kind] !== new Set(ids[kind]).size) throw new AppError('NOT_FOUND', `This ${what[kind]} could not be found.`);
  }
}

function itemValues(input: ScheduleItemInput): ScheduleItemValues {
  return {
    scheduleItemType: 'CLASS',
    frequencyType: input.frequencyType,
    frequencyInterval: frequencyIntervalOf(input),
    dateStart: input.dateStart,
    // A class on one date ends that day; a repeating one runs until its end date, or on.
    dateEnd: input.frequencyType === 'SPECIFIC' ? input.dateStart : input.dateEnd,
    timeStart: fullTime(input.timeStart),
    timeEnd: fullTime(input.timeEnd),
    organizationLocationRoomId: input.organizationLocationRoomId!,
    organizationClasstypeId: input.organizationClasstypeId!,
    organizationLevelId: input.organizationLevelId,
    accountId: input.accountId,
    role: input.accountId === null ? null : input.role,
    account2Id: input.account2Id,
    role2: input.account2Id === null ? null : input.role2,
    spaces: input.spaces!,
    walkInSpaces: input.walkInSpaces ?? 0,
    displayPublic: input.displayPublic,
    infoMailEnabled: input.infoMailEnabled,
    infoMailContent: input.infoMailContent,
  };
}

/** Creates a class with its pass and subscription groups and prices, in one transaction; answers its id. */
export async function createScheduleItem(app: AppContext, club: Club, actor: Actor | null, input: ScheduleItemInput): Promise<number> {
  requirePermission(actor, 'schedule.classes.edit');
  const now = app.clock.now();
  const id = await app.db.transaction().execute(async (trx) => {
    await assertClubRefs(trx, club.id, input);
    assertValidInput(input);
    const created = await insertScheduleItem(trx, club.id, itemValues(input), now);
    await replaceClasspassGroups(trx, club.id, created, input.classpassGroups);
    await replaceSubscriptionGroups(trx, club.id, created, input.subscriptionGroups);
    await replacePrices(trx, club.id, created, input.dateStart, input.organizationClasspassDropinId, input.organizationClasspassTrialId);
    return created;
  });
  classesCacheOf(app).invalidate(club.id);
  return id;
}

/**
 * Replaces a class's fields, pass and subscription groups and prices; bookings already made stay (staff move or cancel them
 * per date with one-time changes). An archived class is not changed any more. More online places go to the waitlists
 * of its dates (a job queued in this transaction, run by booking).
 */
export async function editScheduleItem(app: AppContext, club: Club, actor: Actor | null, scheduleItemId: number | null, input: ScheduleItemInput): Promise<number> {
  requirePermission(actor, 'schedule.classes.edit');
  if (scheduleItemId === null) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);
  const now = app.clock.now();
  await app.db.transaction().execute(async (trx) => {
    const item = await lockScheduleItem(trx, club.id, scheduleItemId);
    if (!item || item.archived) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);
    await assertClubRefs(trx, club.id, input);
    assertValidInput(input);
    const values = itemValues(input);
    await updateScheduleItem(trx, club.id, scheduleItemId, values, now);
    if (onlinePlaces(values) > onlinePlaces(item)) await app.jobs.enqueue(trx, PLACES_ADDED_JOB_KIND, club.id, { scheduleItemId, date: null });
    await replaceClasspassGroups(trx, club.id, scheduleItemId, input.classpassGroups);
    await replaceSubscriptionGroups(trx, club.id, scheduleItemId, input.subscriptionGroups);
    await replacePrices(trx, club.id, scheduleItemId, input.dateStart, input.organizationClasspassDropinId, input.organizationClasspassTrialId);
  });
  classesCacheOf(app).invalidate(club.id);
  return scheduleItemId;
}
