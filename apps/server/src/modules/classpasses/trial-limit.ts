import type { Db } from '../../platform/db/database.js';
import type { Club } from '../clubs/index.js';
import { countTrialPasses } from './classpass.repository.js';

/** True once the account has held as many trial passes as the club allows (every trial pass ever counts). */
export async function hasReachedTrialLimit(db: Db, club: Club, accountId: number): Promise<boolean> {
  return (await countTrialPasses(db, club.id, accountId)) >= club.trialPassLimit;
}
