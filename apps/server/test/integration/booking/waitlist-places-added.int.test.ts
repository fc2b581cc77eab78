import { describe, expect, it } from 'vitest';
import { permissionsOf, type Actor } from '../../../src/platform/access-policy.js';
import { findClubById } from '../../../src/modules/clubs/index.js';
import { editScheduleItem } from '../../../src/modules/schedule/save-schedule-item.js';
import type { ScheduleItem } from '../../../src/modules/schedule/schedule.js';
import { testDbKind } from '../../support/test-database.js';
import { BOOK, atInstant, bookInput, booker, bookingTestAppPerFile, classesUsed, errorCode, expectCleanAnswers, gid, tokenFor, type Booker } from './booking-kit.js';
import { activeBookings, fullWaitlistClass, join, mailsTo, placesOf } from './waitlist-kit.js';

const CHANGE = `mutation Change($input: ChangeScheduleClassInput!) { changeScheduleClass(input: $input) { cancelledBookings } }`;
const PLACES_ADDED = 'schedule.places-added';
// On PostgreSQL the job and the bookings really run at once (several rounds); PGlite serialises them: once there.
const ROUNDS = testDbKind() === 'postgres' ? 3 : 1;

// The clock: Monday 2 March 2026, 10:00 in Amsterdam; classes on Tuesday 10 March at 18:00 unless told; cutoff 2 hours.
describe('places staff add to a class go to its waitlist (domain notes "Waitlist": a capacity raise)', () => {
  const t = bookingTestAppPerFile();

  async function staffToken() {
    return tokenFor(t, await t.make.staff({ staffRoles: ['ADMIN'] }));
  }
  const setSpaces = async (token: string, item: ScheduleItem, spaces: number, walkInSpaces = 0) => {
    const { body } = await t.gql(CHANGE, { input: { scheduleItem: gid('ScheduleItemNode', item.id), date: item.dateStart, spaces, walkInSpaces } }, { token });
    expect(body.errors).toBeUndefined();
  };
  const queuedRaises = async (clubId: number) => (await t.app.db.selectFrom('automationJobs').select('id').where('clubId', '=', clubId).where('name', '=', PLACES_ADDED).execute()).length;

  /** Edits the whole class as the back office's form does, changing only its places. */
  async function editPlaces(item: ScheduleItem, spaces: number, walkInSpaces = 0) {
    const admin = await t.make.staff({ staffRoles: ['ADMIN'] });
    const actor: Actor = { accountId: admin.id, clubId: admin.clubId, email: admin.email, role: 'STAFF', permissions: permissionsOf('STAFF', ['ADMIN']) };
    const club = (await findClubById(t.app.db, item.clubId))!;
    const groups = await t.app.db.selectFrom('scheduleItemOrganizationClasspassGroups').select(['organizationClasspassGroupId', 'attend', 'shopBook']).where('scheduleItemId', '=', item.id).execute();
    await editScheduleItem(t.app, club, actor, item.id, {
      frequencyType: item.frequencyType,
      dateStart: item.dateStart,
      dateEnd: item.dateEnd,
      timeStart: item.timeStart.slice(0, 5),
      timeEnd: item.timeEnd.slice(0, 5),
      organizationLocationRoomId: item.organizationLocationRoomId,
      organizationClasstypeId: item.organizationClasstypeId,
      organizationLevelId: null,
      accountId: null,
      role: null,
      account2Id: null,
      role2: null,
      spaces,
      walkInSpaces,
      displayPublic: true,
      infoMailEnabled: false,
      infoMailContent: '',
      classpassGroups: groups,
      subscriptionGroups: [],
      organizationClasspassDropinId: null,
      organizationClasspassTrialId: null,
    });
  }

  it('a one-time raise of one date books the first in line, one per new place, with their pass, PROMOTED and mailed, by a job queued with the change', async () => {
    const { item, product } = await fullWaitlistClass(t);
    const waiting = [await booker(t, product), await booker(t, product), await booker(t, product)];
    for (const m of waiting) await join(t, m, item);
    await setSpaces(await staffToken(), item, 3);
    // Nothing happens until the job runs: the change's transaction only queued it.
    expect(await activeBookings(t, item)).toHaveLength(1);
    await t.runJobs();
    expect((await activeBookings(t, item)).map((r) => r.accountId)).toContain(waiting[1]!.account.id);
    expect(await activeBookings(t, item)).toHaveLength(3);
    expect((await placesOf(t, item)).map((p) => p.status)).toEqual(['PROMOTED', 'PROMOTED', 'WAITING']);
    expect(await Promise.all(waiting.map((m) => classesUsed(t, m.pass.id)))).toEqual([1, 1, 0]);
    expect((await mailsTo(t, waiting[0]!.account.email)).map((m) => m.subject)).toContain("You're booked for Boxing on 2026-03-10 at 18:00");
    expect(await mailsTo(t, waiting[2]!.account.email)).toEqual([]);
    // A retry of the job finds no place left: nobody more is booked.
    await t.app.db.transaction().execute((trx) => t.app.jobs.enqueue(trx, { name: PLACES_ADDED, tries: 1, retryDelaySeconds: 1, timeoutSeconds: 60 }, item.clubId, { scheduleItemId: item.id, date: item.dateStart }));
    await t.runJobs();
    expect(await activeBookings(t, item)).toHaveLength(3);
    expect(await classesUsed(t, waiting[2]!.pass.id)).toBe(0);
  });

  it('queues nothing when the online places do not grow: fewer or equal places, or the new places kept for walk-ins', async () => {
    const { item, product } = await fullWaitlistClass(t);
    const member = await booker(t, product);
    await join(t, member, item);
    const token = await staffToken();
    const before = await queuedRaises(item.clubId);
    await setSpaces(token, item, 1);
    await setSpaces(token, item, 2, 1);
    await editPlaces(item, 3, 2);
    expect(await queuedRaises(item.clubId)).toBe(before);
    await t.runJobs();
    expect((await placesOf(t, item)).map((p) => p.status)).toEqual(['WAITING']);
  });

  it("raising the class itself (its form) gives the waitlist its new places", async () => {
    const { item, product } = await fullWaitlistClass(t);
    const [a, b] = [await booker(t, product), await booker(t, product)];
    await join(t, a, item);
    await join(t, b, item);
    await editPlaces(item, 2);
    await t.runJobs();
    expect((await activeBookings(t, item)).map((r) => r.accountId)).toContain(a.account.id);
    expect((await placesOf(t, item)).map((p) => p.status)).toEqual(['PROMOTED', 'WAITING']);
    expect(await classesUsed(t, b.pass.id)).toBe(0);
  });

  it('inside the cutoff a raise mails everyone waiting and books nobody; a member without a pass is skipped and told', async () => {
    const { item, product } = await fullWaitlistClass(t);
    const noPass = await t.make.member();
    const [a, b] = [await booker(t, product), await booker(t, product)];
    await join(t, { token: await tokenFor(t, noPass) }, item);
    await join(t, a, item);
    await join(t, b, item);
    // 16:30 in Amsterdam on the class day: 90 minutes before the start, inside the 2-hour cutoff.
    await atInstant(t, '2026-03-10T15:30:00Z', async () => {
      await setSpaces(await staffToken(), item, 2);
      await t.runJobs();
    });
    expect(await activeBookings(t, item)).toHaveLength(1);
    for (const m of [a.account, b.account, noPass]) expect((await mailsTo(t, m.email)).map((x) => x.subject)).toContain('A place is free: Boxing on 2026-03-10 at 18:00');

    // The same raise days ahead books the first with a pass, and tells the one without.
    const ahead = await fullWaitlistClass(t, { timeStart: '08:00:00', timeEnd: '09:00:00' });
    const c = await booker(t, ahead.product);
    await join(t, { token: await tokenFor(t, noPass) }, ahead.item);
    await join(t, c, ahead.item);
    await setSpaces(await staffToken(), ahead.item, 2);
    await t.runJobs();
    expect((await placesOf(t, ahead.item)).map((p) => p.status)).toEqual(['WAITING', 'PROMOTED']);
    expect((await mailsTo(t, noPass.email)).filter((m) => m.subject.startsWith('Your turn on the waitlist'))).toHaveLength(1);
  });

  it('W1 for a raise: two raises while 20 members book the full class and 5 wait give exactly as many bookings as places, the line first in order', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const hour = String(8 + round).padStart(2, '0');
      const { item, product, holders } = await fullWaitlistClass(t, { spaces: 3, timeStart: `${hour}:00:00`, timeEnd: `${hour}:30:00` });
      const waiting: Booker[] = [];
      for (let i = 0; i < 5; i++) {
        const member = await booker(t, product);
        await join(t, member, item);
        waiting.push(member);
      }
      const others: Booker[] = [];
      for (let i = 0; i < 20; i++) others.push(await booker(t, product));
      const token = await staffToken();
      // Two raises (3 → 4 → 5): two jobs, which two workers run at once with the bookings.
      await setSpaces(token, item, 4);
      await setSpaces(token, item, 5);

      const [, , ...results] = await Promise.all([t.runJobs(), t.runJobs(), ...others.map((m) => t.gql(BOOK, bookInput(item, m.pass), { token: m.token }))]);
      expectCleanAnswers(results);
      const booked = others.filter((_, i) => results[i]!.body.errors === undefined);
      for (const [i, r] of results.entries()) if (r.body.errors) expect(errorCode(r.body), `member ${i}`).toBe('CLASS_FULL');
      const active = (await activeBookings(t, item)).map((r) => r.accountId);
      expect(active, `round ${round}`).toHaveLength(5);
      const promoted = 5 - holders.length - booked.length;
      // The places the bookings did not take went to the first in line, in order, each with one class taken.
      expect((await placesOf(t, item)).map((p) => p.status)).toEqual(waiting.map((_, i) => (i < promoted ? 'PROMOTED' : 'WAITING')));
      for (const [i, m] of waiting.entries()) expect(await classesUsed(t, m.pass.id)).toBe(i < promoted ? 1 : 0);
      for (const m of others) expect(await classesUsed(t, m.pass.id)).toBe(booked.includes(m) ? 1 : 0);
    }
  });
});
