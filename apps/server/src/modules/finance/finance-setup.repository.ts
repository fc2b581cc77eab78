import { SALE_KINDS, type SaleKindCode } from '@kiai/shared';
import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { FinanceInvoiceGroupsTable, FinanceInvoicesTable, FinanceTaxRatesTable, PaymentMethodCode } from '../../platform/db/tables/finance.js';

export type InvoiceGroup = Selectable<FinanceInvoiceGroupsTable>;
export type TaxRateRow = Selectable<FinanceTaxRatesTable>;

const SYSTEM_PAYMENT_METHODS: readonly (readonly [string, PaymentMethodCode])[] = [
  ['Online payment (Stripe)', 'STRIPE'],
  ['Online payment (test mode)', 'TEST'],
  ['Manual', 'MANUAL'],
  ['Cash', 'CASH'],
  ['Card at the desk', 'CARD_DESK'],
  ['Wire transfer', 'WIRE_TRANSFER'],
  ['Direct debit', 'DIRECT_DEBIT'],
  ['Credit note', 'CREDIT_NOTE'],
];

/**
 * What every club needs before it can sell: a shop sales group, the default group of every kind of sale in it
 * but the desk's, a desk sales group of its own (paid at the desk, not online) that also takes direct debit
 * return fees, and the system payment methods.
 */
export async function insertFinanceDefaults(db: Db, clubId: number): Promise<void> {
  const [shop, desk] = await db
    .insertInto('financeInvoiceGroups')
    .values([
      { clubId, name: 'Shop sales', prefix: 'INV', year: null },
      { clubId, name: 'Desk sales', prefix: 'DESK', year: null, terms: 'Open for payment at the desk.' },
    ])
    .returning('id')
    .execute();
  await db
    .insertInto('financeInvoiceGroupDefaults')
    .values(SALE_KINDS.map((saleKind) => ({ clubId, saleKind, financeInvoiceGroupId: saleKind === 'DESK_SALES' || saleKind === 'RETURN_FEE' || saleKind === 'CATEGORY_BATCH' ? desk!.id : shop!.id })))
    .execute();
  await db
    .insertInto('financePaymentMethods')
    .values(SYSTEM_PAYMENT_METHODS.map(([name, code]) => ({ clubId, name, code })))
    .execute();
}

export function findTaxRate(db: Db, clubId: number, id: number): Promise<TaxRateRow | undefined> {
  return db.selectFrom('financeTaxRates').selectAll().where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
}

/** The id of the default invoice group of a kind of sale, if the club has set one. */
export async function findDefaultGroupId(db: Db, clubId: number, saleKind: SaleKindCode): Promise<number | undefined> {
  const row = await db
    .selectFrom('financeInvoiceGroupDefaults')
    .select('financeInvoiceGroupId')
    .where('clubId', '=', clubId)
    .where('saleKind', '=', saleKind)
    .executeTakeFirst();
  return row?.financeInvoiceGroupId;
}

/**
 * Row-locks the default invoice group of a kind of sale and reads it: whoever holds the lock hands out the
 * group's next number, so racing deliveries take numbers one after the other and a rollback gives its number back.
 */
const defaultGroupOf = (db: Db, clubId: number, saleKind: SaleKindCode) =>
  db
    .selectFrom('financeInvoiceGroups as g')
    .innerJoin('financeInvoiceGroupDefaults as d', (join) => join.onRef('d.clubId', '=', 'g.clubId').onRef('d.financeInvoiceGroupId', '=', 'g.id'))
    .selectAll('g')
    .where('d.clubId', '=', clubId)
    .where('d.saleKind', '=', saleKind);

export function lockDefaultGroup(trx: Db, clubId: number, saleKind: SaleKindCode): Promise<InvoiceGroup | undefined> {
  return defaultGroupOf(trx, clubId, saleKind).forUpdate('g').executeTakeFirst();
}

/** The default invoice group of a kind of sale, read without its lock (its terms and footer; the issue locks it for the number). */
export function findDefaultGroup(db: Db, clubId: number, saleKind: SaleKindCode): Promise<InvoiceGroup | undefined> {
  return defaultGroupOf(db, clubId, saleKind).executeTakeFirst();
}

/**
 * Row-locks an invoice group and reads it: whoever holds the lock hands out its next number (gapless, no repeats).
 * FOR NO KEY UPDATE, the lock its counter's update takes: it queues number takers one after the other but not the
 * key share lock of a draft's insert pointing at the group, so two transactions that each wrote a draft of the group
 * and then lock it to issue do not deadlock on each other's key share (FOR UPDATE did).
 */
export function lockInvoiceGroup(trx: Db, clubId: number, groupId: number): Promise<InvoiceGroup | undefined> {
  return trx.selectFrom('financeInvoiceGroups').selectAll().where('clubId', '=', clubId).where('id', '=', groupId).forNoKeyUpdate().executeTakeFirst();
}

export async function setNextInvoiceNumber(trx: Db, clubId: number, groupId: number, year: number, nextNumber: number): Promise<void> {
  await trx.updateTable('financeInvoiceGroups').set({ year, nextNumber }).where('clubId', '=', clubId).where('id', '=', groupId).execute();
}

/**
 * The group's counter moved on and the invoice's row written (its number, status, dates), in one statement: the
 * issue's last before its commit, so the group's lock is held for one round trip fewer.
 */
export async function setNextInvoiceNumberAndInvoice(
  trx: Db,
  clubId: number,
  counter: { groupId: number; year: number; nextNumber: number },
  invoiceId: number,
  invoice: Updateable<FinanceInvoicesTable>,
): Promise<void> {
  await trx
    .with('counter', (db) =>
      db.updateTable('financeInvoiceGroups').set({ year: counter.year, nextNumber: counter.nextNumber }).where('clubId', '=', clubId).where('id', '=', counter.groupId).returning('id'),
    )
    .updateTable('financeInvoices')
    .set(invoice)
    .where('clubId', '=', clubId)
    .where('id', '=', invoiceId)
    .execute();
}

export async function findPaymentMethodId(db: Db, clubId: number, code: PaymentMethodCode): Promise<number | undefined> {
  const row = await db.selectFrom('financePaymentMethods').select('id').where('clubId', '=', clubId).where('code', '=', code).executeTakeFirst();
  return row?.id;
}
