import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club } from '../../../src/modules/clubs/club.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { issuedInvoice } from '../finance/ledger-kit.js';

const HOUR_MS = 60 * 60_000;

// Issue 22: each club's daily tasks (the overdue run among them) start soon after its own midnight, once per club
// and day, also when two servers start them. In early March 2026 Amsterdam is UTC+1, Los Angeles UTC−8 and
// Auckland UTC+13.
describe('the daily club tasks on each club’s own date', () => {
  let t: TestApp;
  let amsterdam: Club;
  let losAngeles: Club;
  let auckland: Club;

  beforeAll(async () => {
    // 00:15 on 2 March in Amsterdam, 15:15 on 1 March in Los Angeles, 12:15 on 2 March in Auckland.
    t = await createTestApp({ now: new Date('2026-03-01T23:15:00Z') });
    amsterdam = await t.make.club({ slug: 'tasks-amsterdam', timeZone: 'Europe/Amsterdam' });
    losAngeles = await t.make.club({ slug: 'tasks-los-angeles', timeZone: 'America/Los_Angeles' });
    auckland = await t.make.club({ slug: 'tasks-auckland', timeZone: 'Pacific/Auckland' });
  });
  afterAll(() => t.close());

  /** pg-boss's cron slot at a quarter past the hour, started by two servers and run by two workers at once. */
  async function cronSlot() {
    await t.app.jobs.boss.send('clubs.daily-tasks', { clubId: null, data: {} });
    await t.app.jobs.boss.send('clubs.daily-tasks', { clubId: null, data: {} });
    await Promise.all([t.runJobs(), t.runJobs()]);
  }
  const statusOf = async (id: number) => (await t.app.db.selectFrom('financeInvoices').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it('starts each club’s day at the first quarter past after its midnight, once, and the overdue run marks on the club’s date', async () => {
    const member = await t.make.member({ club: losAngeles });
    const dueFirstOfMarch = await issuedInvoice(t, losAngeles, member.id, [{ price: '40.00', quantity: '1', percentage: '21' }], { dateCreated: '2026-02-15', dateDue: '2026-03-01' });
    const statuses: Record<string, string> = {};
    for (let slot = 0; slot <= 24; slot++) {
      await cronSlot();
      statuses[t.clock.now().toISOString().slice(11, 16)] = await statusOf(dueFirstOfMarch);
      t.clock.advance(HOUR_MS);
    }
    const days = await t.app.db
      .selectFrom('recurringTaskRuns')
      .select(['clubId', 'period', 'doneAt'])
      .where('task', '=', 'clubs.daily-tasks')
      .orderBy('doneAt')
      .orderBy('clubId')
      .execute();
    const name = new Map([[amsterdam.id, 'Amsterdam'], [losAngeles.id, 'Los Angeles'], [auckland.id, 'Auckland']]);
    expect(days.filter((d) => name.has(d.clubId)).map((d) => [name.get(d.clubId), d.period, d.doneAt.toISOString()])).toEqual([
      ['Amsterdam', '2026-03-02', '2026-03-01T23:15:00.000Z'],
      ['Los Angeles', '2026-03-01', '2026-03-01T23:15:00.000Z'],
      ['Auckland', '2026-03-02', '2026-03-01T23:15:00.000Z'],
      // 00:15 on 2 March in Los Angeles, 00:15 on 3 March in Auckland and in Amsterdam.
      ['Los Angeles', '2026-03-02', '2026-03-02T08:15:00.000Z'],
      ['Auckland', '2026-03-03', '2026-03-02T11:15:00.000Z'],
      ['Amsterdam', '2026-03-03', '2026-03-02T23:15:00.000Z'],
    ]);
    // Each club's tasks were queued once per day, though every slot was started twice.
    for (const club of [amsterdam, losAngeles, auckland]) {
      const overdueRuns = await t.app.db.selectFrom('automationJobs').select('id').where('clubId', '=', club.id).where('name', '=', 'finance.overdue-invoices').execute();
      expect(overdueRuns).toHaveLength(2);
    }
    // Due on 1 March in Los Angeles: still SENT at 23:15 there (07:15 UTC), OVERDUE at its 00:15 on 2 March (08:15 UTC),
    // not at 19:15 as a run at 03:15 UTC would have it.
    expect([statuses['07:15'], statuses['08:15']]).toEqual(['SENT', 'OVERDUE']);
  });

  it('makes up a club’s day at the next slot when the slot after its midnight was missed', async () => {
    // 2 March 23:15 UTC was Amsterdam's slot for 3 March (claimed above); skip to 4 March 02:15 in Amsterdam.
    t.clock.set(new Date('2026-03-04T01:15:00Z'));
    await cronSlot();
    const claimed = await t.app.db.selectFrom('recurringTaskRuns').select('period').where('task', '=', 'clubs.daily-tasks').where('clubId', '=', amsterdam.id).orderBy('period').execute();
    expect(claimed.map((r) => r.period)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
  });
});
