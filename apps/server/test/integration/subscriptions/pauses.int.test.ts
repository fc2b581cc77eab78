import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club } from '../../../src/modules/clubs/club.js';
import { billableMonth } from '../../../src/modules/subscription-records/index.js';
import { createBookingTestApp, errorCode, tokenFor } from '../booking/booking-kit.js';
import type { TestApp } from '../../support/test-app.js';
import { creditNoteTotals, fieldsOf, grant, invoicedMonth, PAUSE, PAUSE_MINE, staffToken, subscriptionBooking, subscriptionGid } from './subscription-kit.js';

// Test plan M2 and the pause rules (domain notes "Pauses, blocks and stops"), by staff and by the member.
describe('pausing a subscription', () => {
  let t: TestApp;
  let club: Club;
  let admin: string;
  beforeAll(async () => {
    t = await createBookingTestApp(new Date('2026-03-02T09:00:00Z'));
    club = await t.make.defaultClub();
    await t.app.db.updateTable('clubs').set({ maxPausesPerYear: 2, minPauseDays: 7, pauseNoticeDays: 3 }).where('id', '=', club.id).execute();
    club = { ...club, maxPausesPerYear: 2, minPauseDays: 7, pauseNoticeDays: 3 };
    admin = await staffToken(t);
  });
  afterAll(() => t.close());

  const setUp = async (dateStart = '2026-01-01') => {
    const member = await t.make.member();
    const item = await t.make.scheduleClass({ frequencyType: 'WEEKLY', frequencyInterval: 4, dateStart: '2026-01-01' });
    const product = await t.make.subscriptionProduct({ forClasses: [item] });
    const subscription = await t.make.accountSubscription(member, product, { dateStart });
    return { member, item, product, subscription };
  };
  const pause = (subscription: { id: number }, dateStart: string, dateEnd: string, token = admin, document = PAUSE) =>
    t.gql(document, { input: { accountSubscription: subscriptionGid(subscription), dateStart, dateEnd, reason: 'Holiday' } }, { token });

  it('deducts two pauses of one month, and splits one across a month end (M2)', async () => {
    const { subscription } = await setUp();
    expect((await pause(subscription, '2026-05-04', '2026-05-10')).body.errors).toBeUndefined();
    expect((await pause(subscription, '2026-05-18', '2026-06-03')).body.errors).toBeUndefined();
    const read = (await t.gql(`query($id: ID!) { node(id: $id) { ... on AccountSubscriptionNode { pauses { dateStart dateEnd } } } }`, { id: subscriptionGid(subscription) }, { token: admin })).body.data.node;
    expect(read.pauses).toEqual([
      { dateStart: '2026-05-04', dateEnd: '2026-05-10' },
      { dateStart: '2026-05-18', dateEnd: '2026-06-03' },
    ]);
    expect(billableMonth(subscription, read.pauses, '2026-05').billableDates.length).toBe(31 - 7 - 14);
    expect(billableMonth(subscription, read.pauses, '2026-06').billableDates.length).toBe(30 - 3);
  });

  it('credits exactly the paused days of a month already invoiced, and cancels only the future bookings inside (M2)', async () => {
    const { member, item, subscription } = await setUp();
    const invoice = await invoicedMonth(t, club, subscription, '2026-03', '62.00', 31);
    const march = await grant(t, subscription, club.id, '2026-03', 8, '2026-03-31');
    const inside = await subscriptionBooking(t, member, subscription, item, '2026-03-12', { creditId: march });
    const before = await subscriptionBooking(t, member, subscription, item, '2026-03-05', { creditId: march });
    const after = await subscriptionBooking(t, member, subscription, item, '2026-03-26', { creditId: march });

    const { body } = await pause(subscription, '2026-03-10', '2026-03-19');
    expect(body.errors).toBeUndefined();
    expect(body.data.createAccountSubscriptionPause.accountSubscription.status).toBe('ACTIVE');
    // 62.00 × 10 / 31 = 20.00: a credit note of exactly the ten paused days
    expect(await creditNoteTotals(t, invoice.id)).toEqual(['-20.00']);
    const billed = await t.app.db.selectFrom('accountSubscriptionInvoicedMonths').select('billedDays').where('accountSubscriptionId', '=', subscription.id).executeTakeFirstOrThrow();
    expect(billed.billedDays).toBe(21);
    const rows = await t.app.db.selectFrom('scheduleItemAttendances').select(['id', 'bookingStatus', 'accountSubscriptionCreditId']).where('accountSubscriptionId', '=', subscription.id).orderBy('id').execute();
    expect(rows).toEqual([
      { id: inside, bookingStatus: 'CANCELLED', accountSubscriptionCreditId: null },
      { id: before, bookingStatus: 'BOOKED', accountSubscriptionCreditId: march },
      { id: after, bookingStatus: 'BOOKED', accountSubscriptionCreditId: march },
    ]);

    // Extending the pause credits only the days it adds; deleting it credits nothing back and bills nothing again.
    const pauseId = (await t.app.db.selectFrom('accountSubscriptionPauses').select('id').where('accountSubscriptionId', '=', subscription.id).executeTakeFirstOrThrow()).id;
    const moved = await t.gql(`mutation($input: UpdateAccountSubscriptionPauseInput!) { updateAccountSubscriptionPause(input: $input) { accountSubscription { pauses { dateEnd } } } }`, {
      input: { id: Buffer.from(`AccountSubscriptionPause:${pauseId}`).toString('base64'), dateStart: '2026-03-10', dateEnd: '2026-03-26' },
    }, { token: admin });
    expect(moved.body.errors).toBeUndefined();
    expect(await creditNoteTotals(t, invoice.id)).toEqual(['-20.00', '-14.00']);
    expect((await t.app.db.selectFrom('scheduleItemAttendances').select('bookingStatus').where('id', '=', after).executeTakeFirstOrThrow()).bookingStatus).toBe('CANCELLED');
    const deleted = await t.gql(`mutation($input: DeleteAccountSubscriptionPauseInput!) { deleteAccountSubscriptionPause(input: $input) { ok } }`, { input: { id: Buffer.from(`AccountSubscriptionPause:${pauseId}`).toString('base64') } }, { token: admin });
    expect(deleted.body.data?.deleteAccountSubscriptionPause.ok).toBe(true);
    expect(await creditNoteTotals(t, invoice.id)).toEqual(['-20.00', '-14.00']);
  });

  it('credits a prorated month by its share of what it billed', async () => {
    const { subscription } = await setUp('2026-03-17');
    const invoice = await invoicedMonth(t, club, subscription, '2026-03', '29.03', 15);
    expect((await pause(subscription, '2026-03-23', '2026-03-29')).body.errors).toBeUndefined();
    // 29.03 × 7 / 15 = 13.547 → 13.55
    expect(await creditNoteTotals(t, invoice.id)).toEqual(['-13.55']);
    const open = await t.app.db.selectFrom('financeInvoices').select(['paid']).where('id', '=', invoice.id).executeTakeFirstOrThrow();
    expect(open.paid).toBe('13.55');
  });

  it('refuses a pause shorter than the minimum, one more than the yearly maximum, an overlap and an attended day', async () => {
    const { member, item, subscription } = await setUp();
    const short = await pause(subscription, '2026-04-01', '2026-04-03');
    expect(errorCode(short.body)).toBe('VALIDATION_FAILED');
    expect(fieldsOf(short.body)?.dateEnd).toBe('A pause lasts at least 7 days.');

    expect((await pause(subscription, '2026-04-01', '2026-04-10')).body.errors).toBeUndefined();
    const overlap = await pause(subscription, '2026-04-08', '2026-04-20');
    expect(fieldsOf(overlap.body)?.dateStart).toBe('This pause overlaps another pause of the subscription.');
    expect((await pause(subscription, '2026-06-01', '2026-06-10')).body.errors).toBeUndefined();
    const third = await pause(subscription, '2026-09-01', '2026-09-10');
    expect(fieldsOf(third.body)?.dateStart).toBe('At most 2 pauses can start in 2026.');
    // counted by the year the pause starts: one starting in January 2027 counts for 2027
    expect((await pause(subscription, '2027-01-04', '2027-01-12')).body.errors).toBeUndefined();

    await subscriptionBooking(t, member, subscription, item, '2027-02-11', { status: 'ATTENDING' });
    const attended = await pause(subscription, '2027-02-08', '2027-02-20');
    expect(fieldsOf(attended.body)?.dateStart).toBe('The member attended a class with this subscription in that period.');
    const pauses = await t.app.db.selectFrom('accountSubscriptionPauses').select('dateStart').where('accountSubscriptionId', '=', subscription.id).orderBy('dateStart').execute();
    expect(pauses.map((p) => p.dateStart)).toEqual(['2026-04-01', '2026-06-01', '2027-01-04']);
  });

  it('refuses dates outside the subscription and the business window, and another club’s or a missing subscription', async () => {
    const { subscription } = await setUp('2026-02-01');
    expect(fieldsOf((await pause(subscription, '2026-01-20', '2026-02-10')).body)?.dateStart).toBe('A pause cannot start before the subscription does.');
    expect(errorCode((await pause(subscription, '1999-12-01', '1999-12-31')).body)).toBe('VALIDATION_FAILED');
    expect(errorCode((await pause(subscription, '2026-05-10', '2026-05-01')).body)).toBe('VALIDATION_FAILED');
    expect(errorCode((await pause({ id: 987654 }, '2026-05-01', '2026-05-10')).body)).toBe('NOT_FOUND');
    const other = await t.make.club();
    const stranger = await t.make.staff({ club: other });
    const { body } = await t.gql(PAUSE, { input: { accountSubscription: subscriptionGid(subscription), dateStart: '2026-05-01', dateEnd: '2026-05-10' } }, { token: await tokenFor(t, stranger), club: other.slug });
    expect(errorCode(body)).toBe('NOT_FOUND');
  });

  it('lets a member pause their own subscription with the notice days, never someone else’s', async () => {
    const { member, item, subscription } = await setUp();
    const token = await tokenFor(t, member);
    const tooSoon = await pause(subscription, '2026-03-04', '2026-03-17', token, PAUSE_MINE);
    expect(fieldsOf(tooSoon.body)?.dateStart).toBe('A pause starts at least 3 days from today.');
    const booking = await subscriptionBooking(t, member, subscription, item, '2026-03-12');
    const ok = await pause(subscription, '2026-03-05', '2026-03-18', token, PAUSE_MINE);
    expect(ok.body.errors).toBeUndefined();
    expect((await t.app.db.selectFrom('scheduleItemAttendances').select('bookingStatus').where('id', '=', booking).executeTakeFirstOrThrow()).bookingStatus).toBe('CANCELLED');

    const other = await setUp();
    const refused = await pause(other.subscription, '2026-04-01', '2026-04-14', token, PAUSE_MINE);
    expect(errorCode(refused.body)).toBe('NOT_FOUND');
    // staff cannot pause through the member's operation either: a member's own only
    expect(errorCode((await pause(other.subscription, '2026-04-01', '2026-04-14', admin, PAUSE_MINE)).body)).toBe('NOT_FOUND');
    expect(errorCode((await pause(other.subscription, '2026-04-01', '2026-04-14', token, PAUSE)).body)).toBe('PERMISSION_DENIED');
  });
});
