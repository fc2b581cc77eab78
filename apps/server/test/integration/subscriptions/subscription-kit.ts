import type { Account } from '../../../src/modules/account-records/account.js';
import type { Club } from '../../../src/modules/clubs/club.js';
import type { ScheduleItem } from '../../../src/modules/schedule/schedule.js';
import type { AttendanceBookingStatus } from '../../../src/platform/db/tables/booking.js';
import { issueOneLineInvoice } from '../../../src/modules/finance/index.js';
import type { Db } from '../../../src/platform/db/database.js';
import type { TestApp } from '../../support/test-app.js';
import { gid, tokenFor } from '../booking/booking-kit.js';

export { gid };

/** A staff member of the role (ADMIN unless told) and their token. */
export async function staffToken(t: TestApp, staffRoles: ('ADMIN' | 'MANAGER' | 'FRONT_DESK' | 'INSTRUCTOR' | 'FINANCE')[] = ['ADMIN']): Promise<string> {
  return tokenFor(t, await t.make.staff({ staffRoles }));
}

/** `count` members of the club, each with one subscription of the product from `dateStart`, written in two statements (more than a run's slice). */
export async function manySubscribers(db: Db, club: Club, product: { id: number }, count: number, dateStart: string): Promise<void> {
  const accounts = await db
    .insertInto('accounts')
    .values(Array.from({ length: count }, (_, i) => ({ clubId: club.id, email: `${club.slug}-${i}@example.test`, firstName: 'Member', lastName: `${i}` })))
    .returning('id')
    .execute();
  await db
    .insertInto('accountSubscriptions')
    .values(accounts.map((account) => ({ clubId: club.id, accountId: account.id, organizationSubscriptionId: product.id, dateStart })))
    .execute();
}

/**
 * A month invoiced as the billing slice does it (issue 23's contract): one issued line naming the subscription and
 * month, and the row in account_subscription_invoiced_months with the days it billed.
 */
export async function invoicedMonth(t: TestApp, club: Club, subscription: { id: number; accountId: number }, month: string, price: string, billedDays: number) {
  return t.app.db.transaction().execute(async (trx) => {
    const invoice = await issueOneLineInvoice(t.app, trx, club, {
      accountId: subscription.accountId,
      saleKind: 'SUBSCRIPTION',
      summary: `Subscription ${month}`,
      productName: 'Subscription',
      description: month,
      price,
      paymentMethodCode: 'WIRE_TRANSFER',
    });
    const item = await trx.selectFrom('financeInvoiceItems').select('id').where('financeInvoiceId', '=', invoice.id).executeTakeFirstOrThrow();
    await trx.updateTable('financeInvoiceItems').set({ accountSubscriptionId: subscription.id, subscriptionMonth: month }).where('id', '=', item.id).execute();
    await trx
      .insertInto('accountSubscriptionInvoicedMonths')
      .values({ clubId: club.id, accountSubscriptionId: subscription.id, month, financeInvoiceId: invoice.id, financeInvoiceItemId: item.id, billedDays })
      .execute();
    return invoice;
  });
}

/** A month's grant of credits (as the credits slice's job writes it). */
export async function grant(t: TestApp, subscription: { id: number }, clubId: number, month: string, amount: number, expiresOn: string): Promise<number> {
  const row = await t.app.db
    .insertInto('accountSubscriptionCredits')
    .values({ clubId, accountSubscriptionId: subscription.id, kind: 'MONTHLY', month, amount, expiresOn })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A booking with the subscription, spending a credit of the grant when given (as the credits slice books). */
export async function subscriptionBooking(
  t: TestApp,
  member: Pick<Account, 'id' | 'clubId'>,
  subscription: { id: number },
  item: ScheduleItem,
  date: string,
  options: { status?: AttendanceBookingStatus; creditId?: number } = {},
): Promise<number> {
  const row = await t.app.db
    .insertInto('scheduleItemAttendances')
    .values({
      clubId: member.clubId,
      accountId: member.id,
      scheduleItemId: item.id,
      date,
      attendanceType: 'SUBSCRIPTION',
      accountClasspassId: null,
      accountSubscriptionId: subscription.id,
      accountSubscriptionCreditId: options.creditId ?? null,
      bookingStatus: options.status ?? 'BOOKED',
      cancelledAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The credit notes of an invoice: their totals, oldest first. */
export async function creditNoteTotals(t: TestApp, invoiceId: number): Promise<string[]> {
  const rows = await t.app.db.selectFrom('financeInvoices').select('total').where('creditedInvoiceId', '=', invoiceId).orderBy('id').execute();
  return rows.map((r) => r.total);
}

export const PAUSE = `mutation($input: CreateAccountSubscriptionPauseInput!) { createAccountSubscriptionPause(input: $input) { accountSubscription { id status pauses { id dateStart dateEnd } } } }`;
export const PAUSE_MINE = `mutation($input: PauseMySubscriptionInput!) { pauseMySubscription(input: $input) { accountSubscription { id status pauses { id dateStart dateEnd } } } }`;
export const STOP = `mutation($input: StopAccountSubscriptionInput!) { stopAccountSubscription(input: $input) { accountSubscription { id dateEnd status stopReason } } }`;
export const STOP_MINE = `mutation($input: StopMySubscriptionInput!) { stopMySubscription(input: $input) { accountSubscription { id dateEnd } } }`;

export const subscriptionGid = (s: { id: number }) => gid('AccountSubscriptionNode', s.id);

export function fieldsOf(body: { errors?: { extensions?: Record<string, unknown> }[] }): Record<string, string> | undefined {
  return body.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;
}
