import { describe, expect, it } from 'vitest';
import { atInstant, booker, bookingTestAppPerFile, errorCode, gid, tokenFor } from '../booking/booking-kit.js';
import { grant, spending, subscriber } from '../subscriptions/subscription-booking-kit.js';

const CHECK_IN = `mutation CheckIn($account: ID!, $item: ID!, $clientId: String!, $tappedAt: DateTime, $pass: ID, $subscription: ID) {
  kioskCheckIn(account: $account, scheduleItem: $item, clientId: $clientId, tappedAt: $tappedAt, accountClasspass: $pass, accountSubscription: $subscription) { checkedIn }
}`;
const OPTIONS = `query Options($account: ID!, $item: ID!) {
  kioskCheckInOptions(account: $account, scheduleItem: $item) { kind id name left allowed notAllowedReason }
}`;
const CHECKED_IN = { data: { kioskCheckIn: { checkedIn: true } } };
const PAUSED = 'This subscription is paused on the date of this class.';
const BLOCKED = 'This subscription is blocked on the date of this class: please see the desk.';
const NO_CREDITS = 'This subscription has no credits left for this class.';

// Issue 23 at the door: a walk-in checks in with a subscription, offered beside passes, by booking's own check-in
// (the rules, the lock and the credit of the desk). The clock: Monday 2 March 2026, 10:00 in Amsterdam (09:00 UTC).
describe('checking in at the kiosk with a subscription', () => {
  const t = bookingTestAppPerFile();

  async function setUp(classes = 8) {
    const club = await t.make.defaultClub();
    const item = await t.make.scheduleClass({ dateStart: '2026-03-02' });
    const evening = await t.make.scheduleClass({ dateStart: '2026-03-02', timeStart: '20:00:00', timeEnd: '21:00:00' });
    const product = await t.make.subscriptionProduct({ forClasses: [item, evening], classes, name: 'Boxing monthly' });
    const s = await subscriber(t, product, '2026-03-01');
    await grant(t, club, s.subscription, '2026-03');
    const kiosk = await tokenFor(t, await t.make.kiosk());
    const checkIn = (vars: { account?: number; item?: number; clientId: string; tappedAt?: string; pass?: string; subscription?: string }) =>
      t
        .gql(
          CHECK_IN,
          { account: gid('AccountNode', vars.account ?? s.account.id), item: gid('ScheduleItemNode', vars.item ?? item.id), clientId: vars.clientId, tappedAt: vars.tappedAt, pass: vars.pass, subscription: vars.subscription },
          { token: kiosk },
        )
        .then((r) => r.body);
    const options = (accountId = s.account.id, token = kiosk) => t.gql(OPTIONS, { account: gid('AccountNode', accountId), item: gid('ScheduleItemNode', item.id) }, { token }).then((r) => r.body);
    const refusals = () => t.app.db.selectFrom('kioskRefusals').select(['accountId', 'scheduleItemId', 'clientId', 'reasonCode', 'reasonMessage', 'tappedAt']).where('accountId', '=', s.account.id).orderBy('id').execute();
    const subscriptionGid = gid('AccountSubscriptionNode', s.subscription.id);
    return { club, item, evening, s, kiosk, checkIn, options, refusals, subscriptionGid };
  }

  const pauseOn = (clubId: number, accountSubscriptionId: number) =>
    t.app.db.insertInto('accountSubscriptionPauses').values({ clubId, accountSubscriptionId, dateStart: '2026-03-02', dateEnd: '2026-03-08' }).execute();

  it("offers a walk-in's passes and subscriptions, passes first, with what is left of each today", async () => {
    const { item, s, options, subscriptionGid } = await setUp();
    const pass = await t.make.accountClasspass(s.account, await t.make.classpassProduct({ forClasses: [item], name: 'Ten classes' }), '2026-03-01');
    const answer = await options();
    expect(answer.errors).toBeUndefined();
    expect(answer.data.kioskCheckInOptions).toEqual([
      { kind: 'CLASSPASS', id: gid('AccountClasspassNode', pass.id), name: 'Ten classes', left: 10, allowed: true, notAllowedReason: null },
      { kind: 'SUBSCRIPTION', id: subscriptionGid, name: 'Boxing monthly', left: 8, allowed: true, notAllowedReason: null },
    ]);
  });

  it('takes one credit for the chosen subscription, however often and however fast the tap is sent', async () => {
    const { s, checkIn, subscriptionGid } = await setUp();
    await t.make.accountClasspass(s.account, await t.make.classpassProduct({ forClasses: [] }), '2026-03-01');
    const answers = await Promise.all([checkIn({ clientId: 'sub-tap', subscription: subscriptionGid }), checkIn({ clientId: 'sub-tap', subscription: subscriptionGid })]);
    expect(answers).toEqual([CHECKED_IN, CHECKED_IN]);
    expect(await checkIn({ clientId: 'sub-tap', subscription: subscriptionGid })).toEqual(CHECKED_IN);
    const spent = await spending(t, s.subscription.id);
    expect(spent).toEqual([expect.objectContaining({ date: '2026-03-02', bookingStatus: 'ATTENDING', advanceCredit: false })]);
    expect(spent[0]!.accountSubscriptionCreditId).not.toBeNull();
  });

  it('checks in with the subscription when the member chose it over a usable pass', async () => {
    const { item, s, checkIn, subscriptionGid } = await setUp();
    const pass = await t.make.accountClasspass(s.account, await t.make.classpassProduct({ forClasses: [item] }), '2026-03-01');
    expect(await checkIn({ clientId: 'chose-subscription', subscription: subscriptionGid })).toEqual(CHECKED_IN);
    const row = await t.app.db.selectFrom('scheduleItemAttendances').select(['attendanceType', 'accountClasspassId', 'accountSubscriptionId']).where('accountId', '=', s.account.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ attendanceType: 'SUBSCRIPTION', accountClasspassId: null, accountSubscriptionId: s.subscription.id });
    expect((await t.app.db.selectFrom('scheduleItemAttendances').select('id').where('accountClasspassId', '=', pass.id).execute()).length).toBe(0);
  });

  it('refuses a paused subscription, chosen or not, with its reason, and keeps each refusal for staff', async () => {
    const { club, item, s, checkIn, options, refusals, subscriptionGid } = await setUp();
    await pauseOn(club.id, s.subscription.id);
    expect((await options()).data.kioskCheckInOptions).toEqual([
      { kind: 'SUBSCRIPTION', id: subscriptionGid, name: 'Boxing monthly', left: 8, allowed: false, notAllowedReason: PAUSED },
    ]);
    const chosen = await checkIn({ clientId: 'paused-chosen', subscription: subscriptionGid });
    expect(errorCode(chosen)).toBe('SUBSCRIPTION_NOT_VALID');
    expect(chosen.errors?.[0]?.message).toBe(PAUSED);
    const plain = await checkIn({ clientId: 'paused-plain' });
    expect(errorCode(plain)).toBe('SUBSCRIPTION_NOT_VALID');
    expect(plain.errors?.[0]?.message).toBe(PAUSED);
    expect((await refusals()).map((r) => [r.accountId, r.scheduleItemId, r.clientId, r.reasonCode, r.reasonMessage])).toEqual([
      [s.account.id, item.id, 'paused-chosen', 'SUBSCRIPTION_NOT_VALID', PAUSED],
      [s.account.id, item.id, 'paused-plain', 'SUBSCRIPTION_NOT_VALID', PAUSED],
    ]);
    expect(await spending(t, s.subscription.id)).toEqual([]);
  });

  it('refuses a blocked subscription with the desk to see, and keeps the refusal for staff', async () => {
    const { club, s, checkIn, refusals } = await setUp();
    await t.app.db.insertInto('accountSubscriptionBlocks').values({ clubId: club.id, accountSubscriptionId: s.subscription.id, dateStart: '2026-03-01', dateEnd: '2026-03-31', reason: 'Unpaid' }).execute();
    const answer = await checkIn({ clientId: 'blocked' });
    expect(errorCode(answer)).toBe('SUBSCRIPTION_NOT_VALID');
    expect(answer.errors?.[0]?.message).toBe(BLOCKED);
    expect((await refusals()).map((r) => r.reasonMessage)).toEqual([BLOCKED]);
  });

  it('replays a queued subscription check-in as of its tap, and refuses one queued after the last credit went, with the same code', async () => {
    const { evening, s, checkIn, refusals, subscriptionGid } = await setUp(1);
    // Tapped offline at 09:40 local for the 18:00 class; the queue sends it at 10:00, and it takes the only credit.
    expect(await checkIn({ clientId: 'queued-ok', subscription: subscriptionGid, tappedAt: '2026-03-02T08:40:00.000Z' })).toEqual(CHECKED_IN);
    // A second tap, for the evening class, waited on another tablet and arrives at 19:00 local, after the only credit was spent.
    const late = await atInstant(t, '2026-03-02T18:00:00Z', () => checkIn({ item: evening.id, clientId: 'queued-late', subscription: subscriptionGid, tappedAt: '2026-03-02T17:55:00.000Z' }));
    expect(errorCode(late)).toBe('SUBSCRIPTION_NOT_VALID');
    expect(late.errors?.[0]?.message).toBe(NO_CREDITS);
    // The queue retries a refused tap no more, but a second send of it answers the same.
    const again = await atInstant(t, '2026-03-02T18:01:00Z', () => checkIn({ item: evening.id, clientId: 'queued-late', subscription: subscriptionGid, tappedAt: '2026-03-02T17:55:00.000Z' }));
    expect(errorCode(again)).toBe('SUBSCRIPTION_NOT_VALID');
    expect((await refusals()).map((r) => [r.scheduleItemId, r.clientId, r.reasonCode, r.tappedAt.toISOString()])).toEqual([[evening.id, 'queued-late', 'SUBSCRIPTION_NOT_VALID', '2026-03-02T17:55:00.000Z']]);
    expect((await spending(t, s.subscription.id)).map((a) => a.bookingStatus)).toEqual(['ATTENDING']);
  });

  it("answers another member's subscription, an undecodable id and another member's options like missing ones", async () => {
    const { item, s, checkIn, options, refusals } = await setUp();
    const other = await booker(t, await t.make.classpassProduct({ forClasses: [item] }));
    expect(errorCode(await checkIn({ account: other.account.id, clientId: 'not-theirs', subscription: gid('AccountSubscriptionNode', s.subscription.id) }))).toBe('NOT_FOUND');
    expect(errorCode(await checkIn({ clientId: 'garbled', subscription: 'not-an-id' }))).toBe('NOT_FOUND');
    expect(errorCode(await checkIn({ clientId: 'a-pass-id', subscription: gid('AccountClasspassNode', other.pass.id) }))).toBe('NOT_FOUND');
    expect(errorCode(await options(999_999))).toBe('NOT_FOUND');
    expect(errorCode(await options(s.account.id, await tokenFor(t, s.account)))).toBe('PERMISSION_DENIED');
    expect(await refusals()).toEqual([]);
    expect(await spending(t, s.subscription.id)).toEqual([]);
  });
});
