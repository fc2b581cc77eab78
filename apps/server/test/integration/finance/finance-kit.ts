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
