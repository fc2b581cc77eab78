import type { Db } from '../../platform/db/database.js';
import type { Club } from '../clubs/index.js';
import { countTrialPassesOf } from './classpass.repository.js';

/** For each account, in order: whether it has held as many trial passes as the club allows (every trial pass ever counts). */
export async function trialLimitsReached(db: Db, club: Club, accountIds: readonly number[]): Promise<boolean[]> {
  const held = await countTrialPassesOf(db, club.id, accountIds);
  return accountIds.map((id) => (held.get(id) ?? 0) >= club.trialPassLimit);
}

/** True once the account has held as many trial passes as the club allows. */
export async function hasReachedTrialLimit(db: Db, club: Club, accountId: number): Promise<boolean> {
  const [reached] = await trialLimitsReached(db, club, [accountId]);
  return reached === true;
}
