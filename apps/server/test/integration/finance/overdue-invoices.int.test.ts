import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../src/modules/account-records/account.js';
import type { Club } from '../../../src/modules/clubs/club.js';
import { OVERDUE_INVOICES_JOB } from '../../../src/modules/finance/overdue-invoices.job.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { gid, tokenFor } from '../booking/booking-kit.js';
import { issuedInvoice, paymentMethods } from './ledger-kit.js';

// Overdue invoices and reminders (issue 22, test plan L5): the club is in Amsterdam (UTC+1 in March).
describe('overdue invoices', () => {
  let t: TestApp;
  let club: Club;
  let finance: string;
  let methods: Map<string, number>;

  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-03-02T09:00:00Z'), env: { ACCESS_TOKEN_TTL_SECONDS: String(10 * 365 * 24 * 3600) } });
    club = await t.make.defaultClub();
    finance = await tokenFor(t, await t.make.staff({ staffRoles: ['FINANCE'] }));
    methods = await paymentMethods(t, club);
  });
  afterAll(() => t.close());

  /** What the daily club tasks queue for the club: the overdue run, started `times` times and run by two workers at once. */
  async function runOverdueJob(times = 1) {
    const period = t.clock.now().toISOString().slice(0, 10);
    for (let i = 0; i < times; i++) await t.app.db.transaction().execute((trx) => t.app.jobs.enqueue(trx, OVERDUE_INVOICES_JOB, club.id, { period }));
    await Promise.all([t.runJobs(), t.runJobs()]);
  }
  const reminders = (account: Account) =>
    t.app.db.selectFrom('mailOutbox').select(['subject', 'textBody']).where('toAddress', '=', account.email).where('subject', 'like', 'Reminder:%').execute();
  const statusOf = async (id: number) => (await t.app.db.selectFrom('financeInvoices').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const at = (instant: string) => t.clock.set(new Date(instant));

  it('marks a SENT invoice past due OVERDUE on the club’s day and mails one reminder per step, however often it runs', async () => {
    const member = await t.make.member();
    const due = await issuedInvoice(t, club, member.id, [{ price: '60.00', quantity: '1', percentage: '21' }], { dateCreated: '2026-02-15', dateDue: '2026-03-01' });
    const dueToday = await issuedInvoice(t, club, member.id, [{ price: '60.00', quantity: '1', percentage: '21' }], { dateCreated: '2026-02-15', dateDue: '2026-03-02' });

    // 23:30 on 1 March in Amsterdam: not past due yet.
    at('2026-03-01T22:30:00Z');
    await runOverdueJob();
    expect(await statusOf(due)).toBe('SENT');
    // 00:30 on 2 March in Amsterdam (still 1 March in UTC): one day past due, the first step.
    at('2026-03-01T23:30:00Z');
    await runOverdueJob(2);
    expect([await statusOf(due), await statusOf(dueToday)]).toEqual(['OVERDUE', 'SENT']);

    // Later that day, started again: nothing new.
    at('2026-03-02T09:00:00Z');
    await runOverdueJob(2);
    await runOverdueJob();
    const first = await reminders(member);
    expect(first).toHaveLength(1);
    const { invoiceNumber } = await t.app.db.selectFrom('financeInvoices').select('invoiceNumber').where('id', '=', due).executeTakeFirstOrThrow();
    expect(first[0]!.subject).toBe(`Reminder: invoice ${invoiceNumber} at ${club.name} is overdue`);
    expect(first[0]!.textBody).toContain('was due on 2026-03-01 and € 60.00 of it is still open');

    // Fourteen days past due: the second step, once (and the other invoice's first).
    at('2026-03-15T09:00:00Z');
    await runOverdueJob(2);
    await runOverdueJob();
    expect(await reminders(member)).toHaveLength(3);
    const steps = await t.app.db.selectFrom('financeInvoiceReminders').select(['step', 'sentOn']).where('financeInvoiceId', '=', due).orderBy('step').execute();
    expect(steps).toEqual([
      { step: 1, sentOn: '2026-03-02' },
      { step: 14, sentOn: '2026-03-15' },
    ]);
    at('2026-03-02T09:00:00Z');
  });

  it('reminds on the club’s own steps (Settings → Finance)', async () => {
    const member = await t.make.member();
    const due = await issuedInvoice(t, club, member.id, [{ price: '25.00', quantity: '1', percentage: '21' }], { dateCreated: '2026-02-01', dateDue: '2026-02-01' });
    const admin = await tokenFor(t, await t.make.staff({ staffRoles: ['ADMIN'] }));
    const steps = (overdueReminderDays: number[]) =>
      t.gql(`mutation($input: UpdateClubFinanceSettingsInput!) { updateClubFinanceSettings(input: $input) { overdueReminderDays } }`, { input: { overdueReminderDays } }, { token: admin });
    expect((await steps([30, 60])).body.errors).toBeUndefined();
    try {
      // 29 days past due: before the club's first step.
      at('2026-03-02T09:00:00Z');
      await runOverdueJob();
      expect(await statusOf(due)).toBe('OVERDUE');
      expect(await reminders(member)).toEqual([]);
      at('2026-03-03T09:00:00Z');
      await runOverdueJob(2);
      expect(await t.app.db.selectFrom('financeInvoiceReminders').select(['step', 'sentOn']).where('financeInvoiceId', '=', due).execute()).toEqual([{ step: 30, sentOn: '2026-03-03' }]);
      expect(await reminders(member)).toHaveLength(1);
    } finally {
      await steps([1, 14]);
      at('2026-03-02T09:00:00Z');
    }
  });

  it('leaves paid invoices, credit notes, drafts and another club’s invoices alone', async () => {
    const member = await t.make.member();
    const paid = await issuedInvoice(t, club, member.id, [{ price: '10.00', quantity: '1', percentage: '0' }], { dateCreated: '2026-01-01', status: 'PAID' });
    await t.app.db.updateTable('financeInvoices').set({ paid: '10.00' }).where('id', '=', paid).execute();
    const creditNote = await issuedInvoice(t, club, member.id, [{ price: '10.00', quantity: '-1', percentage: '0' }], { dateCreated: '2026-01-01' });
    const draft = await issuedInvoice(t, club, member.id, [{ price: '10.00', quantity: '1', percentage: '0' }], { dateCreated: '2026-01-01', status: 'DRAFT' });
    const elsewhere = await t.make.club();
    const theirs = await issuedInvoice(t, elsewhere, (await t.make.member({ club: elsewhere })).id, [{ price: '10.00', quantity: '1', percentage: '0' }], { dateCreated: '2026-01-01' });
    await runOverdueJob();
    expect([await statusOf(paid), await statusOf(creditNote), await statusOf(draft), await statusOf(theirs)]).toEqual(['PAID', 'SENT', 'DRAFT', 'SENT']);
    expect(await reminders(member)).toEqual([]);
  });

  it('reopens a PAID invoice on a reversal by the one status rule: OVERDUE past its due date, SENT before it', async () => {
    const member = await t.make.member();
    const reverse = async (id: number) => {
      const record = (amount: string, reference: string) =>
        t.gql(`mutation P($input: RecordFinanceInvoicePaymentInput!) { recordFinanceInvoicePayment(input: $input) { financeInvoice { status } } }`, {
          input: { invoice: gid('FinanceInvoiceNode', id), amount, paymentMethod: gid('FinancePaymentMethodNode', methods.get('WIRE_TRANSFER')!), reference },
        }, { token: finance });
      expect((await record('30.00', `in-${id}`)).body.data.recordFinanceInvoicePayment.financeInvoice.status).toBe('PAID');
      return (await record('-30.00', `back-${id}`)).body.data.recordFinanceInvoicePayment.financeInvoice.status;
    };
    const past = await issuedInvoice(t, club, member.id, [{ price: '30.00', quantity: '1', percentage: '0' }], { dateCreated: '2026-02-01', dateDue: '2026-02-15' });
    const future = await issuedInvoice(t, club, member.id, [{ price: '30.00', quantity: '1', percentage: '0' }], { dateCreated: '2026-03-01', dateDue: '2026-03-15' });
    expect(await reverse(past)).toBe('OVERDUE');
    expect(await reverse(future)).toBe('SENT');
  });
});
