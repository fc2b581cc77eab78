import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountSubscription, subscriptionStatusOn } from '../../../src/modules/subscription-records/index.js';
import { invoiceSubscriptionMonth, UNPAID_BLOCKS_JOB } from '../../../src/modules/subscriptions/index.js';
import { addDays } from '../../../src/platform/club-clock.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

// Grace and block (domain notes "Monthly jobs"): an open subscription invoice past due by the club's grace days blocks booking until it is paid.
describe('unpaid subscription invoices block booking after the grace days', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-03-02T09:00:00Z') });
  });
  afterAll(() => t.close());

  /** The club's daily task for a date, as the daily club tasks queue it. */
  async function dailyTaskOn(date: string, clubId: number) {
    t.clock.set(new Date(`${date}T09:00:00Z`));
    await t.app.db.transaction().execute((trx) => t.app.jobs.enqueue(trx, UNPAID_BLOCKS_JOB, clubId, { period: date }));
    await t.runJobs();
  }

  it('blocks from the day the grace ends, once, and lifts the block when the invoice is paid', async () => {
    const club = await t.make.defaultClub();
    const product = await t.make.subscriptionProduct({ price: '60.00' });
    const sub = await t.make.accountSubscription(await t.make.member(), product, { dateStart: '2026-03-01' });
    const other = await t.make.accountSubscription(await t.make.member(), product, { dateStart: '2026-03-01' });
    const invoiced = await t.app.db.transaction().execute((trx) => invoiceSubscriptionMonth(trx, t.app, club, sub.id, '2026-03'));
    await t.app.db.transaction().execute((trx) => invoiceSubscriptionMonth(trx, t.app, club, other.id, '2026-03'));
    if (invoiced.outcome !== 'INVOICED') throw new Error('not invoiced');
    const invoice = await t.app.db.selectFrom('financeInvoices').select(['dateDue', 'total']).where('id', '=', invoiced.invoiceId).executeTakeFirstOrThrow();
    // The other member pays in time.
    await t.app.db.updateTable('financeInvoices').set({ status: 'PAID', paid: invoice.total }).where('accountId', '=', other.accountId).execute();
    const blocks = async (id: number) => (await findAccountSubscription(t.app.db, club.id, id))!.blocks.map((b) => [b.dateStart, b.dateEnd, b.reason]);

    const lastGraceDay = addDays(invoice.dateDue, club.subscriptionGraceDays);
    await dailyTaskOn(lastGraceDay, club.id);
    expect(await blocks(sub.id)).toEqual([]);

    const blockedOn = addDays(lastGraceDay, 1);
    await dailyTaskOn(blockedOn, club.id);
    await dailyTaskOn(addDays(blockedOn, 1), club.id);
    expect(await blocks(sub.id)).toEqual([[blockedOn, null, `Unpaid invoice ${invoiced.invoiceNumber}`]]);
    expect(await blocks(other.id)).toEqual([]);
    expect(subscriptionStatusOn((await findAccountSubscription(t.app.db, club.id, sub.id))!, addDays(blockedOn, 1))).toBe('BLOCKED');

    await t.app.db.updateTable('financeInvoices').set({ status: 'PAID', paid: invoice.total }).where('id', '=', invoiced.invoiceId).execute();
    const paidOn = addDays(blockedOn, 3);
    await dailyTaskOn(paidOn, club.id);
    expect(await blocks(sub.id)).toEqual([[blockedOn, addDays(paidOn, -1), `Unpaid invoice ${invoiced.invoiceNumber}`]]);
    expect(subscriptionStatusOn((await findAccountSubscription(t.app.db, club.id, sub.id))!, paidOn)).toBe('ACTIVE');
  });
});
