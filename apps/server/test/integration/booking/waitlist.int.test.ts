import { describe, expect, it } from 'vitest';
import { promoteFromWaitlist } from '../../../src/modules/booking/promote-from-waitlist.js';
import { changeBookingStatus } from '../../../src/modules/booking/attendance.repository.js';
import { findClubById } from '../../../src/modules/clubs/index.js';
import { UPDATE, atInstant, booker, bookingTestAppPerFile, classesUsed, errorCode, gid, tokenFor } from './booking-kit.js';
import { JOIN, LEAVE, OPTIONS, PLACES, activeBookings, fullWaitlistClass, join, mailsTo, placesOf, waitlistInput } from './waitlist-kit.js';

const LIST = `query List($item: ID!, $date: Date!) { scheduleClassAttendanceList(scheduleItem: $item, date: $date) { waitlist { firstName position toldUnusable } } }`;
const WORKFLOW = `mutation W($input: UpdateClubWorkflowSettingsInput!) { updateClubWorkflowSettings(input: $input) { waitlistCutoffHours } }`;

// The clock: Monday 2 March 2026, 10:00 in Amsterdam; classes on Tuesday 10 March at 18:00 unless told; cutoff 2 hours.
describe('the waitlist of a full class', () => {
  const t = bookingTestAppPerFile();
  const cancel = (b: { token: string }, attendanceId: number) => t.gql(UPDATE, { input: { id: gid('ScheduleItemAttendanceNode', attendanceId), bookingStatus: 'CANCELLED' } }, { token: b.token });

  async function setCutoff(hours: number) {
    const admin = await t.make.staff();
    const club = (await findClubById(t.app.db, admin.clubId))!;
    const { body } = await t.gql(
      WORKFLOW,
      { input: { bookingDaysInAdvance: club.bookingDaysInAdvance, cancelHoursBefore: club.cancelHoursBefore, trialPassLimit: club.trialPassLimit, maxPausesPerYear: club.maxPausesPerYear, minPauseDays: club.minPauseDays, creditValidityDays: club.creditValidityDays, waitlistCutoffHours: hours } },
      { token: await tokenFor(t, admin) },
    );
    expect(body.data.updateClubWorkflowSettings.waitlistCutoffHours).toBe(hours);
  }

  it('offers a full class its waitlist; joining takes no class, and the line shows positions', async () => {
    const { item, product } = await fullWaitlistClass(t);
    const [a, b] = [await booker(t, product), await booker(t, product)];
    const options = await t.gql(OPTIONS, { item: gid('ScheduleItemNode', item.id), date: item.dateStart }, { token: a.token });
    expect(options.body.data.scheduleClassBookingOptions.waitlist).toEqual({ offered: true, open: true, position: null });
    expect(await join(t, a, item)).toBe(1);
    expect(await join(t, b, item)).toBe(2);
    expect(await classesUsed(t, a.pass.id)).toBe(0);
    const places = await t.gql(PLACES, {}, { token: b.token });
    expect(places.body.data.scheduleClassWaitlistPlaces).toEqual([{ date: '2026-03-10', position: 2, scheduleClass: { timeStart: '18:00:00', organizationClasstype: { name: 'Boxing' } } }]);
    const again = await t.gql(JOIN, waitlistInput(item), { token: a.token });
    expect(errorCode(again.body)).toBe('WAITLIST_NOT_POSSIBLE');
    // Leaving moves the next one up; leaving twice is refused.
    expect((await t.gql(LEAVE, waitlistInput(item), { token: a.token })).body.data.leaveScheduleClassWaitlist.waitlist.position).toBeNull();
    expect(errorCode((await t.gql(LEAVE, waitlistInput(item), { token: a.token })).body)).toBe('WAITLIST_NOT_POSSIBLE');
    expect((await t.gql(PLACES, {}, { token: b.token })).body.data.scheduleClassWaitlistPlaces[0].position).toBe(1);
    expect(await classesUsed(t, a.pass.id)).toBe(0);
  });

  it('refuses the waitlist of a class with places, of a type without one, and to a member already booked', async () => {
    const open = await fullWaitlistClass(t, { spaces: 2 });
    await t.app.db.updateTable('scheduleItemAttendances').set({ bookingStatus: 'CANCELLED' }).where('scheduleItemId', '=', open.item.id).where('accountId', '=', open.holders[1]!.account.id).execute();
    const member = await booker(t, open.product);
    expect(errorCode((await t.gql(JOIN, waitlistInput(open.item), { token: member.token })).body)).toBe('WAITLIST_NOT_POSSIBLE');
    const none = await fullWaitlistClass(t, { waitlist: false });
    const other = await booker(t, none.product);
    expect(errorCode((await t.gql(JOIN, waitlistInput(none.item), { token: other.token })).body)).toBe('WAITLIST_NOT_POSSIBLE');
    const full = await fullWaitlistClass(t);
    expect(errorCode((await t.gql(JOIN, waitlistInput(full.item), { token: full.holders[0]!.token })).body)).toBe('ALREADY_BOOKED');
    expect(await placesOf(t, full.item)).toEqual([]);
  });

  it("lets staff put a member on the line but not a member another's account; another club's class is not found", async () => {
    const { item, product } = await fullWaitlistClass(t);
    const [a, b] = [await booker(t, product), await booker(t, product)];
    const forA = waitlistInput(item, { account: gid('AccountNode', a.account.id) });
    expect(errorCode((await t.gql(JOIN, forA, { token: b.token })).body)).toBe('PERMISSION_DENIED');
    const desk = await t.make.staff({ staffRoles: ['FRONT_DESK'] });
    expect((await t.gql(JOIN, forA, { token: await tokenFor(t, desk) })).body.data.joinScheduleClassWaitlist.waitlist.position).toBe(1);
    const elsewhere = await t.make.club({ slug: 'elsewhere', name: 'Elsewhere' });
    const theirs = await t.make.scheduleClass({ club: elsewhere });
    expect(errorCode((await t.gql(JOIN, waitlistInput(theirs), { token: b.token })).body)).toBe('NOT_FOUND');
    expect(errorCode((await t.gql(JOIN, { input: { scheduleItem: gid('ScheduleItemNode', item.id), date: '9999-12-31' } }, { token: b.token })).body)).toBeDefined();
    expect((await placesOf(t, item)).map((p) => p.accountId)).toEqual([a.account.id]);
  });

  it('gives a freed place to the first in line: booked with their pass, marked PROMOTED and mailed; the next moves up', async () => {
    const { item, product, holders, attendanceIds } = await fullWaitlistClass(t);
    const [a, b] = [await booker(t, product), await booker(t, product)];
    await join(t, a, item);
    await join(t, b, item);
    expect((await cancel(holders[0]!, attendanceIds[0]!)).body.errors).toBeUndefined();
    expect((await activeBookings(t, item)).map((r) => r.accountId)).toEqual([a.account.id]);
    expect(await classesUsed(t, a.pass.id)).toBe(1);
    expect((await placesOf(t, item)).map((p) => p.status)).toEqual(['PROMOTED', 'WAITING']);
    expect((await mailsTo(t, a.account.email)).map((m) => m.subject)).toContain("You're booked for Boxing on 2026-03-10 at 18:00");
    expect((await t.gql(PLACES, {}, { token: b.token })).body.data.scheduleClassWaitlistPlaces[0].position).toBe(1);
    // The attendance screen shows who still waits.
    const admin = await t.make.staff();
    const list = await t.gql(LIST, { item: gid('ScheduleItemNode', item.id), date: item.dateStart }, { token: await tokenFor(t, admin) });
    expect(list.body.data.scheduleClassAttendanceList.waitlist).toEqual([{ firstName: b.account.firstName, position: 1, toldUnusable: false }]);
  });

  it('W2: skips a member without a usable pass, who keeps their place and is told once', async () => {
    const { item, product, holders, attendanceIds } = await fullWaitlistClass(t);
    const noPass = await t.make.member();
    const noPassToken = { token: await tokenFor(t, noPass) };
    const [b, c] = [await booker(t, product), await booker(t, product)];
    await join(t, noPassToken, item);
    await join(t, b, item);
    await join(t, c, item);
    await cancel(holders[0]!, attendanceIds[0]!);
    expect((await activeBookings(t, item)).map((r) => r.accountId)).toEqual([b.account.id]);
    const bAttendance = (await t.app.db.selectFrom('scheduleItemAttendances').select('id').where('accountId', '=', b.account.id).where('scheduleItemId', '=', item.id).executeTakeFirstOrThrow()).id;
    await cancel(b, bAttendance);
    expect((await activeBookings(t, item)).map((r) => r.accountId)).toEqual([c.account.id]);
    const places = await placesOf(t, item);
    expect(places.map((p) => p.status)).toEqual(['WAITING', 'PROMOTED', 'PROMOTED']);
    expect(places[0]!.toldUnusableAt).not.toBeNull();
    const told = (await mailsTo(t, noPass.email)).filter((m) => m.subject.startsWith('Your turn on the waitlist'));
    expect(told).toHaveLength(1);
    expect((await t.gql(PLACES, {}, noPassToken)).body.data.scheduleClassWaitlistPlaces[0].position).toBe(1);
  });

  it('inside the cutoff mails everyone waiting and books nobody; the first to book gets the place', async () => {
    await setCutoff(168);
    try {
      // Thursday 5 March at 18:00: 79 hours away, inside the cutoff of 168 and outside the cancel window of 24.
      const { item, product, holders, attendanceIds } = await fullWaitlistClass(t, { dateStart: '2026-03-05' });
      const [a, b] = [await booker(t, product), await booker(t, product)];
      await join(t, a, item);
      await join(t, b, item);
      await cancel(holders[0]!, attendanceIds[0]!);
      expect(await activeBookings(t, item)).toEqual([]);
      for (const m of [a, b]) expect((await mailsTo(t, m.account.email)).map((x) => x.subject)).toContain('A place is free: Boxing on 2026-03-05 at 18:00');
      const { body } = await t.gql(`mutation B($input: CreateScheduleItemAttendanceInput!) { createScheduleItemAttendance(input: $input) { scheduleItemAttendance { id } } }`, {
        input: { scheduleItem: gid('ScheduleItemNode', item.id), accountClasspass: gid('AccountClasspassNode', b.pass.id), date: item.dateStart, attendanceType: 'CLASSPASS', onlineBooking: true, bookingStatus: 'BOOKED' },
      }, { token: b.token });
      expect(body.errors).toBeUndefined();
      // Booked, so no longer waiting.
      expect((await placesOf(t, item)).map((p) => p.status)).toEqual(['WAITING', 'CLOSED']);
    } finally {
      await setCutoff(2);
    }
  });

  it('closes at the start: no joining, no places listed, and a freed place then closes the line', async () => {
    const { item, product } = await fullWaitlistClass(t);
    const a = await booker(t, product);
    await join(t, a, item);
    await atInstant(t, '2026-03-10T17:00:00Z', async () => {
      const late = await booker(t, product);
      expect(errorCode((await t.gql(JOIN, waitlistInput(item), { token: late.token })).body)).toBe('CLASS_NOT_BOOKABLE');
      expect((await t.gql(PLACES, {}, { token: a.token })).body.data.scheduleClassWaitlistPlaces).toEqual([]);
      const club = (await findClubById(t.app.db, a.account.clubId))!;
      await t.app.db.transaction().execute((trx) => promoteFromWaitlist(t.app, trx, club, { scheduleItemId: item.id, date: item.dateStart }, t.clock.now()));
    });
    expect((await placesOf(t, item)).map((p) => p.status)).toEqual(['CLOSED']);
  });

  it('W3: joining, leaving and being promoted take one class in all, only at promotion; a promotion rolled back takes none', async () => {
    const { item, product, attendanceIds } = await fullWaitlistClass(t);
    const a = await booker(t, product);
    await join(t, a, item);
    await t.gql(LEAVE, waitlistInput(item), { token: a.token });
    await join(t, a, item);
    expect(await classesUsed(t, a.pass.id)).toBe(0);
    const club = (await findClubById(t.app.db, a.account.clubId))!;
    const mailsBefore = (await mailsTo(t, a.account.email)).length;
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await changeBookingStatus(trx, club.id, attendanceIds[0]!, 'BOOKED', 'CANCELLED', t.clock.now());
        await promoteFromWaitlist(t.app, trx, club, { scheduleItemId: item.id, date: item.dateStart }, t.clock.now());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await classesUsed(t, a.pass.id)).toBe(0);
    expect((await placesOf(t, item)).map((p) => p.status)).toEqual(['LEFT', 'WAITING']);
    expect(await mailsTo(t, a.account.email)).toHaveLength(mailsBefore);
    await t.app.db.transaction().execute(async (trx) => {
      await changeBookingStatus(trx, club.id, attendanceIds[0]!, 'BOOKED', 'CANCELLED', t.clock.now());
      await promoteFromWaitlist(t.app, trx, club, { scheduleItemId: item.id, date: item.dateStart }, t.clock.now());
    });
    expect(await classesUsed(t, a.pass.id)).toBe(1);
  });
});
