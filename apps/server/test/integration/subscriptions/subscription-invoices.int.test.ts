import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club } from '../../../src/modules/clubs/club.js';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { invoiceSubscriptionMonth, SUBSCRIPTION_INVOICE_RUN_START_JOB } from '../../../src/modules/subscriptions/index.js';
import { readInvoiceBatch } from '../../../src/modules/subscriptions/invoice-subscription-month.js';
import { subscriptionsRunningIn } from '../../../src/modules/subscription-records/index.js';
import { RUN_SLICE, runSubscriptionInvoices, SUBSCRIPTION_INVOICE_RUN, SUBSCRIPTION_INVOICE_RUN_JOB } from '../../../src/modules/subscriptions/subscription-invoice-run.job.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { directDebitSettings, mandateFor } from '../direct-debit/direct-debit-kit.js';
import { manySubscribers } from './subscription-kit.js';

const START = `mutation($month: String!) { startSubscriptionInvoiceRun(input: { month: $month }) { job { id name status log { message } } } }`;
const RUNS = `{ subscriptionInvoiceRuns(first: 20) { edges { node { id status log { message } } } } }`;
const CREDIT = `mutation($input: CreditFinanceInvoiceInput!) { creditFinanceInvoice(input: $input) { creditNote { id } } }`;
const FEE_PER = `mutation($per: RegistrationFeePer!) { updateClubSubscriptionSettings(input: { subscriptionRunDay: 1, subscriptionGraceDays: 14, pauseNoticeDays: 0, registrationFeePer: $per }) { registrationFeePer } }`;
const BUILD = `mutation { buildDirectDebitBatch(input: {}) { batch { items { endToEndId amount mandateReference } } leftOut { invoiceNumber reason } } }`;

