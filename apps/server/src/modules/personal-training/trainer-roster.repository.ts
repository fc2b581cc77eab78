import type { Db } from '../../platform/db/database.js';
import { type AccountSearchTerms, matchesAccountSearch } from '../account-records/index.js';

/** A staff account that may be made a trainer: its id and name. */
export interface TrainerCandidate {
  id: number;
  firstName: string;
  lastName: string;
}

/**
 * Staff accounts (role STAFF, not archived) that are not trainers yet, matching the search when given, by
 * name: the choice of "Add trainer".
 */
export function searchTrainerCandidates(db: Db, clubId: number, terms: AccountSearchTerms | null, limit: number): Promise<TrainerCandidate[]> {
  let query = db
    .selectFrom('accounts')
    .select(['id', 'firstName', 'lastName'])
    .where('clubId', '=', clubId)
    .where('role', '=', 'STAFF')
    .where('active', '=', true)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('appointmentTrainers as t').select('t.accountId').whereRef('t.clubId', '=', 'accounts.clubId').whereRef('t.accountId', '=', 'accounts.id'))),
    );
  if (terms) query = query.where((eb) => matchesAccountSearch(eb, terms));
  return query.orderBy('firstName').orderBy('lastName').orderBy('id').limit(limit).execute();
}

/** Makes the account a trainer; false when it already is one (the primary key decides, so two racing adds make one). */
export async function insertTrainer(trx: Db, clubId: number, accountId: number): Promise<boolean> {
  const row = await trx
    .insertInto('appointmentTrainers')
    .values({ clubId, accountId, active: true })
    .onConflict((oc) => oc.columns(['clubId', 'accountId']).doNothing())
    .returning('accountId')
    .executeTakeFirst();
  return row !== undefined;
}

/** Retires (false) or reactivates (true) a trainer; hours, days off and appointments stay. */
export async function setTrainerActive(trx: Db, clubId: number, accountId: number, active: boolean): Promise<void> {
  await trx.updateTable('appointmentTrainers').set({ active }).where('clubId', '=', clubId).where('accountId', '=', accountId).execute();
}
