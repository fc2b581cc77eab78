import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club } from '../../../src/modules/clubs/club.js';
import { createBookingTestApp, errorCode } from '../booking/booking-kit.js';
import type { TestApp } from '../../support/test-app.js';
import { creditNoteTotals, gid, invoicedMonth, staffToken, subscriptionBooking } from './subscription-kit.js';

const CLOSE = `mutation($input: CreateClubClosureInput!) { createClubClosure(input: $input) { clubClosure paused skipped membershipsExtended } }`;
const UNDO = `mutation($input: UndoClubClosureInput!) { undoClubClosure(input: $input) { ok } }`;

// A club closure (domain notes "Pauses, blocks and stops"): every subscription usable at the location is paused for
// the range by the same billing and booking rules, memberships are extended, and the whole of it is undone once.
describe('closing a location', () => {
  let t: TestApp;
  let club: Club;
  let admin: string;
  beforeAll(async () => {
    t = await createBookingTestApp(new Date('2026-03-02T09:00:00Z'));
    club = await t.make.defaultClub();
    admin = await staffToken(t);
  });
  afterAll(() => t.close());

  it('pauses the subscriptions of the location, extends memberships, and undoes both', async () => {
    const here = await t.make.scheduleClass({ frequencyType: 'WEEKLY', frequencyInterval: 2, dateStart: '2026-01-06' });
    const elsewhere = await t.make.scheduleClass();
    const location = await t.app.db
      .selectFrom('organizationLocationRooms')
      .select('organizationLocationId')
      .where('id', '=', here.organizationLocationRoomId)
      .executeTakeFirstOrThrow();
    const local = await t.make.subscriptionProduct({ forClasses: [here] });
    const remote = await t.make.subscriptionProduct({ forClasses: [elsewhere] });
    const [ann, bob, cas, dee] = await Promise.all([t.make.member(), t.make.member(), t.make.member(), t.make.member()]);
    const annSub = await t.make.accountSubscription(ann, local, { dateStart: '2026-01-01' });
    await t.make.accountSubscription(bob, remote, { dateStart: '2026-01-01' });
    const casSub = await t.make.accountSubscription(cas, local, { dateStart: '2026-01-01' });
    await t.make.accountSubscription(dee, local, { dateStart: '2026-01-01', dateEnd: '2026-07-31' });
    await t.app.db.insertInto('accountSubscriptionPauses').values({ clubId: club.id, accountSubscriptionId: casSub.id, dateStart: '2026-08-05', dateEnd: '2026-08-20' }).execute();
    const membershipProduct = await t.make.membershipProduct();
    const membership = await t.app.db
      .insertInto('accountMemberships')
      .values({ clubId: club.id, accountId: ann.id, organizationMembershipId: membershipProduct.id, dateStart: '2026-01-01', dateEnd: '2026-12-31' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const invoice = await invoicedMonth(t, club, annSub, '2026-08', '62.00', 31);
    const booking = await subscriptionBooking(t, ann, annSub, here, '2026-08-11');

    const closed = await t.gql(CLOSE, { input: { organizationLocation: gid('OrganizationLocationNode', location.organizationLocationId), dateStart: '2026-08-01', dateEnd: '2026-08-14', reason: 'Summer works' } }, { token: admin });
    expect(closed.body.errors).toBeUndefined();
    // Ann paused; Bob trains elsewhere; Cas has a pause of his own then (skipped); Dee stopped before it
    expect(closed.body.data.createClubClosure).toMatchObject({ paused: 1, skipped: 1, membershipsExtended: 1 });
    const pauses = await t.app.db.selectFrom('accountSubscriptionPauses').select(['accountSubscriptionId', 'dateStart', 'dateEnd', 'reason']).where('clubClosureId', 'is not', null).execute();
    expect(pauses).toEqual([{ accountSubscriptionId: annSub.id, dateStart: '2026-08-01', dateEnd: '2026-08-14', reason: 'Summer works' }]);
    expect(await creditNoteTotals(t, invoice.id)).toEqual(['-28.00']);
    expect((await t.app.db.selectFrom('scheduleItemAttendances').select('bookingStatus').where('id', '=', booking).executeTakeFirstOrThrow()).bookingStatus).toBe('CANCELLED');
    const extended = await t.app.db.selectFrom('accountMemberships').select('dateEnd').where('id', '=', membership.id).executeTakeFirstOrThrow();
    expect(extended.dateEnd).toBe('2027-01-14');

    const listed = await t.gql(`{ clubClosures { id pauses membershipsExtended undoneAt reason } }`, {}, { token: admin });
    expect(listed.body.data.clubClosures).toEqual([{ id: closed.body.data.createClubClosure.clubClosure, pauses: 1, membershipsExtended: 1, undoneAt: null, reason: 'Summer works' }]);

    const undo = () => t.gql(UNDO, { input: { id: closed.body.data.createClubClosure.clubClosure } }, { token: admin });
    expect((await undo()).body.data?.undoClubClosure.ok).toBe(true);
    expect(await t.app.db.selectFrom('accountSubscriptionPauses').select('id').where('accountSubscriptionId', '=', annSub.id).execute()).toEqual([]);
    expect((await t.app.db.selectFrom('accountMemberships').select('dateEnd').where('id', '=', membership.id).executeTakeFirstOrThrow()).dateEnd).toBe('2026-12-31');
    // the credit note stays; a second undo changes nothing
    expect(await creditNoteTotals(t, invoice.id)).toEqual(['-28.00']);
    expect(errorCode((await undo()).body)).toBe('CONFLICT');
    expect((await t.app.db.selectFrom('accountMemberships').select('dateEnd').where('id', '=', membership.id).executeTakeFirstOrThrow()).dateEnd).toBe('2026-12-31');
  });

  it('refuses a closure by a role without organization.edit, an unknown location, and bad ranges', async () => {
    const item = await t.make.scheduleClass();
    const room = await t.app.db.selectFrom('organizationLocationRooms').select('organizationLocationId').where('id', '=', item.organizationLocationRoomId).executeTakeFirstOrThrow();
    const input = { organizationLocation: gid('OrganizationLocationNode', room.organizationLocationId), dateStart: '2026-08-01', dateEnd: '2026-08-14' };
    for (const role of ['FRONT_DESK', 'FINANCE', 'INSTRUCTOR'] as const) {
      expect(errorCode((await t.gql(CLOSE, { input }, { token: await staffToken(t, [role]) })).body)).toBe('PERMISSION_DENIED');
    }
    expect(errorCode((await t.gql(CLOSE, { input: { ...input, organizationLocation: gid('OrganizationLocationNode', 999999) } }, { token: admin })).body)).toBe('NOT_FOUND');
    expect(errorCode((await t.gql(CLOSE, { input: { ...input, dateEnd: '2026-07-01' } }, { token: admin })).body)).toBe('VALIDATION_FAILED');
    expect(errorCode((await t.gql(CLOSE, { input: { ...input, dateEnd: '2028-01-01' } }, { token: admin })).body)).toBe('VALIDATION_FAILED');
    expect(await t.app.db.selectFrom('clubClosures').select('id').where('organizationLocationId', '=', room.organizationLocationId).execute()).toEqual([]);
  });
});