// The monthly subscription invoices (test plan M1, M3, M4, M9; domain notes "Monthly jobs"), through the run staff start.
describe('monthly subscription invoices', () => {
  let t: TestApp;
  let club: Club;
  let admin: string;
  const as = (token: string) => (query: string, variables: Record<string, unknown> = {}) => t.gql(query, variables, { token }).then((r): any => r.body);

  /** Starts the month's run as staff and runs the queued jobs, as the worker would. */
  async function runMonth(month: string) {
    const answer = await as(admin)(START, { month });
    expect(answer.errors).toBeUndefined();
    await t.runJobs();
    return answer.data.startSubscriptionInvoiceRun.job;
  }

  /** The subscription's invoice lines with their invoices, oldest first. */
  const linesOf = (accountSubscriptionId: number) =>
    t.app.db
      .selectFrom('financeInvoiceItems as it')
      .innerJoin('financeInvoices as i', 'i.id', 'it.financeInvoiceId')
      .select(['it.productName', 'it.description', 'it.price', 'it.subscriptionMonth', 'it.registrationFee', 'it.taxPercentage', 'it.glAccountCode', 'i.status', 'i.invoiceNumber', 'i.total', 'i.financeInvoiceGroupId', 'i.financePaymentMethodId', 'i.id as invoiceId', 'it.id as itemId'])
      .where('it.accountSubscriptionId', '=', accountSubscriptionId)
      .orderBy('it.id')
      .execute();

  const monthLines = async (id: number) => (await linesOf(id)).filter((l) => !l.registrationFee).map((l) => [l.subscriptionMonth, l.price]);

  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-03-02T09:00:00Z') });
    club = await t.make.defaultClub();
    admin = (await t.make.session(await t.make.staff({ staffRoles: ['ADMIN'] }))).token;
  });
  afterAll(() => t.close());

  it('prorates by billable days through the run: 17 March, leap years, a stop on the 10th, pauses (M1)', async () => {
    const product = await t.make.subscriptionProduct({ name: 'Unlimited monthly', unlimited: true, classes: 0, price: '60.00' });
    const sub = async (dateStart: string, dateEnd: string | null = null) => t.make.accountSubscription(await t.make.member(), product, { dateStart, dateEnd });
    const march17 = await sub('2026-03-17');
    const stopped = await sub('2026-01-01', '2026-04-10');
    const leap = await sub('2028-02-15');
    const common = await sub('2027-02-15');
    const paused = await sub('2026-03-01');
    await t.app.db
      .insertInto('accountSubscriptionPauses')
      .values([
        { clubId: club.id, accountSubscriptionId: paused.id, dateStart: '2026-03-05', dateEnd: '2026-03-07' },
        { clubId: club.id, accountSubscriptionId: paused.id, dateStart: '2026-03-20', dateEnd: '2026-03-21' },
      ])
      .execute();

    for (const month of ['2026-03', '2026-04', '2027-02', '2028-02']) await runMonth(month);

    const [line] = await linesOf(march17.id);
    expect(line).toMatchObject({ productName: 'Unlimited monthly March 2026', description: '15 of 31 days', price: '29.03', status: 'SENT', subscriptionMonth: '2026-03' });
    expect(line!.invoiceNumber).toMatch(/^INV/);
    expect(await monthLines(march17.id)).toEqual([['2026-03', '29.03'], ['2026-04', '60.00'], ['2027-02', '60.00'], ['2028-02', '60.00']]);
    expect(await monthLines(stopped.id)).toEqual([['2026-03', '60.00'], ['2026-04', '20.00']]);
    expect(await monthLines(leap.id)).toEqual([['2028-02', '31.03']]);
    expect(await monthLines(common.id)).toEqual([['2027-02', '30.00'], ['2028-02', '60.00']]);
    // Two pauses in one month are both left out: 26 of 31 days.
    expect((await linesOf(paused.id))[0]).toMatchObject({ price: '50.32', description: '26 of 31 days' });
    const billed = await t.app.db.selectFrom('accountSubscriptionInvoicedMonths').select(['month', 'billedDays', 'automationJobId']).where('accountSubscriptionId', '=', march17.id).orderBy('month').execute();
    expect(billed.map((b) => [b.month, b.billedDays])).toEqual([['2026-03', 15], ['2026-04', 30], ['2027-02', 28], ['2028-02', 29]]);
    expect(billed[0]!.automationJobId).not.toBeNull();
  });

  it('bills a month at the price of its first billable day, a kept price, and skips a month priced 0 (M3)', async () => {
    const product = await t.make.subscriptionProduct({ name: 'Twice a week', price: null });
    await t.app.db
      .insertInto('organizationSubscriptionPrices')
      .values([
        { clubId: club.id, organizationSubscriptionId: product.id, price: '50.00', dateStart: '2026-01-01', dateEnd: '2026-04-30' },
        { clubId: club.id, organizationSubscriptionId: product.id, price: '65.00', dateStart: '2026-05-01' },
      ])
      .execute();
    const plain = await t.make.accountSubscription(await t.make.member(), product, { dateStart: '2026-04-01' });
    const kept = await t.make.accountSubscription(await t.make.member(), product, { dateStart: '2026-04-01', priceOverride: '45.00' });
    await t.app.db.insertInto('accountSubscriptionMonthPrices').values({ clubId: club.id, accountSubscriptionId: kept.id, month: '2026-06', price: '0.00' }).execute();
    for (const month of ['2026-04', '2026-05', '2026-06']) await runMonth(month);
    expect(await monthLines(plain.id)).toEqual([['2026-04', '50.00'], ['2026-05', '65.00'], ['2026-06', '65.00']]);
    expect(await monthLines(kept.id)).toEqual([['2026-04', '45.00'], ['2026-05', '45.00']]);
  });

  it('charges the registration fee once per account, again only after the first was credited (M4)', async () => {
    const product = await t.make.subscriptionProduct({ name: 'Fee monthly', price: '60.00', registrationFee: '25.00' });
    const member = await t.make.member();
    const first = await t.make.accountSubscription(member, product, { dateStart: '2026-07-01' });
    await runMonth('2026-07');
    const lines = await linesOf(first.id);
    expect(lines.map((l) => [l.productName, l.price, l.registrationFee])).toEqual([['Fee monthly July 2026', '60.00', false], ['Registration fee', '25.00', true]]);
    expect(lines[0]!.invoiceId).toBe(lines[1]!.invoiceId);
    expect(lines[0]!.total).toBe('85.00');

    // A second subscription of the same account pays no second fee, and neither does the next month.
    const second = await t.make.accountSubscription(member, product, { dateStart: '2026-08-01' });
    await runMonth('2026-08');
    expect((await linesOf(second.id)).map((l) => l.registrationFee)).toEqual([false]);
    expect((await linesOf(first.id)).filter((l) => l.registrationFee)).toHaveLength(1);

    // The member leaves; the fee credited, it is charged again when they come back.
    await t.app.db.updateTable('accountSubscriptions').set({ dateEnd: '2026-08-31' }).where('id', 'in', [first.id, second.id]).execute();
    const feeLine = lines[1]!;
    const credit = await as(admin)(CREDIT, {
      input: { invoice: encodeGlobalID('FinanceInvoiceNode', feeLine.invoiceId), lines: [{ item: encodeGlobalID('FinanceInvoiceItemNode', feeLine.itemId), quantity: '1' }] },
    });
    expect(credit.errors).toBeUndefined();
    const third = await t.make.accountSubscription(member, product, { dateStart: '2026-09-01' });
    await runMonth('2026-09');
    expect((await linesOf(third.id)).map((l) => [l.productName, l.registrationFee])).toEqual([['Fee monthly September 2026', false], ['Registration fee', true]]);
  });

  it('charges the fee per subscription when the club says so', async () => {
    const perSub = await t.make.club({ slug: 'persub', name: 'Per Sub' });
    await t.app.db.updateTable('clubs').set({ registrationFeePer: 'SUBSCRIPTION' }).where('id', '=', perSub.id).execute();
    const product = await t.make.subscriptionProduct({ club: perSub, price: '40.00', registrationFee: '10.00' });
    const member = await t.make.member({ club: perSub });
    const a = await t.make.accountSubscription(member, product, { dateStart: '2026-03-01' });
    const b = await t.make.accountSubscription(member, product, { dateStart: '2026-03-01' });
    const fresh = (await t.app.db.selectFrom('clubs').selectAll().where('id', '=', perSub.id).executeTakeFirstOrThrow()) as Club;
    await runSubscriptionInvoices(t.app, fresh, '2026-03', { id: crypto.randomUUID(), log: async () => {} });
    expect((await linesOf(a.id)).map((l) => l.registrationFee)).toEqual([false, true]);
    expect((await linesOf(b.id)).map((l) => l.registrationFee)).toEqual([false, true]);
  });

  it('skips archived accounts and months without billable days, and logs the counts', async () => {
    const product = await t.make.subscriptionProduct({ price: '30.00' });
    const archived = await t.make.accountSubscription(await t.make.member({ active: false }), product, { dateStart: '2026-10-01' });
    const pausedAll = await t.make.accountSubscription(await t.make.member(), product, { dateStart: '2026-10-01' });
    await t.app.db.insertInto('accountSubscriptionPauses').values({ clubId: club.id, accountSubscriptionId: pausedAll.id, dateStart: '2026-10-01', dateEnd: '2026-10-31' }).execute();
    const job = await runMonth('2026-10');
    expect(await linesOf(archived.id)).toEqual([]);
    expect(await linesOf(pausedAll.id)).toEqual([]);
    const runs = (await as(admin)(RUNS)).data.subscriptionInvoiceRuns.edges.map((e: any) => e.node);
    const run = runs.find((r: any) => r.id === job.id);
    expect(run.status).toBe('SUCCESS');
    expect(run.log.map((l: any) => l.message).find((m: string) => m.startsWith('October'))).toMatch(/^October 2026: \d+ subscription\(s\), \d+ invoiced, \d+ skipped \(.*1 archived account.*1 no billable days.*\), 0 failed\.$/);
  });

  it('invoices each subscription once when two runs go at once, and a rerun completes a run that died half-way (M9)', async () => {
    const product = await t.make.subscriptionProduct({ price: '60.00' });
    const subs = [];
    for (let i = 0; i < 6; i += 1) subs.push(await t.make.accountSubscription(await t.make.member(), product, { dateStart: '2026-11-01' }));
    // Half-way: three subscriptions invoiced, then the process died.
    for (const sub of subs.slice(0, 3)) await t.app.db.transaction().execute((trx) => invoiceSubscriptionMonth(trx, t.app, club, sub.id, '2026-11'));
    const job = { id: crypto.randomUUID(), log: async () => {} };
    await Promise.all([runSubscriptionInvoices(t.app, club, '2026-11', job), runSubscriptionInvoices(t.app, club, '2026-11', job)]);
    await runMonth('2026-11');
    for (const sub of subs) expect(await monthLines(sub.id)).toEqual([['2026-11', '60.00']]);
  });

  it('logs a member who cannot be invoiced and goes on with the others', async () => {
    const noPrice = await t.make.subscriptionProduct({ name: 'Unpriced', price: null });
    const priced = await t.make.subscriptionProduct({ price: '20.00' });
    const failing = await t.make.accountSubscription(await t.make.member(), noPrice, { dateStart: '2026-12-01' });
    const fine = await t.make.accountSubscription(await t.make.member(), priced, { dateStart: '2026-12-01' });
    const job = await runMonth('2026-12');
    expect(await linesOf(failing.id)).toEqual([]);
    expect(await monthLines(fine.id)).toEqual([['2026-12', '20.00']]);
    const run = (await as(admin)(RUNS)).data.subscriptionInvoiceRuns.edges.map((e: any) => e.node).find((r: any) => r.id === job.id);
    expect(run.log.map((l: any) => l.message)).toContain(`Subscription ${failing.id} not invoiced: Unpriced has no price on 2026-12-01.`);
  });

  it('lands a direct-debit subscription invoice in the next collection batch on the subscription’s mandate', async () => {
    await directDebitSettings(t, club);
    const member = await t.make.member({ firstName: 'Dora', lastName: 'Debit' });
    const mandate = await mandateFor(t, club, member, 'KIAI-SUB-DORA');
    const method = await t.app.db.selectFrom('financePaymentMethods').select('id').where('clubId', '=', club.id).where('code', '=', 'DIRECT_DEBIT').executeTakeFirstOrThrow();
    const product = await t.make.subscriptionProduct({ price: '60.00' });
    const sub = await t.make.accountSubscription(member, product, { dateStart: '2026-03-01', financePaymentMethodId: method.id, directDebitMandateId: mandate.id });
    await runMonth('2026-03');
    const [line] = await linesOf(sub.id);
    expect(line!.financePaymentMethodId).toBe(method.id);
    // The batch takes invoices due by its collection date: a month later the invoice is due.
    t.clock.set(new Date('2026-04-20T09:00:00Z'));
    const finance = (await t.make.session(await t.make.staff({ staffRoles: ['FINANCE'] }))).token;
    const built = await as(finance)(BUILD);
    expect(built.errors).toBeUndefined();
    const items = built.data.buildDirectDebitBatch.batch.items;
    expect(items).toContainEqual({ endToEndId: line!.invoiceNumber, amount: '60.00', mandateReference: 'KIAI-SUB-DORA' });
    t.clock.set(new Date('2026-03-02T09:00:00Z'));
  });

  it('refuses a bad month and staff without the right, and shows no other club its runs', async () => {
    expect((await as(admin)(START, { month: '2026-13' })).errors[0]).toMatchObject({ extensions: { code: 'VALIDATION_FAILED' } });
    expect((await as(admin)(START, { month: '1999-12' })).errors[0]).toMatchObject({ extensions: { code: 'VALIDATION_FAILED' } });
    for (const role of ['FRONT_DESK', 'INSTRUCTOR'] as const) {
      const token = (await t.make.session(await t.make.staff({ staffRoles: [role] }))).token;
      expect((await as(token)(START, { month: '2026-03' })).errors[0]).toMatchObject({ extensions: { code: 'PERMISSION_DENIED' } });
    }
    const member = (await t.make.session(await t.make.member())).token;
    expect((await as(member)(RUNS)).errors[0]).toMatchObject({ extensions: { code: 'PERMISSION_DENIED' } });
    const other = await t.make.club({ slug: 'otherclub', name: 'Other' });
    const otherAdmin = (await t.make.session(await t.make.staff({ club: other, staffRoles: ['ADMIN'] }))).token;
    const answer = await t.gql(RUNS, {}, { token: otherAdmin, club: other.slug });
    expect(answer.body.data.subscriptionInvoiceRuns.edges).toEqual([]);
  });

  it('starts each club’s run on its own once its local date reaches the run day, once per month', async () => {
    const early = await t.make.club({ slug: 'runday', name: 'Run Day', timeZone: 'Pacific/Auckland' });
    await t.app.db.updateTable('clubs').set({ subscriptionRunDay: 3 }).where('id', '=', early.id).execute();
    const product = await t.make.subscriptionProduct({ club: early, price: '10.00' });
    const sub = await t.make.accountSubscription(await t.make.member({ club: early }), product, { dateStart: '2026-03-01' });
    const start = () => SUBSCRIPTION_INVOICE_RUN_START_JOB.run(t.app, { id: crypto.randomUUID(), clubId: null, data: undefined, attempt: 1, lastAttempt: true, log: async () => {} });
    // 2 March 09:00 UTC is 2 March 22:00 in Auckland: not yet.
    await start();
    await t.runJobs();
    expect(await linesOf(sub.id)).toEqual([]);
    // 2 March 12:00 UTC is 3 March 01:00 in Auckland: the run day has come there.
    t.clock.set(new Date('2026-03-02T12:00:00Z'));
    await start();
    await start();
    await t.runJobs();
    expect(await monthLines(sub.id)).toEqual([['2026-03', '10.00']]);
    const claims = await t.app.db.selectFrom('recurringTaskRuns').select('period').where('clubId', '=', early.id).where('task', '=', 'subscriptions.monthly-invoices').execute();
    expect(claims).toEqual([{ period: '2026-03' }]);
    t.clock.set(new Date('2026-03-02T09:00:00Z'));
  });

  /** A run called directly, its log lines kept as the job's log receives them (a slice's in one call). */
  function loggedJob(id: string = crypto.randomUUID(), onLog: (lines: readonly string[]) => Promise<void> = async () => {}) {
    const writes: (readonly string[])[] = [];
    return {
      writes,
      job: {
        id,
        log: async (message: string | readonly string[]) => {
          const lines = typeof message === 'string' ? [message] : message;
          writes.push(lines);
          await onLog(lines);
        },
      },
    };
  }

  it('charges one account’s fee once when its two subscriptions are in one slice with others, run a few at once (M4)', async () => {
    const feeClub = await t.make.club({ slug: 'feeslice', name: 'Fee Slice' });
    const product = await t.make.subscriptionProduct({ club: feeClub, price: '40.00', registrationFee: '15.00' });
    const twice = await t.make.member({ club: feeClub });
    const subs = [];
    // The account's two subscriptions first in the slice, so they would start together, then others' that go beside them.
    const a = await t.make.accountSubscription(twice, product, { dateStart: '2027-03-01' });
    const b = await t.make.accountSubscription(twice, product, { dateStart: '2027-03-01' });
    for (let i = 0; i < 6; i += 1) subs.push(await t.make.accountSubscription(await t.make.member({ club: feeClub }), product, { dateStart: '2027-03-01' }));
    const { job, writes } = loggedJob();
    expect(await runSubscriptionInvoices(t.app, feeClub, '2027-03', job)).toBe('March 2027: 8 subscription(s), 8 invoiced, 0 skipped, 0 failed.');
    const fees = [...(await linesOf(a.id)), ...(await linesOf(b.id))].filter((l) => l.registrationFee);
    expect(fees).toHaveLength(1);
    for (const sub of subs) expect((await linesOf(sub.id)).map((l) => l.registrationFee)).toEqual([false, true]);
    // One write for the slice: a line per invoice, in the subscriptions' order, two of them without the fee.
    expect(writes).toHaveLength(1);
    expect(writes[0]!.map((line) => Number(/^Subscription (\d+):/.exec(line)![1]))).toEqual([a, b, ...subs].map((s) => s.id));
    expect(writes[0]!.filter((line) => line.endsWith('(with the registration fee).'))).toHaveLength(7);
    // Numbers stay gapless: eight invoices, eight numbers one after the other.
    const numbers = await t.app.db
      .selectFrom('financeInvoices')
      .select('invoiceNumber')
      .where('clubId', '=', feeClub.id)
      .where('status', '=', 'SENT')
      .orderBy('invoiceNumber')
      .execute();
    const sequence = numbers.map((n) => Number(/(\d+)$/.exec(n.invoiceNumber!)![1]));
    expect(sequence).toEqual(Array.from({ length: 8 }, (_, i) => sequence[0]! + i));
  });

  it('skips and logs a member that fails mid-slice and invoices the rest, with exact counts', async () => {
    const mixed = await t.make.club({ slug: 'midslice', name: 'Mid Slice' });
    const priced = await t.make.subscriptionProduct({ club: mixed, price: '25.00' });
    const unpriced = await t.make.subscriptionProduct({ club: mixed, name: 'No price', price: null });
    const before = await t.make.accountSubscription(await t.make.member({ club: mixed }), priced, { dateStart: '2027-04-01' });
    const failing = await t.make.accountSubscription(await t.make.member({ club: mixed }), unpriced, { dateStart: '2027-04-01' });
    const after = [];
    for (let i = 0; i < 4; i += 1) after.push(await t.make.accountSubscription(await t.make.member({ club: mixed }), priced, { dateStart: '2027-04-01' }));
    const { job, writes } = loggedJob();
    expect(await runSubscriptionInvoices(t.app, mixed, '2027-04', job)).toBe('April 2027: 6 subscription(s), 5 invoiced, 0 skipped, 1 failed.');
    expect(await linesOf(failing.id)).toEqual([]);
    for (const sub of [before, ...after]) expect(await monthLines(sub.id)).toEqual([['2027-04', '25.00']]);
    expect(writes.flat()).toContain(`Subscription ${failing.id} not invoiced: No price has no price on 2027-04-01.`);
    expect(writes.flat()).toHaveLength(6);
    // Its rolled-back transaction left nothing half-done: no draft, no invoiced month.
    expect(await t.app.db.selectFrom('accountSubscriptionInvoicedMonths').select('month').where('accountSubscriptionId', '=', failing.id).execute()).toEqual([]);
    expect(await t.app.db.selectFrom('financeInvoices').select('id').where('clubId', '=', mixed.id).where('status', '=', 'DRAFT').execute()).toEqual([]);
  });

  it('stops between slices once revoked, and a new run invoices the rest (R4)', async () => {
    const many = await t.make.club({ slug: 'revokeslice', name: 'Revoke Slice' });
    const product = await t.make.subscriptionProduct({ club: many, price: '12.00' });
    await manySubscribers(t.app.db, many, product, RUN_SLICE + 1, '2027-05-01');
    const id = await t.app.db.transaction().execute((trx) => t.app.jobs.enqueue(trx, SUBSCRIPTION_INVOICE_RUN_JOB, many.id, { month: '2027-05' }));
    // Staff revoke the job while its first slice is written.
    const revoking = loggedJob(id, () => t.app.db.transaction().execute((trx) => t.app.jobs.cancel(trx, SUBSCRIPTION_INVOICE_RUN, id)));
    expect(await runSubscriptionInvoices(t.app, many, '2027-05', revoking.job)).toBe(
      `May 2027: revoked after ${RUN_SLICE} of ${RUN_SLICE + 1} subscription(s), ${RUN_SLICE} invoiced, 0 skipped, 0 failed; a new run invoices the rest.`,
    );
    expect(revoking.writes.flat()).toHaveLength(RUN_SLICE);
    const rerun = loggedJob();
    expect(await runSubscriptionInvoices(t.app, many, '2027-05', rerun.job)).toBe(`May 2027: ${RUN_SLICE + 1} subscription(s), 1 invoiced, ${RUN_SLICE} skipped (${RUN_SLICE} invoiced already), 0 failed.`);
    const billed = await t.app.db.selectFrom('accountSubscriptionInvoicedMonths').select('accountSubscriptionId').where('clubId', '=', many.id).execute();
    expect(billed).toHaveLength(RUN_SLICE + 1);
  });
  it('bills an account’s fee once when a second run read its batch before the first billed it (M4 race)', async () => {
    const raceClub = await t.make.club({ slug: 'feerace', name: 'Fee Race' });
    const product = await t.make.subscriptionProduct({ club: raceClub, price: '40.00', registrationFee: '15.00' });
    const member = await t.make.member({ club: raceClub });
    const a = await t.make.accountSubscription(member, product, { dateStart: '2027-06-01' });
    const b = await t.make.accountSubscription(member, product, { dateStart: '2027-06-01' });
    // Two runs of June read their batches before either invoiced: to each, the account's fee looks due.
    const running = await subscriptionsRunningIn(t.app.db, raceClub.id, '2027-06');
    const [first, second] = [await readInvoiceBatch(t.app.db, raceClub, running), await readInvoiceBatch(t.app.db, raceClub, running)];
    // The first run bills a with the fee; the second, with its stale batch, gets to b.
    const billedA = await t.app.db.transaction().execute((trx) => invoiceSubscriptionMonth(trx, t.app, raceClub, a.id, '2027-06', undefined, first));
    const billedB = await t.app.db.transaction().execute((trx) => invoiceSubscriptionMonth(trx, t.app, raceClub, b.id, '2027-06', undefined, second));
    expect([billedA, billedB]).toMatchObject([
      { outcome: 'INVOICED', registrationFee: true, total: '55.00' },
      { outcome: 'INVOICED', registrationFee: false, total: '40.00' },
    ]);
    expect([...(await linesOf(a.id)), ...(await linesOf(b.id))].filter((l) => l.registrationFee)).toHaveLength(1);
  });

  it('bills each account’s fee once when two runs of a month go at once (M4, M9)', async () => {
    const raceClub = await t.make.club({ slug: 'feeraces', name: 'Fee Races' });
    const product = await t.make.subscriptionProduct({ club: raceClub, price: '40.00', registrationFee: '15.00' });
    const members = [];
    for (let i = 0; i < 4; i += 1) {
      const member = await t.make.member({ club: raceClub });
      members.push([await t.make.accountSubscription(member, product, { dateStart: '2027-07-01' }), await t.make.accountSubscription(member, product, { dateStart: '2027-07-01' })]);
    }
    const results = await Promise.all([loggedJob(), loggedJob()].map(({ job }) => runSubscriptionInvoices(t.app, raceClub, '2027-07', job)));
    // Between them, the two runs invoiced each subscription once.
    const invoiced = results.map((r) => Number(/, (\d+) invoiced/.exec(r)![1]));
    expect(invoiced[0]! + invoiced[1]!).toBe(8);
    for (const [a, b] of members) {
      expect([...(await monthLines(a!.id)), ...(await monthLines(b!.id))]).toEqual([['2027-07', '40.00'], ['2027-07', '40.00']]);
      expect([...(await linesOf(a!.id)), ...(await linesOf(b!.id))].filter((l) => l.registrationFee)).toHaveLength(1);
    }
  });

  it('charges the fee per subscription once staff set it so: each subscription’s first invoice, again only where credited, once when two months run at once', async () => {
    const perSub = await t.make.club({ slug: 'persubsetting', name: 'Per Sub Setting' });
    const staff = (await t.make.session(await t.make.staff({ club: perSub, staffRoles: ['ADMIN'] }))).token;
    const set = await t.gql(FEE_PER, { per: 'SUBSCRIPTION' }, { token: staff, club: perSub.slug });
    expect(set.body).toEqual({ data: { updateClubSubscriptionSettings: { registrationFeePer: 'SUBSCRIPTION' } } });
    const fresh = async () => (await t.app.db.selectFrom('clubs').selectAll().where('id', '=', perSub.id).executeTakeFirstOrThrow()) as Club;
    const product = await t.make.subscriptionProduct({ club: perSub, price: '31.00', registrationFee: '10.00' });
    const member = await t.make.member({ club: perSub });
    const a = await t.make.accountSubscription(member, product, { dateStart: '2027-08-01' });
    const b = await t.make.accountSubscription(member, product, { dateStart: '2027-08-01' });
    // August and September run at once for two new subscriptions: each subscription's fee is billed once, in either month.
    await Promise.all(['2027-08', '2027-09'].map(async (month) => runSubscriptionInvoices(t.app, await fresh(), month, loggedJob().job)));
    for (const sub of [a, b]) {
      expect((await monthLines(sub.id)).sort()).toEqual([['2027-08', '31.00'], ['2027-09', '31.00']]);
      expect((await linesOf(sub.id)).filter((l) => l.registrationFee).map((l) => l.price)).toEqual(['10.00']);
    }
    // a's fee credited: a's next invoice carries it again, b's does not.
    const feeOfA = (await linesOf(a.id)).find((l) => l.registrationFee)!;
    const credited = await t.gql(
      CREDIT,
      { input: { invoice: encodeGlobalID('FinanceInvoiceNode', feeOfA.invoiceId), lines: [{ item: encodeGlobalID('FinanceInvoiceItemNode', feeOfA.itemId), quantity: '1' }] } },
      { token: staff, club: perSub.slug },
    );
    expect(credited.body.errors).toBeUndefined();
    await runSubscriptionInvoices(t.app, await fresh(), '2027-10', loggedJob().job);
    /** Which lines of the subscription's invoice for the month are fees. */
    const feesOnInvoiceOf = async (id: number, month: string) => {
      const lines = await linesOf(id);
      const monthLine = lines.find((l) => l.subscriptionMonth === month)!;
      return lines.filter((l) => l.invoiceId === monthLine.invoiceId).map((l) => l.registrationFee);
    };
    expect(await feesOnInvoiceOf(a.id, '2027-10')).toEqual([false, true]);
    expect(await feesOnInvoiceOf(b.id, '2027-10')).toEqual([false]);
    // Back to once per account: a third subscription of the member has none, the account's fee being charged.
    expect((await t.gql(FEE_PER, { per: 'ACCOUNT' }, { token: staff, club: perSub.slug })).body.errors).toBeUndefined();
    const c = await t.make.accountSubscription(member, product, { dateStart: '2027-11-01' });
    await runSubscriptionInvoices(t.app, await fresh(), '2027-11', loggedJob().job);
    expect(await feesOnInvoiceOf(c.id, '2027-11')).toEqual([false]);
  });
});
