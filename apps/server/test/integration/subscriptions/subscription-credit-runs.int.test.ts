import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { MONTH_CREDITS_JOB, MONTH_CREDITS_START_JOB, listSubscriptionCredits, runMonthCredits } from '../../../src/modules/subscription-records/index.js';
import { CREDITS_SLICE } from '../../../src/modules/subscription-records/credits-run.js';
import { testDbKind } from '../../support/test-database.js';
import { bookingTestAppPerFile, errorCode, expectCleanAnswers, tokenFor } from '../booking/booking-kit.js';
import { BOOK_WITH_SUBSCRIPTION, classesOn, grant, spending, subscriber, subscriptionBookInput } from './subscription-booking-kit.js';
import { manySubscribers } from './subscription-kit.js';

// The month's grants and their races (test plan M6, M8, M9, M10). On PostgreSQL the racing requests really run at
// once; PGlite has one connection and serialises them, so the same tests check the outcome there.
const ROUNDS = testDbKind() === 'postgres' ? 3 : 1;
const job = { id: '00000000-0000-4000-8000-000000000001', log: async () => {} };

const tally = (results: { body: { errors?: { extensions?: { code?: string } }[] } }[]) =>
  results.reduce<Record<string, number>>((all, r) => ({ ...all, [errorCode(r.body) ?? 'OK']: (all[errorCode(r.body) ?? 'OK'] ?? 0) + 1 }), {});

/** Every grant used at most its amount and every booking holding a spot spending a grant, an advance credit or nothing (unlimited). */
async function expectCreditsConsistent(t: ReturnType<typeof bookingTestAppPerFile>) {
  const overspent = await sql<{ id: number }>`
    SELECT c.id FROM account_subscription_credits c
    JOIN schedule_item_attendances a ON a.account_subscription_credit_id = c.id
    GROUP BY c.id, c.amount HAVING count(a.id) > c.amount`.execute(t.app.db);
  expect(overspent.rows, 'grants spent more than they hold').toEqual([]);
  const overAdvanced = await sql<{ id: number }>`
    SELECT s.id FROM account_subscriptions s
    JOIN organization_subscriptions p ON p.id = s.organization_subscription_id
    JOIN schedule_item_attendances a ON a.account_subscription_id = s.id AND a.advance_credit
    GROUP BY s.id, p.reconcile_later_classes HAVING count(a.id) > p.reconcile_later_classes`.execute(t.app.db);
  expect(overAdvanced.rows, 'advance credits over the allowance').toEqual([]);
  const both = await sql<{ id: number }>`
    SELECT id FROM schedule_item_attendances WHERE advance_credit AND account_subscription_credit_id IS NOT NULL`.execute(t.app.db);
  expect(both.rows, 'a booking spending a grant and an advance credit').toEqual([]);
}

