import type { Club } from '../../../src/modules/clubs/club.js';
import { insertInvoice } from '../../../src/modules/finance/invoice.repository.js';
import type { InvoiceStatus, TaxRateType } from '../../../src/platform/db/tables/finance.js';
import { lineAmounts, sumAmounts } from '../../../src/platform/money.js';
import type { TestApp } from '../../support/test-app.js';

/** A line to put on a test invoice: price, quantity and tax rate snapshot. */
export interface TestLine {
  productName?: string;
  price: string;
  quantity: string;
  percentage: string;
  rateType?: TaxRateType;
}

let numbers = 0;

/**
 * An invoice as issuing leaves it (numbered, dated, frozen), written straight into the tables: the ledger tests
 * need lines at several rates and dates the shop does not sell. Its number is outside the groups' counters.
 */
export async function issuedInvoice(
  t: TestApp,
  club: Club,
  accountId: number,
  lines: readonly TestLine[],
  options: { status?: InvoiceStatus; dateCreated?: string; dateDue?: string } = {},
): Promise<number> {
  const group = await t.app.db.selectFrom('financeInvoiceGroups').select('id').where('clubId', '=', club.id).where('kind', '=', 'INVOICE').orderBy('id').executeTakeFirstOrThrow();
  const items = lines.map((line, index) => ({
    productName: line.productName ?? `Line ${index + 1}`,
    quantity: line.quantity,
    price: line.price,
    taxPercentage: line.percentage,
    taxRateType: line.rateType ?? 'IN',
    financeTaxRateId: null,
    accountClasspassId: null,
    ...lineAmounts(line.price, line.quantity, { percentage: line.percentage, rateType: line.rateType ?? 'IN' }),
  }));
  const status = options.status ?? 'SENT';
  const dateCreated = options.dateCreated ?? '2026-03-02';
  return insertInvoice(
    t.app.db,
    {
      clubId: club.id,
      accountId,
      financeInvoiceGroupId: group.id,
      invoiceNumber: status === 'DRAFT' || status === 'CANCELLED' ? null : `TEST-${++numbers}-${club.id}`,
      status,
      dateCreated,
      dateDue: options.dateDue ?? dateCreated,
      ...sumAmounts(items),
    },
    items,
  );
}

/** The club's payment method ids by code. */
export async function paymentMethods(t: TestApp, club: Club): Promise<Map<string, number>> {
  const rows = await t.app.db.selectFrom('financePaymentMethods').select(['id', 'code']).where('clubId', '=', club.id).execute();
  return new Map(rows.map((r) => [r.code ?? '', r.id]));
}
