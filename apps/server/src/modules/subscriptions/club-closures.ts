import type { AppContext } from '../../platform/app-context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { daysBetween, isCalendarDate } from '../../platform/club-clock.js';
import { VALID_DATE_MESSAGE } from '../../platform/error-messages.js';
import type { Club } from '../clubs/index.js';
import { findAccountSubscription, lockAccountSubscription } from '../subscription-records/index.js';
import { rangeOverlap } from '../subscription-records/index.js';
import { checkReason } from './subscription-fields.js';
import { countAttendedInside } from './subscription-changes.repository.js';
import {
  deleteClosurePauses,
  extendMembership,
  findLocation,
  insertClosure,
  lockClosure,
  lockMembershipsOverlapping,
  markClosureUndone,
  subscriptionIdsAtLocation,
  subscriptionIdsPausedBy,
  takeBackExtensions,
} from './club-closure.repository.js';
import { writePause } from './write-pause.js';
import { classesCacheOf } from '../schedule/index.js';

export interface ClosureInput {
  locationId: number | null;
  dateStart: string;
  dateEnd: string;
  reason?: string | null | undefined;
}

export interface ClosureResult {
  closureId: number;
  /** subscriptions paused, and those left as they were (a pause of their own or an attended class in the range) */
  paused: number;
  skipped: number;
  membershipsExtended: number;
}

const CLOSURE_NOT_FOUND = 'This closure could not be found.';
const LOCATION_NOT_FOUND = 'This location could not be found.';

/**
 * Staff close a location for a range (organization.edit) in one action and one transaction: the closure row first,
 * then every subscription that runs then and may be used for a class at the location (club-closure.repository.ts)
 * is paused for the part of the range it runs, by the pause rules of the club's side (no overlap, no attended day:
 * such a subscription is skipped and counted; the member's minimum days and yearly maximum do not apply, it is not
 * their pause), its bookings inside cancelled with credits returned and invoiced days credited; the memberships of
 * those members that run then are extended by the closure's days within them. Undone by undoClubClosure.
 */
export async function createClubClosure(app: AppContext, club: Club, actor: Actor | null, input: ClosureInput): Promise<ClosureResult> {
  const staff = requirePermission(actor, 'organization.edit');
  if (!isCalendarDate(input.dateStart)) throw fieldError('dateStart', VALID_DATE_MESSAGE);
  if (!isCalendarDate(input.dateEnd)) throw fieldError('dateEnd', VALID_DATE_MESSAGE);
  const reason = checkReason(input.reason);
  const range = { dateStart: input.dateStart, dateEnd: input.dateEnd };
  const result = await app.db.transaction().execute(async (trx) => {
    const location = input.locationId === null ? undefined : await findLocation(trx, club.id, input.locationId);
    if (!location) throw new AppError('NOT_FOUND', LOCATION_NOT_FOUND, { fields: { organizationLocation: LOCATION_NOT_FOUND } });
    if (input.dateEnd < input.dateStart) throw fieldError('dateEnd', 'The last day of the closure cannot be before its first day.');
    if (daysBetween(input.dateStart, input.dateEnd) >= 366) throw fieldError('dateEnd', 'A closure lasts at most 366 days.');
    const closureId = await insertClosure(trx, { clubId: club.id, organizationLocationId: location.id, ...range, reason, createdByAccountId: staff.accountId });
    let paused = 0;
    let skipped = 0;
    const accounts = new Set<number>();
    for (const id of await subscriptionIdsAtLocation(trx, club.id, location.id, range.dateStart, range.dateEnd)) {
      await lockAccountSubscription(trx, club.id, id);
      const subscription = (await findAccountSubscription(trx, club.id, id))!;
      const part = rangeOverlap(subscription, range)!;
      const clash = subscription.pauses.some((p) => rangeOverlap(p, part) !== null) || (await countAttendedInside(trx, club.id, id, part.dateStart, part.dateEnd)) > 0;
      if (clash) {
        skipped += 1;
        continue;
      }
      await writePause(app, trx, club, subscription, { staff }, { ...part, reason: reason || `Closure of ${location.name}` }, null, closureId);
      accounts.add(subscription.accountId);
      paused += 1;
    }
    const memberships = await lockMembershipsOverlapping(trx, club.id, [...accounts], range.dateStart, range.dateEnd);
    for (const membership of memberships) {
      const overlap = rangeOverlap(membership, range)!;
      await extendMembership(trx, club.id, closureId, membership.id, daysBetween(overlap.dateStart, overlap.dateEnd) + 1);
    }
    return { closureId, paused, skipped, membershipsExtended: memberships.length };
  });
  classesCacheOf(app).invalidate(club.id);
  return result;
}

/**
 * Staff undo a closure (organization.edit), once: its pauses are removed (under each subscription's lock) and its
 * extensions taken off the memberships' ends. Credit notes issued for its days stay (those days are not billed again
 * on their own) and cancelled bookings stay cancelled; the closure stays listed as undone.
 */
export async function undoClubClosure(app: AppContext, club: Club, actor: Actor | null, closureId: number | null): Promise<void> {
  requirePermission(actor, 'organization.edit');
  await app.db.transaction().execute(async (trx) => {
    const closure = closureId === null ? undefined : await lockClosure(trx, club.id, closureId);
    if (!closure) throw new AppError('NOT_FOUND', CLOSURE_NOT_FOUND, { field: 'id' });
    if (closure.undoneAt !== null) throw new AppError('CONFLICT', 'This closure has been undone already.');
    for (const id of await subscriptionIdsPausedBy(trx, club.id, closure.id)) await lockAccountSubscription(trx, club.id, id);
    await deleteClosurePauses(trx, club.id, closure.id);
    await takeBackExtensions(trx, club.id, closure.id);
    await markClosureUndone(trx, club.id, closure.id, app.clock.now());
  });
}