describe('monthly credits and their races', () => {
  const t = bookingTestAppPerFile();

  it('M6: one a week over 2026 grants 52 credits, seven a week 365', async () => {
    const club = await t.make.defaultClub();
    const once = await subscriber(t, await t.make.subscriptionProduct({ subscriptionUnit: 'WEEK', classes: 1 }), '2026-01-01', { dateEnd: '2026-12-31' });
    const daily = await subscriber(t, await t.make.subscriptionProduct({ subscriptionUnit: 'WEEK', classes: 7 }), '2026-01-01', { dateEnd: '2026-12-31' });
    for (let m = 1; m <= 12; m++) {
      const month = `2026-${String(m).padStart(2, '0')}`;
      await grant(t, club, once.subscription, month);
      await grant(t, club, daily.subscription, month);
    }
    const total = async (id: number) => (await listSubscriptionCredits(t.app.db, club.id, id)).reduce((sum, c) => sum + c.amount, 0);
    expect(await total(once.subscription.id)).toBe(52);
    expect(await total(daily.subscription.id)).toBe(365);
    // A second grant of a month changes nothing.
    expect(await grant(t, club, once.subscription, '2026-05')).toBeNull();
    expect(await total(once.subscription.id)).toBe(52);
  });

  it('M8: one credit and ten bookings at once give one booking', async () => {
    const club = await t.make.defaultClub();
    for (let round = 0; round < ROUNDS; round++) {
      const items = await classesOn(t, Array.from({ length: 10 }, (_, i) => `2026-03-${String(10 + i).padStart(2, '0')}`));
      const product = await t.make.subscriptionProduct({ classes: 1, forClasses: items });
      const s = await subscriber(t, product);
      await grant(t, club, s.subscription, '2026-03');
      const results = await Promise.all(items.map((item) => t.gql(BOOK_WITH_SUBSCRIPTION, subscriptionBookInput(item, s.subscription), { token: s.token })));
      expectCleanAnswers(results);
      expect(tally(results)).toEqual({ OK: 1, SUBSCRIPTION_NOT_VALID: 9 });
      expect((await spending(t, s.subscription.id)).length).toBe(1);
    }
    await expectCreditsConsistent(t);
  });

  it('M8: an allowance of two and ten bookings ahead at once give at most two', async () => {
    const club = await t.make.defaultClub();
    t.clock.set(new Date('2026-03-25T09:00:00Z'));
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const items = await classesOn(t, Array.from({ length: 10 }, (_, i) => `2026-04-${String(1 + i).padStart(2, '0')}`), `${String(8 + round).padStart(2, '0')}:00:00`);
        const product = await t.make.subscriptionProduct({ classes: 1, reconcileLaterClasses: 2, forClasses: items });
        const s = await subscriber(t, product);
        await grant(t, club, s.subscription, '2026-03');
        const results = await Promise.all(items.map((item) => t.gql(BOOK_WITH_SUBSCRIPTION, subscriptionBookInput(item, s.subscription), { token: s.token })));
        expectCleanAnswers(results);
        expect(tally(results)).toEqual({ OK: 2, SUBSCRIPTION_NOT_VALID: 8 });
      }
      await expectCreditsConsistent(t);
    } finally {
      t.clock.set(new Date('2026-03-02T09:00:00Z'));
    }
  });

  it("M8: bookings racing the month's grant leave the counts consistent", async () => {
    const club = await t.make.defaultClub();
    t.clock.set(new Date('2026-03-25T09:00:00Z'));
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const items = await classesOn(t, Array.from({ length: 8 }, (_, i) => `2026-04-${String(1 + i).padStart(2, '0')}`), `${String(12 + round).padStart(2, '0')}:00:00`);
        const product = await t.make.subscriptionProduct({ classes: 3, reconcileLaterClasses: 2, forClasses: items });
        const s = await subscriber(t, product);
        await grant(t, club, s.subscription, '2026-03');
        const [granted, ...results] = await Promise.all([
          grant(t, club, s.subscription, '2026-04'),
          ...items.map((item) => t.gql(BOOK_WITH_SUBSCRIPTION, subscriptionBookInput(item, s.subscription), { token: s.token })),
        ]);
        expectCleanAnswers(results as never);
        const booked = await spending(t, s.subscription.id);
        const onGrant = booked.filter((a) => a.accountSubscriptionCreditId === granted!.creditId).length;
        const ahead = booked.filter((a) => a.advanceCredit).length;
        // Every booking spends April's grant or an advance credit; April's three credits and the two ahead bound them.
        expect(onGrant + ahead).toBe(booked.length);
        expect(onGrant).toBeLessThanOrEqual(3);
        expect(ahead).toBeLessThanOrEqual(2);
        expect(booked.length).toBeGreaterThanOrEqual(3);
        expect(tally(results as never).OK).toBe(booked.length);
      }
      await expectCreditsConsistent(t);
    } finally {
      t.clock.set(new Date('2026-03-02T09:00:00Z'));
    }
  });

  it("M9: the month's credits run twice at once grant once per subscription; a rerun completes what a failure left", async () => {
    const club = await t.make.club({ slug: 'runs' });
    const product = await t.make.subscriptionProduct({ club, classes: 8 });
    const members = [];
    for (let i = 0; i < 6; i++) members.push(await t.make.accountSubscription(await t.make.member({ club }), product, { dateStart: '2026-03-17' }));
    const [first, second] = await Promise.all([runMonthCredits(t.app, club, '2026-03', job), runMonthCredits(t.app, club, '2026-03', job)]);
    const grants = await t.app.db.selectFrom('accountSubscriptionCredits').select(['accountSubscriptionId', 'amount']).where('clubId', '=', club.id).execute();
    expect(grants).toHaveLength(6);
    expect(grants.every((g) => g.amount === 4)).toBe(true);
    const grantedCounts = [first, second].map((summary) => Number(/(\d+) granted/.exec(summary)![1]));
    expect(grantedCounts[0]! + grantedCounts[1]!).toBe(6);
    // A half-done run (two of them granted by hand): the rerun grants only the other four.
    const later = [];
    for (let i = 0; i < 6; i++) later.push(await t.make.accountSubscription(await t.make.member({ club }), product, { dateStart: '2026-04-01' }));
    await grant(t, club, later[0]!, '2026-04');
    await grant(t, club, later[1]!, '2026-04');
    expect(await runMonthCredits(t.app, club, '2026-04', job)).toBe('Credits for 2026-04: 12 subscription(s), 10 granted (80 credit(s)), 2 already granted, 0 failed.');
  });

  it('a grant that fails mid-slice skips that member, logged in the slice\'s one write, and the others are granted', async () => {
    const club = await t.make.club({ slug: 'creditfail' });
    const product = await t.make.subscriptionProduct({ club, classes: 8 });
    const subs = [];
    for (let i = 0; i < 6; i++) subs.push(await t.make.accountSubscription(await t.make.member({ club }), product, { dateStart: '2026-03-01' }));
    // The clock breaks once, in whichever grant asks it third (a few run at once on PostgreSQL).
    let asked = 0;
    const app = { ...t.app, clock: { now: () => { asked += 1; if (asked === 3) throw new Error('the clock broke'); return t.app.clock.now(); } } };
    const writes: (string | readonly string[])[] = [];
    const summary = await runMonthCredits(app, club, '2026-03', { id: job.id, log: async (lines) => void writes.push(lines) });
    expect(summary).toBe('Credits for 2026-03: 6 subscription(s), 5 granted (40 credit(s)), 0 already granted, 1 failed.');
    const granted = new Set((await t.app.db.selectFrom('accountSubscriptionCredits').select('accountSubscriptionId').where('clubId', '=', club.id).execute()).map((g) => g.accountSubscriptionId));
    const missed = subs.filter((s) => !granted.has(s.id));
    expect(missed).toHaveLength(1);
    expect(writes).toEqual([[`Subscription ${missed[0]!.id}: not granted (the clock broke).`]]);
    // The rerun grants the one left.
    expect(await runMonthCredits(t.app, club, '2026-03', job)).toBe('Credits for 2026-03: 6 subscription(s), 1 granted (8 credit(s)), 5 already granted, 0 failed.');
  });

  it('R4: a revoked run stops between slices; a new run grants the rest', async () => {
    const club = await t.make.club({ slug: 'creditrevoke' });
    const product = await t.make.subscriptionProduct({ club, classes: 4 });
    await manySubscribers(t.app.db, club, product, CREDITS_SLICE + 1, '2026-03-01');
    const id = await t.app.db.transaction().execute((trx) => t.app.jobs.enqueue(trx, MONTH_CREDITS_JOB, club.id, { month: '2026-03' }));
    await t.app.db.transaction().execute((trx) => t.app.jobs.cancel(trx, MONTH_CREDITS_JOB.name, id));
    expect(await runMonthCredits(t.app, club, '2026-03', { id, log: async () => {} })).toBe(
      `Credits for 2026-03: revoked after ${CREDITS_SLICE} of ${CREDITS_SLICE + 1} subscription(s), ${CREDITS_SLICE} granted (${4 * CREDITS_SLICE} credit(s)), 0 already granted, 0 failed; a new run grants the rest.`,
    );
    expect(await runMonthCredits(t.app, club, '2026-03', job)).toBe(`Credits for 2026-03: ${CREDITS_SLICE + 1} subscription(s), 1 granted (4 credit(s)), ${CREDITS_SLICE} already granted, 0 failed.`);
  });

  it('M9: staff start the run for a month, twice, and each member has one grant; each run is in Automation with its counts', async () => {
    const club = await t.make.club({ slug: 'staffruns' });
    const product = await t.make.subscriptionProduct({ club, classes: 4 });
    for (let i = 0; i < 3; i++) await t.make.accountSubscription(await t.make.member({ club }), product, { dateStart: '2026-02-01' });
    const admin = await tokenFor(t, await t.make.staff({ club }));
    const run = `mutation($input: RunSubscriptionCreditsInput!) { runSubscriptionCredits(input: $input) { automationJobId } }`;
    const answers = await Promise.all([t.gql(run, { input: { month: '2026-03' } }, { token: admin, club: club.slug }), t.gql(run, { input: { month: '2026-03' } }, { token: admin, club: club.slug })]);
    expect(answers.map((a) => a.body.errors)).toEqual([undefined, undefined]);
    await t.runJobs();
    expect(await t.app.db.selectFrom('accountSubscriptionCredits').select('id').where('clubId', '=', club.id).execute()).toHaveLength(3);
    const jobs = await t.gql(`{ automationJobs(name: "subscriptions.month-credits") { edges { node { status log { message } } } } }`, {}, { token: admin, club: club.slug });
    const nodes = jobs.body.data.automationJobs.edges.map((e: any) => e.node);
    expect(nodes.map((n: any) => n.status)).toEqual(['SUCCESS', 'SUCCESS']);
    const summaries = nodes.map((n: any) => n.log.map((l: any) => l.message).find((m: string) => m.startsWith('Credits for')));
    expect(summaries.sort()).toEqual([
      'Credits for 2026-03: 3 subscription(s), 0 granted (0 credit(s)), 3 already granted, 0 failed.',
      'Credits for 2026-03: 3 subscription(s), 3 granted (12 credit(s)), 0 already granted, 0 failed.',
    ]);
    // A month that is none, and a front desk without automation.jobs.manage, are refused.
    const bad = await t.gql(run, { input: { month: '2026-13' } }, { token: admin, club: club.slug });
    expect(errorCode(bad.body)).toBe('VALIDATION_FAILED');
    const desk = await tokenFor(t, await t.make.staff({ club, staffRoles: ['FRONT_DESK'] }));
    expect(errorCode((await t.gql(run, { input: { month: '2026-03' } }, { token: desk, club: club.slug })).body)).toBe('PERMISSION_DENIED');
  });

  it("M10: at 23:30 UTC on 31 March the hourly start queues April's credits of an Amsterdam club, once", async () => {
    const club = await t.make.club({ slug: 'amsterdam', timeZone: 'Europe/Amsterdam' });
    const product = await t.make.subscriptionProduct({ club, classes: 8 });
    const sub = await t.make.accountSubscription(await t.make.member({ club }), product, { dateStart: '2026-01-01' });
    const start = () => MONTH_CREDITS_START_JOB.run(t.app, { id: 'start', clubId: null, data: undefined, attempt: 1, lastAttempt: true, log: async () => {} });
    t.clock.set(new Date('2026-03-31T23:30:00Z'));
    try {
      await start();
      await start();
      await t.runJobs();
    } finally {
      t.clock.set(new Date('2026-03-02T09:00:00Z'));
    }
    const runs = await t.app.db.selectFrom('recurringTaskRuns').select('period').where('clubId', '=', club.id).where('task', '=', 'subscriptions.month-credits').execute();
    expect(runs.map((r) => r.period).sort()).toEqual(['2026-04']);
    expect((await listSubscriptionCredits(t.app.db, club.id, sub.id)).map((c) => c.month)).toEqual(['2026-04']);
  });

  it('adds manual credits for staff with the right, with clear errors for bad input and others’ ids', async () => {
    const club = await t.make.defaultClub();
    const s = await subscriber(t, await t.make.subscriptionProduct({ classes: 2 }));
    const add = `mutation($input: CreateAccountSubscriptionCreditInput!) { createAccountSubscriptionCredit(input: $input) { accountSubscriptionCredit { kind month amount expiresOn } } }`;
    const input = (extra: Record<string, unknown> = {}) => ({ input: { accountSubscription: Buffer.from(`AccountSubscriptionNode:${s.subscription.id}`).toString('base64'), amount: 2, month: '2026-03', description: 'Makeup classes', ...extra } });
    const desk = await tokenFor(t, await t.make.staff({ staffRoles: ['FRONT_DESK'] }));
    const ok = await t.gql(add, input(), { token: desk });
    expect(ok.body.data?.createAccountSubscriptionCredit?.accountSubscriptionCredit).toEqual({ kind: 'MANUAL', month: '2026-03', amount: 2, expiresOn: '2026-03-31' });
    for (const [extra, field] of [[{ amount: 0 }, 'amount'], [{ amount: 100000 }, 'amount'], [{ month: '1999-12' }, 'month'], [{ description: '  ' }, 'description'], [{ description: 'x'.repeat(501) }, 'description']] as const) {
      const refused = await t.gql(add, input(extra), { token: desk });
      expect(errorCode(refused.body)).toBe('VALIDATION_FAILED');
      expect(Object.keys((refused.body.errors?.[0]?.extensions as { fields?: object }).fields ?? {})).toEqual([field]);
    }
    const elsewhere = await t.make.club();
    const foreign = await t.make.accountSubscription(await t.make.member({ club: elsewhere }), await t.make.subscriptionProduct({ club: elsewhere }), { dateStart: '2026-03-01' });
    expect(errorCode((await t.gql(add, input({ accountSubscription: Buffer.from(`AccountSubscriptionNode:${foreign.id}`).toString('base64') }), { token: desk })).body)).toBe('NOT_FOUND');
    const instructor = await tokenFor(t, await t.make.staff({ staffRoles: ['INSTRUCTOR'] }));
    expect(errorCode((await t.gql(add, input(), { token: instructor })).body)).toBe('PERMISSION_DENIED');
    expect(errorCode((await t.gql(add, input(), { token: s.token })).body)).toBe('PERMISSION_DENIED');
    expect((await listSubscriptionCredits(t.app.db, club.id, s.subscription.id)).map((c) => c.amount)).toEqual([2]);
  });
});
