import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Account } from '../../../src/modules/account-records/account.js';
import type { Club } from '../../../src/modules/clubs/club.js';
import { createFinanceOrder } from '../../../src/modules/finance/create-finance-order.js';
import { deliverOrder, type DeliveryResult, type OrderPayment } from '../../../src/modules/finance/deliver-order.js';
import type { TestApp } from '../../support/test-app.js';

/** The trial pass the order tests sell: one class in 14 days, once per member (the club's default limit). */
export const TRIAL_PASS = { name: 'Trial', price: '15.00', validity: 14, validityUnit: 'DAYS', classes: 1, trialPass: true } as const;

/** A member's order of one product, made through the use case (as createFinanceOrder does for them). */
export function orderFor(
  t: TestApp,
  club: Club,
  account: Pick<Account, 'id' | 'clubId' | 'email'>,
  productId: number,
  extra: { scheduleItemId?: number; attendanceDate?: string; message?: string } = {},
): Promise<number> {
  const actor = { accountId: account.id, clubId: club.id, email: account.email, role: 'MEMBER' as const, permissions: [] };
  return createFinanceOrder(t.app, club, actor, { organizationClasspassId: productId, ...extra });
}

let payments = 0;

/** A provider's payment; its id is unique (one payment per method and reference), so each call makes a new one unless given. */
export function payment(amount: string, reference = `pay-${amount}-${++payments}`, method: OrderPayment['method'] = 'TEST'): OrderPayment {
  return { amount, currency: 'EUR', method, reference, paidAt: new Date('2026-03-02T09:00:00Z') };
}

/** deliverOrder in a transaction of its own, as the webhook calls it. */
export function deliver(t: TestApp, club: Club, orderId: number, paid: OrderPayment | null): Promise<DeliveryResult> {
  return t.app.db.transaction().execute((trx) => deliverOrder(t.app, trx, club, orderId, paid));
}

// The reader's metrics of the standard fonts (Helvetica) the invoices use.
const standardFontDataUrl = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;

/** The text of every page, as a reader would copy it (Mozilla's PDF.js parses the file). */
export async function pdfText(data: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data), standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}
