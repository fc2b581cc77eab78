import { describe, expect, it } from 'vitest';
import { listSubscriptionCredits } from '../../../src/modules/subscription-records/index.js';
import { bookWith, classesOn, grant, subscriber } from '../subscriptions/subscription-booking-kit.js';
import { atInstant, book, booker, bookingTestAppPerFile, gid, tokenFor } from './booking-kit.js';
import { mailsTo } from './waitlist-kit.js';

const CANCEL = `mutation Cancel($input: UpdateScheduleItemAttendanceInput!) { updateScheduleItemAttendance(input: $input) { scheduleItemAttendance { bookingStatus cancelledLate } } }`;
const CHANGE = `mutation Change($input: ChangeScheduleClassInput!) { changeScheduleClass(input: $input) { cancelledBookings } }`;
const REMAINING = '{ accountClasspasses { edges { node { classesRemaining } } } }';
const RECORD = `query($id: ID!) { node(id: $id) { ... on AccountNode { classAttendanceRecord { lateCancels noShows } } } }`;
// Tuesday 10 March 18:00 in Amsterdam: the cancel window (24 hours) closed at 17:00 UTC on Monday 9 March.
const AFTER_EDGE = '2026-03-09T17:00:01Z';

describe('a class the club cancels gives back the credits its late cancels kept (domain notes: the club cancelling always returns it)', () => {
  const t = bookingTestAppPerFile();

  it('returns the pass class and the subscription credit of late cancels and of bookings, mails each once, and does it only once', async () => {
    const club = await t.make.defaultClub();
    const [item] = await classesOn(t, ['2026-03-10']);
    const product = await t.make.classpassProduct({ name: 'Pass', classes: 10, forClasses: [item!] });
    const [late, stays] = [await booker(t, product, '2026-03-01'), await booker(t, product, '2026-03-01')];
    const lateId = gid('ScheduleItemAttendanceNode', await book(t, late, item!, '2026-03-10'));
    await book(t, stays, item!, '2026-03-10');
    const subscriptionProduct = await t.make.subscriptionProduct({ classes: 4, forClasses: [item!] });
    const s = await subscriber(t, subscriptionProduct);
    await grant(t, club, s.subscription, '2026-03');
    const subscribedId = gid('ScheduleItemAttendanceNode', (await bookWith(t, s, item!)) as number);
    const remaining = async (token: string) => (await t.gql(REMAINING, {}, { token })).body.data.accountClasspasses.edges[0].node.classesRemaining as number;
    const creditsUsed = async () => (await listSubscriptionCredits(t.app.db, club.id, s.subscription.id))[0]!.used;

    await atInstant(t, AFTER_EDGE, async () => {
      for (const [token, id] of [
        [late.token, lateId],
        [s.token, subscribedId],
      ] as const) {
        const { body } = await t.gql(CANCEL, { input: { id, bookingStatus: 'CANCELLED', lateCancellation: true } }, { token });
        expect(body.data.updateScheduleItemAttendance.scheduleItemAttendance).toEqual({ bookingStatus: 'CANCELLED', cancelledLate: true });
      }
    });
    expect([await remaining(late.token), await remaining(stays.token), await creditsUsed()]).toEqual([9, 9, 1]);

    const admin = await tokenFor(t, await t.make.staff({ staffRoles: ['ADMIN'] }));
    const cancelClass = () => t.gql(CHANGE, { input: { scheduleItem: gid('ScheduleItemNode', item!.id), date: '2026-03-10', status: 'CANCELLED' } }, { token: admin });
    const { body } = await atInstant(t, AFTER_EDGE, cancelClass);
    expect(body.data.changeScheduleClass.cancelledBookings).toBe(1);
    expect([await remaining(late.token), await remaining(stays.token), await creditsUsed()]).toEqual([10, 10, 0]);
    // No longer a late cancel: the class did not take place.
    const record = await t.gql(RECORD, { id: gid('AccountNode', late.account.id) }, { token: admin });
    expect(record.body.data.node.classAttendanceRecord).toEqual({ lateCancels: 0, noShows: 0 });
    const cancelledMail = 'Cancelled: Boxing on 2026-03-10 at 18:00';
    const lateMails = (await mailsTo(t, late.account.email)).filter((m) => m.subject === cancelledMail);
    expect(lateMails).toHaveLength(1);
    expect(lateMails[0]!.textBody).toContain('which you cancelled after the cancel window, has been cancelled by');
    expect((await mailsTo(t, s.account.email)).filter((m) => m.subject === cancelledMail)).toHaveLength(1);
    const bookedMails = (await mailsTo(t, stays.account.email)).filter((m) => m.subject === cancelledMail);
    expect(bookedMails.map((m) => m.textBody.includes('and so has your booking for it'))).toEqual([true]);

    // Saving the cancelled date again returns nothing twice and mails nobody.
    expect((await atInstant(t, AFTER_EDGE, cancelClass)).body.data.changeScheduleClass.cancelledBookings).toBe(0);
    expect([await remaining(late.token), await remaining(stays.token), await creditsUsed()]).toEqual([10, 10, 0]);
    for (const email of [late.account.email, stays.account.email, s.account.email]) expect((await mailsTo(t, email)).filter((m) => m.subject === cancelledMail)).toHaveLength(1);
  });

  it('leaves the late cancels of other dates and of classes that still run as they are', async () => {
    const [item] = await classesOn(t, ['2026-03-10']);
    const product = await t.make.classpassProduct({ name: 'Pass', classes: 10, forClasses: [item!] });
    const member = await booker(t, product, '2026-03-01');
    const id = gid('ScheduleItemAttendanceNode', await book(t, member, item!, '2026-03-10'));
    await atInstant(t, AFTER_EDGE, () => t.gql(CANCEL, { input: { id, bookingStatus: 'CANCELLED', lateCancellation: true } }, { token: member.token }));
    const admin = await tokenFor(t, await t.make.staff({ staffRoles: ['ADMIN'] }));
    // A one-time change that does not cancel (another description) keeps the late cancel.
    const { body } = await t.gql(CHANGE, { input: { scheduleItem: gid('ScheduleItemNode', item!.id), date: '2026-03-10', description: 'Bring gloves' } }, { token: admin });
    expect(body.errors).toBeUndefined();
    const row = await t.app.db.selectFrom('scheduleItemAttendances').select(['bookingStatus', 'lateCancel']).where('accountId', '=', member.account.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ bookingStatus: 'CANCELLED', lateCancel: true });
  });

  it('a holiday closing the class’s location calls it off the same way: credits back, late cancels’ too, each member mailed once; other locations and past classes stay', async () => {
    const [item, elsewhere] = await classesOn(t, ['2026-03-10', '2026-03-10']);
    const product = await t.make.classpassProduct({ name: 'Pass', classes: 10, forClasses: [item!, elsewhere!] });
    const [late, stays, other] = [await booker(t, product, '2026-03-01'), await booker(t, product, '2026-03-01'), await booker(t, product, '2026-03-01')];
    const lateId = gid('ScheduleItemAttendanceNode', await book(t, late, item!, '2026-03-10'));
    await book(t, stays, item!, '2026-03-10');
    await book(t, other, elsewhere!, '2026-03-10');
    await atInstant(t, AFTER_EDGE, () => t.gql(CANCEL, { input: { id: lateId, bookingStatus: 'CANCELLED', lateCancellation: true } }, { token: late.token }));
    const remaining = async (token: string) => (await t.gql(REMAINING, {}, { token })).body.data.accountClasspasses.edges[0].node.classesRemaining as number;
    expect([await remaining(late.token), await remaining(stays.token), await remaining(other.token)]).toEqual([9, 9, 9]);

    const room = await t.app.db.selectFrom('organizationLocationRooms').select('organizationLocationId').where('id', '=', item!.organizationLocationRoomId).executeTakeFirstOrThrow();
    const admin = await tokenFor(t, await t.make.staff({ staffRoles: ['ADMIN'] }));
    const input = { name: 'Painting week', dateStart: '2026-03-01', dateEnd: '2026-03-14', organizationLocations: [gid('OrganizationLocationNode', room.organizationLocationId)] };
    const created = await t.gql(`mutation($input: CreateOrganizationHolidayInput!) { createOrganizationHoliday(input: $input) { __typename } }`, { input }, { token: admin });
    expect(created.body.errors).toBeUndefined();
    expect([await remaining(late.token), await remaining(stays.token), await remaining(other.token)]).toEqual([10, 10, 9]);
    const cancelledMail = 'Cancelled: Boxing on 2026-03-10 at 18:00';
    for (const member of [late, stays]) {
      const mails = (await mailsTo(t, member.account.email)).filter((m) => m.subject === cancelledMail);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.textBody).toContain('Painting week');
    }
    expect((await mailsTo(t, other.account.email)).filter((m) => m.subject === cancelledMail)).toEqual([]);

    // Saving the holiday again finds nothing left: no credit twice, no second mail.
    const holiday = await t.app.db.selectFrom('organizationHolidays').select('id').where('name', '=', 'Painting week').executeTakeFirstOrThrow();
    const again = await t.gql(`mutation($input: UpdateOrganizationHolidayInput!) { updateOrganizationHoliday(input: $input) { __typename } }`, { input: { ...input, id: gid('OrganizationHolidayNode', holiday.id) } }, { token: admin });
    expect(again.body.errors).toBeUndefined();
    expect([await remaining(late.token), await remaining(stays.token)]).toEqual([10, 10]);
    for (const member of [late, stays]) expect((await mailsTo(t, member.account.email)).filter((m) => m.subject === cancelledMail)).toHaveLength(1);

    // A holiday saved after a class took place leaves it as it was.
    const otherRoom = await t.app.db.selectFrom('organizationLocationRooms').select('organizationLocationId').where('id', '=', elsewhere!.organizationLocationRoomId).executeTakeFirstOrThrow();
    const afterwards = { ...input, name: 'Late notice', organizationLocations: [gid('OrganizationLocationNode', otherRoom.organizationLocationId)] };
    await atInstant(t, '2026-03-10T18:30:00Z', () => t.gql(`mutation($input: CreateOrganizationHolidayInput!) { createOrganizationHoliday(input: $input) { __typename } }`, { input: afterwards }, { token: admin }));
    expect(await remaining(other.token)).toBe(9);
    expect((await mailsTo(t, other.account.email)).filter((m) => m.subject === cancelledMail)).toEqual([]);
  });
});
