import { describe, expect, it } from 'vitest';
import { listSubscriptionCredits } from '../../../src/modules/subscription-records/index.js';
import { BOOK, UPDATE, bookingTestAppPerFile, errorCode, gid, tokenFor } from '../booking/booking-kit.js';
import { BOOK_WITH_SUBSCRIPTION, bookWith, classesOn, grant, spending, subscriber, subscriptionBookInput } from './subscription-booking-kit.js';

// Booking with a subscription (issue 23, domain notes "Credits"): test plan M7 and M11, the group flags, cancel and
// rebook, the club's cancel, and the ids and roles of others. The clock stands at Monday 2 March 2026, 10:00 in Amsterdam.
describe('booking with a subscription', () => {
  const t = bookingTestAppPerFile();

  it('M7: spends March credits on classes up to 31 March and none after their expiry', async () => {
    const club = await t.make.defaultClub();
    const [onLastDay, afterExpiry] = await classesOn(t, ['2026-03-31', '2026-04-01']);
    const product = await t.make.subscriptionProduct({ classes: 8, forClasses: [onLastDay!, afterExpiry!] });
    const s = await subscriber(t, product);
    const march = await grant(t, club, s.subscription, '2026-03');
    expect(march).toMatchObject({ amount: 8 });
    const booked = await bookWith(t, s, onLastDay!);
    expect(typeof booked).toBe('number');
    expect((await spending(t, s.subscription.id))[0]).toMatchObject({ accountSubscriptionCreditId: march!.creditId, advanceCredit: false });
    // March's credits (validity 31 days) expire on 31 March: a class on 1 April finds none to use.
    expect(await bookWith(t, s, afterExpiry!)).toBe('SUBSCRIPTION_NOT_VALID');
  });

  it('M7: takes the credit that expires first, granted first on a tie', async () => {
    const club = await t.make.defaultClub();
    const [item] = await classesOn(t, ['2026-03-12']);
    const product = await t.make.subscriptionProduct({ classes: 2, creditValidityDays: 45, forClasses: [item!] });
    const s = await subscriber(t, product, '2026-02-01');
    const march = await grant(t, club, s.subscription, '2026-03');
    const february = await grant(t, club, s.subscription, '2026-02');
    // February's credits expire on 17 March (1 February + 45 days − 1), March's on 14 April.
    const credits = await listSubscriptionCredits(t.app.db, club.id, s.subscription.id);
    expect(credits.map((c) => [c.month, c.expiresOn])).toEqual([
      ['2026-02', '2026-03-17'],
      ['2026-03', '2026-04-14'],
    ]);
    await bookWith(t, s, item!);
    expect((await spending(t, s.subscription.id))[0]!.accountSubscriptionCreditId).toBe(february!.creditId);
    const after = await listSubscriptionCredits(t.app.db, club.id, s.subscription.id);
    expect(after.map((c) => [c.month, c.used, c.left, c.bookings.length])).toEqual([
      ['2026-02', 1, 1, 1],
      ['2026-03', 0, 2, 0],
    ]);
    expect(march!.creditId).not.toBe(february!.creditId);
  });

  it('M7: a month granted late still expires by its own month', async () => {
    const club = await t.make.defaultClub();
    const product = await t.make.subscriptionProduct({ classes: 4 });
    const s = await subscriber(t, product);
    t.clock.set(new Date('2026-03-28T10:00:00Z'));
    try {
      await grant(t, club, s.subscription, '2026-03');
    } finally {
      t.clock.set(new Date('2026-03-02T09:00:00Z'));
    }
    const [credit] = await listSubscriptionCredits(t.app.db, club.id, s.subscription.id);
    expect(credit).toMatchObject({ month: '2026-03', expiresOn: '2026-03-31', amount: 4 });
  });

  it('M11: refuses a class on a date the subscription is paused or blocked, and books one outside them', async () => {
    const club = await t.make.defaultClub();
    const [paused, blocked, free] = await classesOn(t, ['2026-03-10', '2026-03-20', '2026-03-25']);
    const product = await t.make.subscriptionProduct({ forClasses: [paused!, blocked!, free!] });
    const s = await subscriber(t, product);
    await grant(t, club, s.subscription, '2026-03');
    await t.app.db.insertInto('accountSubscriptionPauses').values({ clubId: club.id, accountSubscriptionId: s.subscription.id, dateStart: '2026-03-09', dateEnd: '2026-03-15' }).execute();
    await t.app.db.insertInto('accountSubscriptionBlocks').values({ clubId: club.id, accountSubscriptionId: s.subscription.id, dateStart: '2026-03-18', dateEnd: '2026-03-21' }).execute();
    const answer = async (item: typeof paused) => (await t.gql(BOOK_WITH_SUBSCRIPTION, subscriptionBookInput(item!, s.subscription), { token: s.token })).body;
    const pausedAnswer = await answer(paused);
    expect(errorCode(pausedAnswer)).toBe('SUBSCRIPTION_NOT_VALID');
    expect(pausedAnswer.errors?.[0]?.message).toBe('This subscription is paused on the date of this class.');
    expect((await answer(blocked)).errors?.[0]?.message).toBe('This subscription is blocked on the date of this class: please see the desk.');
    expect(typeof (await bookWith(t, s, free!))).toBe('number');
    // Before its start and after its stop it books nothing either.
    const early = await subscriber(t, product, '2026-03-26');
    expect(await bookWith(t, early, free!)).toBe('SUBSCRIPTION_NOT_VALID');
    const stopped = await subscriber(t, product, '2026-03-01', { dateEnd: '2026-03-24' });
    expect(await bookWith(t, stopped, free!)).toBe('SUBSCRIPTION_NOT_VALID');
  });

  it('books online only through a group with book in shop; the desk books with attend', async () => {
    const club = await t.make.defaultClub();
    const [item] = await classesOn(t, ['2026-03-11']);
    const product = await t.make.subscriptionProduct({ forClasses: [item!], shopBook: false });
    const s = await subscriber(t, product);
    await grant(t, club, s.subscription, '2026-03');
    expect(await bookWith(t, s, item!)).toBe('SUBSCRIPTION_NOT_VALID');
    const desk = await tokenFor(t, await t.make.staff({ staffRoles: ['FRONT_DESK'] }));
    const { body } = await t.gql(BOOK_WITH_SUBSCRIPTION, subscriptionBookInput(item!, s.subscription, item!.dateStart, { account: gid('AccountNode', s.account.id), onlineBooking: false }), { token: desk });
    expect(body.data?.createScheduleItemAttendance?.scheduleItemAttendance?.attendanceType).toBe('SUBSCRIPTION');
    // A class none of its groups allows is refused whoever books.
    const [other] = await classesOn(t, ['2026-03-12']);
    const refused = await t.gql(BOOK_WITH_SUBSCRIPTION, subscriptionBookInput(other!, s.subscription, other!.dateStart, { account: gid('AccountNode', s.account.id), onlineBooking: false }), { token: desk });
    expect(errorCode(refused.body)).toBe('SUBSCRIPTION_NOT_VALID');
  });

  it("answers another member's or another club's subscription, and an undecodable id, like a missing one", async () => {
    const club = await t.make.defaultClub();
    const [item] = await classesOn(t, ['2026-03-13']);
    const product = await t.make.subscriptionProduct({ forClasses: [item!] });
    const owner = await subscriber(t, product);
    await grant(t, club, owner.subscription, '2026-03');
    const stranger = await subscriber(t, product);
    expect(await bookWith(t, { ...stranger, subscription: owner.subscription }, item!)).toBe('NOT_FOUND');
    const elsewhere = await t.make.club();
    const foreignProduct = await t.make.subscriptionProduct({ club: elsewhere });
    const foreigner = await t.make.member({ club: elsewhere });
    const foreign = await t.make.accountSubscription(foreigner, foreignProduct, { dateStart: '2026-03-01' });
    expect(await bookWith(t, { ...stranger, subscription: foreign }, item!)).toBe('NOT_FOUND');
    const { body } = await t.gql(BOOK_WITH_SUBSCRIPTION, { input: { ...subscriptionBookInput(item!, owner.subscription).input, accountSubscription: 'bm90LWFuLWlk' } }, { token: owner.token });
    expect(errorCode(body)).toBe('NOT_FOUND');
    const none = await t.gql(BOOK_WITH_SUBSCRIPTION, { input: { ...subscriptionBookInput(item!, owner.subscription).input, accountSubscription: undefined } }, { token: owner.token });
    expect(errorCode(none.body)).toBe('VALIDATION_FAILED');
    // An extreme date names no class; a member may not book for someone else; an instructor may not book for a member.
    expect(await bookWith(t, owner, item!, '2100-12-31')).toBe('NOT_FOUND');
    expect(await bookWith(t, owner, item!, item!.dateStart, { account: gid('AccountNode', stranger.account.id) })).toBe('PERMISSION_DENIED');
    const instructor = await tokenFor(t, await t.make.staff({ staffRoles: ['INSTRUCTOR'] }));
    const byInstructor = await t.gql(BOOK_WITH_SUBSCRIPTION, subscriptionBookInput(item!, owner.subscription, item!.dateStart, { account: gid('AccountNode', owner.account.id) }), { token: instructor });
    expect(errorCode(byInstructor.body)).toBe('PERMISSION_DENIED');
    expect(await spending(t, owner.subscription.id)).toEqual([]);
  });

  it('refuses a second booking of the same class and a pass booking without a pass', async () => {
    const club = await t.make.defaultClub();
    const [item] = await classesOn(t, ['2026-03-16']);
    const product = await t.make.subscriptionProduct({ forClasses: [item!] });
    const s = await subscriber(t, product);
    await grant(t, club, s.subscription, '2026-03');
    expect(typeof (await bookWith(t, s, item!))).toBe('number');
    expect(await bookWith(t, s, item!)).toBe('ALREADY_BOOKED');
    const { body } = await t.gql(BOOK, { input: { scheduleItem: gid('ScheduleItemNode', item!.id), date: item!.dateStart, attendanceType: 'CLASSPASS' } }, { token: s.token });
    expect(errorCode(body)).toBe('NOT_FOUND');
  });

  it('returns the credit on a cancel inside the window, and a rebook takes one again only while one is left', async () => {
    const club = await t.make.defaultClub();
    const [first, second] = await classesOn(t, ['2026-03-17', '2026-03-18']);
    const product = await t.make.subscriptionProduct({ classes: 1, forClasses: [first!, second!] });
    const s = await subscriber(t, product);
    await grant(t, club, s.subscription, '2026-03');
    const id = (await bookWith(t, s, first!)) as number;
    const cancel = await t.gql(UPDATE, { input: { id: gid('ScheduleItemAttendanceNode', id), bookingStatus: 'CANCELLED' } }, { token: s.token });
    expect(cancel.body.data?.updateScheduleItemAttendance?.scheduleItemAttendance).toMatchObject({ bookingStatus: 'CANCELLED', uncancellationPossible: true });
    expect((await spending(t, s.subscription.id))[0]).toMatchObject({ accountSubscriptionCreditId: null, advanceCredit: false });
    // The credit is back: another class takes it, and the rebook then finds none.
    const other = (await bookWith(t, s, second!)) as number;
    expect(typeof other).toBe('number');
    const rebook = await t.gql(UPDATE, { input: { id: gid('ScheduleItemAttendanceNode', id), bookingStatus: 'BOOKED' } }, { token: s.token });
    expect(errorCode(rebook.body)).toBe('SUBSCRIPTION_NOT_VALID');
    await t.gql(UPDATE, { input: { id: gid('ScheduleItemAttendanceNode', other), bookingStatus: 'CANCELLED' } }, { token: s.token });
    const again = await t.gql(UPDATE, { input: { id: gid('ScheduleItemAttendanceNode', id), bookingStatus: 'BOOKED' } }, { token: s.token });
    expect(again.body.data?.updateScheduleItemAttendance?.scheduleItemAttendance?.bookingStatus).toBe('BOOKED');
    const [credit] = await listSubscriptionCredits(t.app.db, club.id, s.subscription.id);
    expect([credit!.used, credit!.left]).toEqual([1, 0]);
  });

  it('keeps the credit spent once the cancel window has passed', async () => {
    const club = await t.make.defaultClub();
    const [item] = await classesOn(t, ['2026-03-03'], '08:00:00');
    const product = await t.make.subscriptionProduct({ forClasses: [item!] });
    const s = await subscriber(t, product);
    await grant(t, club, s.subscription, '2026-03');
    const id = (await bookWith(t, s, item!)) as number;
    // 23 hours before the class: inside the 24 hours in which a cancel keeps the credit spent (it is refused).
    const { body } = await t.gql(UPDATE, { input: { id: gid('ScheduleItemAttendanceNode', id), bookingStatus: 'CANCELLED' } }, { token: s.token });
    expect(errorCode(body)).toBe('CANCEL_NOT_POSSIBLE');
    expect((await listSubscriptionCredits(t.app.db, club.id, s.subscription.id))[0]!.used).toBe(1);
  });

  it('returns the credits of a class the club cancels', async () => {
    const club = await t.make.defaultClub();
    const [item] = await classesOn(t, ['2026-03-19']);
    const product = await t.make.subscriptionProduct({ forClasses: [item!], reconcileLaterClasses: 1 });
    const s = await subscriber(t, product);
    await grant(t, club, s.subscription, '2026-03');
    await bookWith(t, s, item!);
    const admin = await tokenFor(t, await t.make.staff());
    const cancel = await t.gql(
      `mutation($input: ChangeScheduleClassInput!) { changeScheduleClass(input: $input) { cancelledBookings } }`,
      { input: { scheduleItem: gid('ScheduleItemNode', item!.id), date: item!.dateStart, status: 'CANCELLED' } },
      { token: admin },
    );
    expect(cancel.body.errors).toBeUndefined();
    expect(await spending(t, s.subscription.id)).toEqual([expect.objectContaining({ bookingStatus: 'CANCELLED', accountSubscriptionCreditId: null, advanceCredit: false })]);
    expect((await listSubscriptionCredits(t.app.db, club.id, s.subscription.id))[0]!.used).toBe(0);
  });

  it('lets an unlimited subscription book without credits, within its daily cap', async () => {
    const [morning, evening] = [...(await classesOn(t, ['2026-03-20'], '08:00:00')), ...(await classesOn(t, ['2026-03-20'], '18:00:00'))];
    const product = await t.make.subscriptionProduct({ unlimited: true, classes: 0, dailyCap: 1, forClasses: [morning!, evening!] });
    const s = await subscriber(t, product);
    expect(typeof (await bookWith(t, s, morning!))).toBe('number');
    expect(await bookWith(t, s, evening!)).toBe('SUBSCRIPTION_NOT_VALID');
    expect((await spending(t, s.subscription.id))[0]).toMatchObject({ accountSubscriptionCreditId: null, advanceCredit: false });
  });

  it("books ahead of next month's credits up to the allowance, and the month's grant reconciles them first", async () => {
    const club = await t.make.defaultClub();
    t.clock.set(new Date('2026-03-20T09:00:00Z'));
    try {
      const items = await classesOn(t, ['2026-04-02', '2026-04-06', '2026-04-08']);
      const product = await t.make.subscriptionProduct({ classes: 4, reconcileLaterClasses: 2, forClasses: items });
      const s = await subscriber(t, product);
      await grant(t, club, s.subscription, '2026-03');
      expect(typeof (await bookWith(t, s, items[0]!))).toBe('number');
      expect(typeof (await bookWith(t, s, items[1]!))).toBe('number');
      expect(await bookWith(t, s, items[2]!)).toBe('SUBSCRIPTION_NOT_VALID');
      expect((await spending(t, s.subscription.id)).map((a) => a.advanceCredit)).toEqual([true, true]);
      const april = await grant(t, club, s.subscription, '2026-04');
      expect(april).toMatchObject({ amount: 4, reconciled: 2 });
      expect((await spending(t, s.subscription.id)).map((a) => [a.accountSubscriptionCreditId, a.advanceCredit])).toEqual([
        [april!.creditId, false],
        [april!.creditId, false],
      ]);
      // April's credits are granted now: the third class takes one of them.
      expect(typeof (await bookWith(t, s, items[2]!))).toBe('number');
    } finally {
      t.clock.set(new Date('2026-03-02T09:00:00Z'));
    }
  });

  it('checks a member in at the desk with a subscription when they hold no usable pass', async () => {
    const club = await t.make.defaultClub();
    t.clock.set(new Date('2026-03-21T16:30:00Z'));
    try {
      const [item] = await classesOn(t, ['2026-03-21']);
      const product = await t.make.subscriptionProduct({ forClasses: [item!], shopBook: false });
      const s = await subscriber(t, product);
      await grant(t, club, s.subscription, '2026-03');
      const desk = await tokenFor(t, await t.make.staff({ staffRoles: ['FRONT_DESK'] }));
      const { body } = await t.gql(
        `mutation($input: CheckInScheduleItemAttendanceInput!) { checkInScheduleItemAttendance(input: $input) { scheduleItemAttendance { id bookingStatus attendanceType } } }`,
        { input: { account: gid('AccountNode', s.account.id), scheduleItem: gid('ScheduleItemNode', item!.id), date: item!.dateStart } },
        { token: desk },
      );
      expect(body.errors).toBeUndefined();
      expect(await spending(t, s.subscription.id)).toEqual([expect.objectContaining({ bookingStatus: 'ATTENDING', advanceCredit: false })]);
      expect((await spending(t, s.subscription.id))[0]!.accountSubscriptionCreditId).not.toBeNull();
    } finally {
      t.clock.set(new Date('2026-03-02T09:00:00Z'));
    }
  });
});
