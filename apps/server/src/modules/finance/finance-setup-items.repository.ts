import type { SaleKindCode } from '@kiai/shared';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { ListPage } from '../../platform/list-page.js';
import type { FinanceInvoiceGroupsTable, FinanceLedgerCodesTable, FinancePaymentMethodsTable, FinanceTaxRatesTable, InvoiceGroupKind, PaymentMethodCode } from '../../platform/db/tables/finance.js';
import type { TaxRateRow } from './finance-setup.repository.js';

export type LedgerCodeRow = Selectable<FinanceLedgerCodesTable>;
export type PaymentMethodRow = Selectable<FinancePaymentMethodsTable>;
export type InvoiceGroupRow = Selectable<FinanceInvoiceGroupsTable>;
/** GL accounts and cost centres: a code and a name each. */
export type LedgerCodeTable = 'financeGlAccounts' | 'financeCostCentres';
/** The set-up rows that are archived, never deleted: invoices and expenses keep pointing at them. */
export type FinanceArchivableTable = LedgerCodeTable | 'financeTaxRates' | 'financePaymentMethods' | 'financeInvoiceGroups';

export function listTaxRates(db: Db, clubId: number, archived: boolean, page: ListPage): Promise<TaxRateRow[]> {
  return db
    .selectFrom('financeTaxRates')
    .selectAll()
    .where('clubId', '=', clubId)
    .where('archived', '=', archived)
    .orderBy('name')
    .orderBy('id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/**
 * Locks the rate first: a change of its percentage and a first use of it do not cross. A change takes the lock for
 * update; a line that uses the rate takes it shared (`share`), which waits for a change and makes a change wait, but
 * not other lines: many invoices written at once (the monthly run) do not queue on their one rate.
 */
export function lockTaxRate(trx: Db, clubId: number, id: number, mode: 'update' | 'share' = 'update'): Promise<TaxRateRow | undefined> {
  const query = trx.selectFrom('financeTaxRates').selectAll().where('clubId', '=', clubId).where('id', '=', id);
  return (mode === 'share' ? query.forShare() : query.forUpdate()).executeTakeFirst();
}

/** Whether any invoice or order line carries the rate: from then on its percentage is history. */
export async function isTaxRateUsed(db: Db, clubId: number, id: number): Promise<boolean> {
  const onInvoice = db.selectFrom('financeInvoiceItems').select('id').where('clubId', '=', clubId).where('financeTaxRateId', '=', id);
  const onOrder = db.selectFrom('financeOrderItems').select('id').where('clubId', '=', clubId).where('financeTaxRateId', '=', id);
  const row = await db
    .selectNoFrom((eb) => [eb.exists(onInvoice).as('onInvoice'), eb.exists(onOrder).as('onOrder')])
    .executeTakeFirstOrThrow();
  return Boolean(row.onInvoice) || Boolean(row.onOrder);
}

export async function insertTaxRate(trx: Db, values: Insertable<FinanceTaxRatesTable>): Promise<number> {
  return (await trx.insertInto('financeTaxRates').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateTaxRate(trx: Db, clubId: number, id: number, values: Updateable<FinanceTaxRatesTable>): Promise<void> {
  await trx.updateTable('financeTaxRates').set(values).where('clubId', '=', clubId).where('id', '=', id).execute();
}

/** The products sold at the old rate sell at its replacement from now on. */
export async function repointProductsToTaxRate(trx: Db, clubId: number, fromId: number, toId: number): Promise<void> {
  await trx.updateTable('organizationClasspasses').set({ financeTaxRateId: toId }).where('clubId', '=', clubId).where('financeTaxRateId', '=', fromId).execute();
}

export function listLedgerCodes(db: Db, table: LedgerCodeTable, clubId: number, archived: boolean, page: ListPage): Promise<LedgerCodeRow[]> {
  return db.selectFrom(table).selectAll().where('clubId', '=', clubId).where('archived', '=', archived).orderBy('code').offset(page.offset).limit(page.limit).execute();
}

/** The row of the club holding `code` in the table, if any (codes are unique per club). */
export async function findLedgerCodeId(db: Db, table: LedgerCodeTable, clubId: number, code: string): Promise<number | undefined> {
  return (await db.selectFrom(table).select('id').where('clubId', '=', clubId).where('code', '=', code).executeTakeFirst())?.id;
}

export function findLedgerCode(db: Db, table: LedgerCodeTable, clubId: number, id: number): Promise<LedgerCodeRow | undefined> {
  return db.selectFrom(table).selectAll().where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
}

export async function insertLedgerCode(trx: Db, table: LedgerCodeTable, clubId: number, values: { code: string; name: string }): Promise<number> {
  return (await trx.insertInto(table).values({ clubId, ...values }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateLedgerCode(trx: Db, table: LedgerCodeTable, clubId: number, id: number, values: { code: string; name: string }): Promise<boolean> {
  const result = await trx.updateTable(table).set(values).where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function listPaymentMethods(db: Db, clubId: number, archived: boolean, page: ListPage): Promise<PaymentMethodRow[]> {
  return db
    .selectFrom('financePaymentMethods')
    .selectAll()
    .where('clubId', '=', clubId)
    .where('archived', '=', archived)
    .orderBy('name')
    .orderBy('id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** The club's current methods with these system codes (the desk's cash and card), by name. */
export function listPaymentMethodsWithCodes(db: Db, clubId: number, codes: readonly PaymentMethodCode[]): Promise<PaymentMethodRow[]> {
  return db.selectFrom('financePaymentMethods').selectAll().where('clubId', '=', clubId).where('code', 'in', codes).where('archived', '=', false).orderBy('name').orderBy('id').execute();
}

export function findPaymentMethod(db: Db, clubId: number, id: number): Promise<PaymentMethodRow | undefined> {
  return db.selectFrom('financePaymentMethods').selectAll().where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
}

export async function insertPaymentMethod(trx: Db, clubId: number, name: string): Promise<number> {
  return (await trx.insertInto('financePaymentMethods').values({ clubId, name }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function renamePaymentMethod(trx: Db, clubId: number, id: number, name: string): Promise<boolean> {
  const result = await trx.updateTable('financePaymentMethods').set({ name }).where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function listInvoiceGroups(db: Db, clubId: number, kind: InvoiceGroupKind, archived: boolean, page: ListPage): Promise<InvoiceGroupRow[]> {
  return db
    .selectFrom('financeInvoiceGroups')
    .selectAll()
    .where('clubId', '=', clubId)
    .where('kind', '=', kind)
    .where('archived', '=', archived)
    .orderBy('name')
    .orderBy('id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export function findInvoiceGroup(db: Db, clubId: number, id: number): Promise<InvoiceGroupRow | undefined> {
  return db.selectFrom('financeInvoiceGroups').selectAll().where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
}

/** The group of the kind already using `prefix`, if any: two would hand out the same numbers. */
export async function findGroupIdByPrefix(db: Db, clubId: number, kind: InvoiceGroupKind, prefix: string): Promise<number | undefined> {
  return (await db.selectFrom('financeInvoiceGroups').select('id').where('clubId', '=', clubId).where('kind', '=', kind).where('prefix', '=', prefix).executeTakeFirst())?.id;
}

export type InvoiceGroupValues = Pick<Insertable<FinanceInvoiceGroupsTable>, 'name' | 'prefix' | 'prefixYear' | 'autoResetPrefixYear' | 'dueAfterDays' | 'terms' | 'footer'>;

export async function insertInvoiceGroup(trx: Db, clubId: number, kind: InvoiceGroupKind, values: InvoiceGroupValues): Promise<number> {
  return (await trx.insertInto('financeInvoiceGroups').values({ clubId, kind, ...values }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateInvoiceGroup(trx: Db, clubId: number, id: number, values: InvoiceGroupValues): Promise<void> {
  await trx.updateTable('financeInvoiceGroups').set(values).where('clubId', '=', clubId).where('id', '=', id).execute();
}

export interface GroupDefault {
  saleKind: SaleKindCode;
  group: InvoiceGroupRow;
}

/** The kinds of sale that have a default group, each with its group. */
export async function listGroupDefaults(db: Db, clubId: number): Promise<GroupDefault[]> {
  const rows = await db
    .selectFrom('financeInvoiceGroupDefaults as d')
    .innerJoin('financeInvoiceGroups as g', (join) => join.onRef('g.clubId', '=', 'd.clubId').onRef('g.id', '=', 'd.financeInvoiceGroupId'))
    .selectAll('g')
    .select('d.saleKind')
    .where('d.clubId', '=', clubId)
    .execute();
  return rows.map(({ saleKind, ...group }) => ({ saleKind, group }));
}

/** The kinds of sale whose default is this group. */
export async function saleKindsDefaultingTo(db: Db, clubId: number, groupId: number): Promise<SaleKindCode[]> {
  const rows = await db.selectFrom('financeInvoiceGroupDefaults').select('saleKind').where('clubId', '=', clubId).where('financeInvoiceGroupId', '=', groupId).execute();
  return rows.map((r) => r.saleKind);
}

export async function setGroupDefault(trx: Db, clubId: number, saleKind: SaleKindCode, groupId: number | null): Promise<void> {
  if (groupId === null) {
    await trx.deleteFrom('financeInvoiceGroupDefaults').where('clubId', '=', clubId).where('saleKind', '=', saleKind).execute();
    return;
  }
  await trx
    .insertInto('financeInvoiceGroupDefaults')
    .values({ clubId, saleKind, financeInvoiceGroupId: groupId })
    .onConflict((oc) => oc.columns(['clubId', 'saleKind']).doUpdateSet({ financeInvoiceGroupId: groupId }))
    .execute();
}

/** Archives or brings back a row of the club; false when the row is not the club's. */
export async function setFinanceArchived(trx: Db, table: FinanceArchivableTable, clubId: number, id: number, archived: boolean): Promise<boolean> {
  const result = await trx.updateTable(table).set({ archived }).where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
