import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { DirectDebitBankAccountsTable, DirectDebitMandateEvidenceTable, DirectDebitMandatesTable } from '../../platform/db/tables/direct-debit.js';

export async function insertBankAccount(db: Db, values: Insertable<DirectDebitBankAccountsTable>): Promise<number> {
  const { id } = await db.insertInto('directDebitBankAccounts').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function findBankAccount(db: Db, clubId: number, id: number) {
  return db.selectFrom('directDebitBankAccounts').selectAll().where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
}

export async function bankAccountsOf(db: Db, clubId: number, accountId: number) {
  return db.selectFrom('directDebitBankAccounts').selectAll().where('clubId', '=', clubId).where('accountId', '=', accountId).orderBy('id').execute();
}

export async function mandatesOf(db: Db, clubId: number, accountId: number) {
  return db.selectFrom('directDebitMandates').selectAll().where('clubId', '=', clubId).where('accountId', '=', accountId).orderBy('id').execute();
}

/** The account's mandate in force under a row lock (a second one waits, then sees it). */
export async function lockActiveMandate(db: Db, clubId: number, accountId: number) {
  return db.selectFrom('directDebitMandates').selectAll().where('clubId', '=', clubId).where('accountId', '=', accountId).where('retiredAt', 'is', null).forUpdate().executeTakeFirst();
}

export async function findMandateByReference(db: Db, clubId: number, reference: string) {
  return db.selectFrom('directDebitMandates').select('id').where('clubId', '=', clubId).where('reference', '=', reference).executeTakeFirst();
}

export async function lockMandate(db: Db, clubId: number, id: number) {
  return db.selectFrom('directDebitMandates').selectAll().where('clubId', '=', clubId).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function insertMandate(db: Db, values: Insertable<DirectDebitMandatesTable>): Promise<number> {
  const { id } = await db.insertInto('directDebitMandates').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The club's references that start with `prefix` (an account's online ones: ONLINE-<account>-). */
export async function referencesStartingWith(db: Db, clubId: number, prefix: string): Promise<Set<string>> {
  const rows = await db.selectFrom('directDebitMandates').select('reference').where('clubId', '=', clubId).where('reference', 'like', `${prefix}%`).execute();
  return new Set(rows.map((r) => r.reference));
}

export async function insertMandateEvidence(db: Db, values: Insertable<DirectDebitMandateEvidenceTable>): Promise<void> {
  await db.insertInto('directDebitMandateEvidence').values(values).execute();
}

/** The consent evidence of those of the mandates that were signed online. */
export async function evidenceOf(db: Db, clubId: number, mandateIds: readonly number[]) {
  if (mandateIds.length === 0) return [];
  return db.selectFrom('directDebitMandateEvidence').selectAll().where('clubId', '=', clubId).where('mandateId', 'in', [...mandateIds]).execute();
}

export async function retireMandate(db: Db, clubId: number, id: number, retiredAt: Date, reason: string): Promise<void> {
  await db.updateTable('directDebitMandates').set({ retiredAt, retiredReason: reason }).where('clubId', '=', clubId).where('id', '=', id).where('retiredAt', 'is', null).execute();
}

/** Marks mandates as collected on (their next collection is RCUR). */
export async function markMandatesCollected(db: Db, clubId: number, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('directDebitMandates').set({ firstCollectedAt: at }).where('clubId', '=', clubId).where('id', 'in', [...ids]).where('firstCollectedAt', 'is', null).execute();
}
