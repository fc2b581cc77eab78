import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { FinanceInvoiceGroupsTable, FinanceTaxRatesTable, PaymentMethodCode } from '../../platform/db/tables/finance.js';

export type InvoiceGroup = Selectable<FinanceInvoiceGroupsTable>;
export type TaxRateRow = Selectable<FinanceTaxRatesTable>;

/** What every club needs before its shop can sell: the shop sales group and the system payment methods. */
export async function insertFinanceDefaults(db: Db, clubId: number): Promise<void> {
  await db.insertInto('financeInvoiceGroups').values({ clubId, name: 'Shop sales', code: 'SHOP_SALES', prefix: 'INV', year: null }).execute();
  await db
    .insertInto('financePaymentMethods')
    .values(
      (
        [
          ['Online payment (Stripe)', 'STRIPE'],
          ['Online payment (test mode)', 'TEST'],
          ['Manual', 'MANUAL'],
          ['Cash', 'CASH'],
          ['Wire transfer', 'WIRE_TRANSFER'],
          ['Direct debit', 'DIRECT_DEBIT'],
        ] as const
      ).map(([name, code]) => ({ clubId, name, code })),
    )
    .execute();
}

export function findTaxRate(db: Db, clubId: number, id: number): Promise<TaxRateRow | undefined> {
  return db.selectFrom('financeTaxRates').selectAll().where('clubId', '=', clubId).where('id', '=', id).executeTakeFirst();
}

/**
 * Row-locks the club's shop sales group and reads it: whoever holds the lock hands out the next invoice
 * number, so racing deliveries take numbers one after the other and a rollback gives its number back.
 */
export function lockShopSalesGroup(trx: Db, clubId: number): Promise<InvoiceGroup | undefined> {
  return trx.selectFrom('financeInvoiceGroups').selectAll().where('clubId', '=', clubId).where('code', '=', 'SHOP_SALES').forUpdate().executeTakeFirst();
}

export async function setNextInvoiceNumber(trx: Db, clubId: number, groupId: number, year: number, nextNumber: number): Promise<void> {
  await trx.updateTable('financeInvoiceGroups').set({ year, nextNumber }).where('clubId', '=', clubId).where('id', '=', groupId).execute();
}

export async function findPaymentMethodId(db: Db, clubId: number, code: PaymentMethodCode): Promise<number | undefined> {
  const row = await db.selectFrom('financePaymentMethods').select('id').where('clubId', '=', clubId).where('code', '=', code).executeTakeFirst();
  return row?.id;
}
