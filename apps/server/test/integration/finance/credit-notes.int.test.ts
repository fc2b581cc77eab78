import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../src/modules/account-records/account.js';
import type { Club } from '../../../src/modules/clubs/club.js';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp-server.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { gid, tokenFor } from '../booking/booking-kit.js';
import { deliver, orderFor, payment } from './finance-kit.js';
import { issuedInvoice, paymentMethods } from './ledger-kit.js';

const CREDIT = `mutation Credit($input: CreditFinanceInvoiceInput!) {
  creditFinanceInvoice(input: $input) {
    creditNote { id invoiceNumber status summary dateCreated dateDue subtotal tax total paid balance isCreditNote
      creditedInvoice { id invoiceNumber }
      items { edges { node { id productName quantity price taxPercentage taxRateType subtotal tax total } } }
      payments { amount date paymentMethod } }
    original { id status paid balance creditNotes { invoiceNumber } creditableLines { item { id } quantity } payments { amount paymentMethod } }
  }
}`;
const TAX = `query Tax($from: Date!, $to: Date!) {
  financeTaxSummary(dateFrom: $from, dateTo: $to) { rates { percentage rateType amounts { base tax total } } totals { base tax total } }
}`;

// Credit notes (issue 22, test plan L3): the clock is Monday 2 March 2026, 10:00 in Amsterdam.
describe('credit notes', () => {
  let t: TestApp;
  let club: Club;
  let member: Account;
  let finance: string;
  let methods: Map<string, number>;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, ACCESS_TOKEN_TTL_SECONDS: String(10 * 365 * 24 * 3600) } });
    club = await t.make.defaultClub();
    member = await t.make.member();
    finance = await tokenFor(t, await t.make.staff({ staffRoles: ['FINANCE'] }));
    methods = await paymentMethods(t, club);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const credit = (input: Record<string, unknown>, token = finance) => t.gql(CREDIT, { input }, { token });
  const itemIds = async (invoiceId: number) =>
    (await t.app.db.selectFrom('financeInvoiceItems').select('id').where('financeInvoiceId', '=', invoiceId).orderBy('sortOrder').execute()).map((r) => gid('FinanceInvoiceItemNode', r.id));
  const pay = (invoiceId: number, amount: string) =>
    t.gql(`mutation P($input: RecordFinanceInvoicePaymentInput!) { recordFinanceInvoicePayment(input: $input) { recorded } }`, {
      input: { invoice: gid('FinanceInvoiceNode', invoiceId), amount, paymentMethod: gid('FinancePaymentMethodNode', methods.get('CASH')!) },
    }, { token: finance });
  const invoiceCount = async () => Number((await t.app.db.selectFrom('financeInvoices').select((eb) => eb.fn.countAll<string>().as('n')).where('clubId', '=', club.id).executeTakeFirstOrThrow()).n);

  /** 3 × €9.99 at 21 % and 7 × €0.10 at 9 %, both inclusive (test plan L4): €29.97 + €0.70. */
  const twoRates = () =>
    issuedInvoice(t, club, member.id, [
      { productName: 'Gloves', price: '9.99', quantity: '3', percentage: '21' },
      { productName: 'Tape', price: '0.10', quantity: '7', percentage: '9' },
    ]);

  it('credits all of an unpaid invoice: numbered in its group, negative lines with the same snapshots, both settled and PAID, nets to zero', async () => {
    const invoiceId = await twoRates();
    const original = await t.app.db.selectFrom('financeInvoices').selectAll().where('id', '=', invoiceId).executeTakeFirstOrThrow();
    const res = await credit({ invoice: gid('FinanceInvoiceNode', invoiceId) });
    expect(res.body.errors).toBeUndefined();
    const { creditNote, original: after } = res.body.data.creditFinanceInvoice;
    expect(creditNote).toMatchObject({
      invoiceNumber: 'INV2026-0001',
      status: 'PAID',
      summary: `Credit note for invoice ${original.invoiceNumber} of 2026-03-02`,
      dateCreated: '2026-03-02',
      isCreditNote: true,
      creditedInvoice: { id: gid('FinanceInvoiceNode', invoiceId), invoiceNumber: original.invoiceNumber },
      total: '-30.67',
      paid: '-30.67',
      balance: '0.00',
      payments: [{ amount: '-30.67', date: '2026-03-02', paymentMethod: 'Credit note' }],
    });
    expect(creditNote.items.edges.map((e: any) => e.node)).toEqual([
      expect.objectContaining({ productName: 'Gloves', quantity: '-3.00', price: '9.99', taxPercentage: '21.000', taxRateType: 'IN', subtotal: '-24.77', tax: '-5.20', total: '-29.97' }),
      expect.objectContaining({ productName: 'Tape', quantity: '-7.00', price: '0.10', taxPercentage: '9.000', taxRateType: 'IN', subtotal: '-0.64', tax: '-0.06', total: '-0.70' }),
    ]);
    expect(creditNote.subtotal).toBe('-25.41');
    expect(creditNote.tax).toBe('-5.26');
    expect(after).toMatchObject({ status: 'PAID', paid: '30.67', balance: '0.00', creditNotes: [{ invoiceNumber: 'INV2026-0001' }], payments: [{ amount: '30.67', paymentMethod: 'Credit note' }] });
    expect(after.creditableLines.map((l: any) => l.quantity)).toEqual(['0.00', '0.00']);

    const again = await credit({ invoice: gid('FinanceInvoiceNode', invoiceId) });
    expect(again.body.errors?.[0]).toMatchObject({ message: 'Everything on this invoice has been credited already.', extensions: { code: 'VALIDATION_FAILED', field: 'lines' } });
  });

  it('mails the credit note with its PDF to the member after the commit, once, naming the invoice it corrects', async () => {
    const invoiceId = await twoRates();
    const original = await t.app.db.selectFrom('financeInvoices').selectAll().where('id', '=', invoiceId).executeTakeFirstOrThrow();
    const res = await credit({ invoice: gid('FinanceInvoiceNode', invoiceId), lines: [{ item: (await itemIds(invoiceId))[0], quantity: '1' }] });
    expect(res.body.errors).toBeUndefined();
    const number = res.body.data.creditFinanceInvoice.creditNote.invoiceNumber;
    const subject = `Credit note ${number} from Test Club`;
    await t.runJobs();
    const queued = await t.app.db.selectFrom('mailOutbox').selectAll().where('clubId', '=', club.id).where('subject', '=', subject).execute();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ toAddress: member.email });
    expect(queued[0]!.textBody).toContain(`Please find attached credit note ${number} of 2026-03-02: it is a credit note for invoice ${original.invoiceNumber} of 2026-03-02 and credits € 9.99.`);
    expect(queued[0]!.attachments).toEqual([expect.objectContaining({ filename: `invoice-${number}.pdf`, contentType: 'application/pdf' })]);
    const sent = smtp.received.filter((m) => m.raw.includes(`Subject: ${subject}`));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toContain(member.email);
    // A retried job finds the credit note mailed.
    await t.runJobs({ ignoreBackoff: true });
    expect(smtp.received.filter((m) => m.raw.includes(`Subject: ${subject}`))).toHaveLength(1);
    // A refused credit note (rolled back) queues no mail.
    const jobsBefore = await t.app.db.selectFrom('mailOutbox').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect((await credit({ invoice: gid('FinanceInvoiceNode', invoiceId), lines: [{ item: (await itemIds(invoiceId))[0], quantity: '5' }] })).body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    await t.runJobs();
    expect(await t.app.db.selectFrom('mailOutbox').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).toEqual(jobsBefore);
  });

  it('credits a part-paid invoice in two steps: each settles what is open, the last quantity takes back exactly what is left', async () => {
    const invoiceId = await twoRates();
    const [gloves, tape] = await itemIds(invoiceId);
    await pay(invoiceId, '20.00');
    const first = await credit({ invoice: gid('FinanceInvoiceNode', invoiceId), lines: [{ item: gloves, quantity: '1' }] });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.creditFinanceInvoice.creditNote).toMatchObject({ total: '-9.99', subtotal: '-8.26', tax: '-1.73', status: 'PAID', balance: '0.00' });
    expect(first.body.data.creditFinanceInvoice.original).toMatchObject({ status: 'SENT', paid: '29.99', balance: '0.68' });
    expect(first.body.data.creditFinanceInvoice.original.creditableLines).toEqual([
      { item: { id: gloves }, quantity: '2.00' },
      { item: { id: tape }, quantity: '7.00' },
    ]);

    const second = await credit({ invoice: gid('FinanceInvoiceNode', invoiceId), lines: [{ item: gloves, quantity: '2' }, { item: tape, quantity: '7' }] });
    expect(second.body.errors).toBeUndefined();
    const note = second.body.data.creditFinanceInvoice.creditNote;
        expect(note).toMatchObject({ total: '-20.68', status: 'SENT', paid: '-0.68', balance: '-20.00' });
    expect(second.body.data.creditFinanceInvoice.original).toMatchObject({ status: 'PAID', paid: '30.67', balance: '0.00' });

    const lines = await t.app.db
      .selectFrom('financeInvoiceItems as i')
      .innerJoin('financeInvoices as n', 'n.id', 'i.financeInvoiceId')
      .select((eb) => [eb.fn.sum<string>('i.subtotal').as('base'), eb.fn.sum<string>('i.tax').as('tax'), eb.fn.sum<string>('i.total').as('total')])
      .where((eb) => eb.or([eb('n.id', '=', invoiceId), eb('n.creditedInvoiceId', '=', invoiceId)]))
      .executeTakeFirstOrThrow();
    expect(lines).toEqual({ base: '0.00', tax: '0.00', total: '0.00' });
  });

  it('refunds a paid invoice when staff say the money goes back: a negative payment on the credit note, the original stays PAID', async () => {
    const product = await t.make.classpassProduct({ price: '150.00' });
    const orderId = await orderFor(t, club, member, product.id);
    await deliver(t, club, orderId, payment('150.00'));
    const { id } = await t.app.db.selectFrom('financeInvoices').select('id').where('financeOrderId', '=', orderId).executeTakeFirstOrThrow();
    const res = await credit({ invoice: gid('FinanceInvoiceNode', id), refund: { paymentMethod: gid('FinancePaymentMethodNode', methods.get('WIRE_TRANSFER')!), date: '2026-03-03' } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.creditFinanceInvoice.creditNote).toMatchObject({ total: '-150.00', status: 'PAID', paid: '-150.00', payments: [{ amount: '-150.00', date: '2026-03-03', paymentMethod: 'Wire transfer' }] });
    expect(res.body.data.creditFinanceInvoice.original).toMatchObject({ status: 'PAID', paid: '150.00' });
  });

  it('keeps what a paid invoice is credited as owed to the member without a refund, and refuses a refund when the credit only settles', async () => {
    const paid = await issuedInvoice(t, club, member.id, [{ price: '50.00', quantity: '1', percentage: '21' }]);
    await pay(paid, '50.00');
    const owed = await credit({ invoice: gid('FinanceInvoiceNode', paid) });
    expect(owed.body.data.creditFinanceInvoice.creditNote).toMatchObject({ status: 'SENT', balance: '-50.00', payments: [] });

    const open = await issuedInvoice(t, club, member.id, [{ price: '50.00', quantity: '1', percentage: '21' }]);
    const before = await invoiceCount();
    const refused = await credit({ invoice: gid('FinanceInvoiceNode', open), refund: { paymentMethod: gid('FinancePaymentMethodNode', methods.get('CASH')!) } });
    expect(refused.body.errors?.[0]).toMatchObject({ extensions: { code: 'VALIDATION_FAILED', field: 'refund' } });
    expect(await invoiceCount()).toBe(before);
  });

  it('refuses the Credit note method for a payment typed in by hand', async () => {
    const invoiceId = await issuedInvoice(t, club, member.id, [{ price: '10.00', quantity: '1', percentage: '0' }]);
    const res = await t.gql(`mutation P($input: RecordFinanceInvoicePaymentInput!) { recordFinanceInvoicePayment(input: $input) { recorded } }`, {
      input: { invoice: gid('FinanceInvoiceNode', invoiceId), amount: '10.00', paymentMethod: gid('FinancePaymentMethodNode', methods.get('CREDIT_NOTE')!) },
    }, { token: finance });
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'paymentMethod' });
    expect(await t.app.db.selectFrom('financeInvoices').select('paid').where('id', '=', invoiceId).executeTakeFirstOrThrow()).toEqual({ paid: '0.00' });
  });

  it('refuses more than a line has left, naming the line, and writes nothing (no number used)', async () => {
    const invoiceId = await twoRates();
    const [gloves] = await itemIds(invoiceId);
    await credit({ invoice: gid('FinanceInvoiceNode', invoiceId), lines: [{ item: gloves, quantity: '2' }] });
    const before = await invoiceCount();
    const group = await t.app.db.selectFrom('financeInvoiceGroups').select('nextNumber').where('clubId', '=', club.id).where('prefix', '=', 'INV').executeTakeFirstOrThrow();
    const res = await credit({ invoice: gid('FinanceInvoiceNode', invoiceId), lines: [{ item: gloves, quantity: '1.5' }] });
    expect(res.body.errors?.[0]).toMatchObject({ message: 'At most 1 of this line is left to credit.', extensions: { code: 'VALIDATION_FAILED', field: 'lines.0.quantity' } });
    for (const quantity of ['0', '-1']) {
      const bad = await credit({ invoice: gid('FinanceInvoiceNode', invoiceId), lines: [{ item: gloves, quantity }] });
      expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'lines.0.quantity' });
    }
    expect(await invoiceCount()).toBe(before);
    expect(await t.app.db.selectFrom('financeInvoiceGroups').select('nextNumber').where('clubId', '=', club.id).where('prefix', '=', 'INV').executeTakeFirstOrThrow()).toEqual(group);
  });

  it('takes a line once when two staff credit it at once', async () => {
    const invoiceId = await issuedInvoice(t, club, member.id, [{ price: '40.00', quantity: '1', percentage: '21' }]);
    const [line] = await itemIds(invoiceId);
    const answers = await Promise.all([1, 2].map(() => credit({ invoice: gid('FinanceInvoiceNode', invoiceId), lines: [{ item: line, quantity: '1' }] })));
    expect(answers.filter((a) => a.body.errors === undefined)).toHaveLength(1);
    expect(answers.find((a) => a.body.errors)?.body.errors?.[0]?.extensions).toMatchObject({ field: 'lines.0.quantity' });
    const notes = await t.app.db.selectFrom('financeInvoices').select('total').where('creditedInvoiceId', '=', invoiceId).execute();
    expect(notes).toEqual([{ total: '-40.00' }]);
  });

  it('refuses drafts, credit notes, a line of another invoice and another club’s invoice', async () => {
    const draft = await issuedInvoice(t, club, member.id, [{ price: '10.00', quantity: '1', percentage: '0' }], { status: 'DRAFT' });
    expect((await credit({ invoice: gid('FinanceInvoiceNode', draft) })).body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'invoice' });

    const invoiceId = await issuedInvoice(t, club, member.id, [{ price: '10.00', quantity: '1', percentage: '0' }]);
    const note = await credit({ invoice: gid('FinanceInvoiceNode', invoiceId) });
    expect((await credit({ invoice: note.body.data.creditFinanceInvoice.creditNote.id })).body.errors?.[0]).toMatchObject({ message: 'A credit note cannot be credited.' });

    const other = await issuedInvoice(t, club, member.id, [{ price: '10.00', quantity: '1', percentage: '0' }]);
    const [foreignLine] = await itemIds(other);
    const wrongLine = await credit({ invoice: gid('FinanceInvoiceNode', invoiceId), lines: [{ item: foreignLine, quantity: '1' }] });
    expect(wrongLine.body.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', field: 'lines.0.item' });

    const elsewhere = await t.make.club();
    const stranger = await t.make.member({ club: elsewhere });
    const theirs = await issuedInvoice(t, elsewhere, stranger.id, [{ price: '10.00', quantity: '1', percentage: '0' }]);
    expect((await credit({ invoice: gid('FinanceInvoiceNode', theirs) })).body.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(await t.app.db.selectFrom('financeInvoices').select('id').where('creditedInvoiceId', '=', theirs).execute()).toEqual([]);
  });

  it('is for the finance role and admins: a manager, the front desk, an instructor and the member are turned away', async () => {
    const invoiceId = await issuedInvoice(t, club, member.id, [{ price: '10.00', quantity: '1', percentage: '0' }]);
    for (const role of ['MANAGER', 'FRONT_DESK', 'INSTRUCTOR'] as const) {
      const token = await tokenFor(t, await t.make.staff({ staffRoles: [role] }));
      expect((await credit({ invoice: gid('FinanceInvoiceNode', invoiceId) }, token)).body.errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
    }
    expect((await credit({ invoice: gid('FinanceInvoiceNode', invoiceId) }, await tokenFor(t, member))).body.errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
    const admin = await tokenFor(t, await t.make.staff());
    expect((await credit({ invoice: gid('FinanceInvoiceNode', invoiceId) }, admin)).body.errors).toBeUndefined();
  });

  it('nets an invoice and its credit note to zero in the tax summary of the month (L3)', async () => {
    const elsewhere = await t.make.club({ timeZone: 'Europe/Amsterdam' });
    const someone = await t.make.member({ club: elsewhere });
    const staff = await tokenFor(t, await t.make.staff({ club: elsewhere, staffRoles: ['FINANCE'] }));
    const invoiceId = await issuedInvoice(t, elsewhere, someone.id, [
      { price: '9.99', quantity: '3', percentage: '21' },
      { price: '0.10', quantity: '7', percentage: '9' },
    ]);
    const summary = async () => (await t.gql(TAX, { from: '2026-03-01', to: '2026-03-31' }, { token: staff, club: elsewhere.slug })).body.data.financeTaxSummary;
    expect((await summary()).totals).toEqual({ base: '25.41', tax: '5.26', total: '30.67' });
    const res = await t.gql(CREDIT, { input: { invoice: gid('FinanceInvoiceNode', invoiceId) } }, { token: staff, club: elsewhere.slug });
    expect(res.body.errors).toBeUndefined();
    const after = await summary();
    expect(after.rates).toEqual([
      { percentage: '9.000', rateType: 'IN', amounts: { base: '0.00', tax: '0.00', total: '0.00' } },
      { percentage: '21.000', rateType: 'IN', amounts: { base: '0.00', tax: '0.00', total: '0.00' } },
    ]);
    expect(after.totals).toEqual({ base: '0.00', tax: '0.00', total: '0.00' });
  });

  it('dates a credit note made at 23:59 on 31 December club time in the old year, at 00:00 in the new (number and summary)', async () => {
    const invoiceId = await issuedInvoice(t, club, member.id, [{ price: '10.00', quantity: '2', percentage: '21' }]);
    const [line] = await itemIds(invoiceId);
    const numbering = await t.app.db.selectFrom('financeInvoiceGroups').select(['prefixYear', 'autoResetPrefixYear']).where('clubId', '=', club.id).where('prefix', '=', 'INV').executeTakeFirstOrThrow();
    await t.app.db.updateTable('financeInvoiceGroups').set({ prefixYear: true, autoResetPrefixYear: true }).where('clubId', '=', club.id).where('prefix', '=', 'INV').execute();
    const before = t.clock.now();
    t.clock.set(new Date('2026-12-31T22:59:00Z'));
    const old = await credit({ invoice: gid('FinanceInvoiceNode', invoiceId), lines: [{ item: line, quantity: '1' }] });
    t.clock.set(new Date('2026-12-31T23:00:00Z'));
    const fresh = await credit({ invoice: gid('FinanceInvoiceNode', invoiceId), lines: [{ item: line, quantity: '1' }] });
    t.clock.set(before);
    expect(old.body.data.creditFinanceInvoice.creditNote).toMatchObject({ dateCreated: '2026-12-31' });
    expect(old.body.data.creditFinanceInvoice.creditNote.invoiceNumber).toMatch(/^INV2026-\d{4}$/);
    expect(fresh.body.data.creditFinanceInvoice.creditNote).toMatchObject({ dateCreated: '2027-01-01', invoiceNumber: 'INV2027-0001' });
    await t.app.db.updateTable('financeInvoiceGroups').set(numbering).where('clubId', '=', club.id).where('prefix', '=', 'INV').execute();
  });
});
