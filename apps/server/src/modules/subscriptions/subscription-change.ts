import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { isOwnAccount, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { classesCacheOf } from '../schedule/index.js';
import type { AccountSubscription } from '../subscription-records/index.js';
import { findAccountSubscription, lockAccountSubscription } from '../subscription-records/index.js';
import { isPauseOverlap } from './subscription-changes.repository.js';
import { PAUSE_OVERLAPS, SUBSCRIPTION_NOT_FOUND } from './subscription-messages.js';

/** Whose change it is: staff (any subscription of the club) or a member (their own only). */
export type ChangedBy = { staff: Actor } | { member: Actor };

export const changerId = (by: ChangedBy): number => ('staff' in by ? by.staff : by.member).accountId;

/**
 * The frame of every change of one subscription (checked by the caller first): one transaction under
 * lockAccountSubscription, the subscription read after the lock (a member's own only, else NOT_FOUND as for a
 * missing id), the pauses' exclusion constraint answered as a clear error, and the timetable's counts refreshed after
 * the commit (the change may have cancelled bookings).
 */
export async function changeSubscription<T>(
  app: AppContext,
  club: Club,
  by: ChangedBy,
  subscriptionId: number | null,
  work: (trx: Db, subscription: AccountSubscription) => Promise<T>,
): Promise<T> {
  if (subscriptionId === null) throw new AppError('NOT_FOUND', SUBSCRIPTION_NOT_FOUND, { field: 'accountSubscription' });
  try {
    const result = await app.db.transaction().execute(async (trx) => {
      const found = (await lockAccountSubscription(trx, club.id, subscriptionId)) ? await findAccountSubscription(trx, club.id, subscriptionId) : undefined;
      if (!found || ('member' in by && !isOwnAccount(by.member, found.accountId))) throw new AppError('NOT_FOUND', SUBSCRIPTION_NOT_FOUND, { field: 'accountSubscription' });
      return work(trx, found);
    });
    classesCacheOf(app).invalidate(club.id);
    return result;
  } catch (error) {
    if (isPauseOverlap(error)) throw new AppError('VALIDATION_FAILED', PAUSE_OVERLAPS, { fields: { dateStart: PAUSE_OVERLAPS } });
    throw error;
  }
}
