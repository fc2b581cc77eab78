import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../src/modules/account-records/account.js';
import type { Club } from '../../../src/modules/clubs/club.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { directDebitInvoice, directDebitSettings, mandateFor } from './direct-debit-kit.js';

const BUILD = `mutation($input: BuildDirectDebitBatchInput!) { buildDirectDebitBatch(input: $input) { batch { id items { id endToEndId amount } } leftOut { invoiceNumber reason } } }`;
const APPROVE = `mutation($id: ID!) { approveDirectDebitBatch(id: $id) { id status } }`;
const REJECT = `mutation($id: ID!) { rejectDirectDebitBatch(id: $id) { id status } }`;
const SEND = `mutation($id: ID!) { sendDirectDebitBatchToBank(id: $id) { id status sentAt } }`;
const RETURN = `mutation($input: RecordDirectDebitReturnInput!) { recordDirectDebitReturn(input: $input) { id items { endToEndId returns { reasonCode reason returnDate } } } }`;

describe('sent to bank (test plan L8) and bank returns (L11)', () => {
  let t: TestApp;
  let club: Club;
  let financeStaff: Account;
  let builder: string;
  let approver: string;
  let member: Account;
  let member2: Account;
  let partPaid: { id: number; invoiceNumber: string | null };
  let whole: { id: number; invoiceNumber: string | null };
  let other: { id: number; invoiceNumber: string | null };
  let batch: { id: string; items: { id: string; endToEndId: string; amount: string }[] };

  const as = (token: string) => (query: string, variables: Record<string, unknown> = {}) => t.gql(query, variables, { token }).then((r): any => r.body);
  const invoice = (id: number) => t.app.db.selectFrom('financeInvoices').select(['status', 'paid']).where('id', '=', id).executeTakeFirstOrThrow();
  const payments = (id: number) => t.app.db.selectFrom('financeInvoicePayments').select(['amount', 'reference']).where('financeInvoiceId', '=', id).orderBy('id').execute();
  const mails = (to: string) => t.app.db.selectFrom('mailOutbox').select(['subject', 'textBody']).where('toAddress', '=', to).where('subject', 'like', '%direct debit%').execute();
  const itemOf = (invoiceNumber: string | null) => batch.items.find((i) => i.endToEndId === invoiceNumber)!.id;

  beforeAll(async () => {
    t = await createTestApp();
    club = await t.make.defaultClub();
    financeStaff = await t.make.staff({ staffRoles: ['FINANCE'] });
    builder = (await t.make.session(financeStaff)).token;
    approver = (await t.make.session(await t.make.staff({ staffRoles: ['ADMIN'] }))).token;
    await directDebitSettings(t, club, { firstSequence: true });
    member = await t.make.member({ firstName: 'Dana', lastName: 'Dekker' });
    member2 = await t.make.member({ firstName: 'Eli', lastName: 'Evers' });
    await mandateFor(t, club, member);
    await mandateFor(t, club, member2);
    partPaid = await directDebitInvoice(t, club, member, { total: '60.00', paid: '20.50' });
    whole = await directDebitInvoice(t, club, member, { total: '30.00' });
    other = await directDebitInvoice(t, club, member2, { total: '45.00' });
    batch = (await as(builder)(BUILD, { input: {} })).data.buildDirectDebitBatch.batch;
  });
  afterAll(() => t.close());

  it('has no path to the bank from awaiting approval or rejected', async () => {
    expect((await as(approver)(SEND, { id: batch.id })).errors[0]).toMatchObject({ message: 'Only an approved batch can be sent to the bank.', extensions: { code: 'CONFLICT' } });
    const spare = await directDebitInvoice(t, club, member, { total: '5.00' });
    const rejected = (await as(builder)(BUILD, { input: {} })).data.buildDirectDebitBatch.batch;
    await as(approver)(REJECT, { id: rejected.id });
    expect((await as(approver)(SEND, { id: rejected.id })).errors[0].extensions.code).toBe('CONFLICT');
    expect(await payments(spare.id)).toEqual([]);
  });

  it('pressed twice at once records one payment per item, and the invoices are paid', async () => {
    await as(approver)(APPROVE, { id: batch.id });
    const answers = await Promise.all([as(builder)(SEND, { id: batch.id }), as(approver)(SEND, { id: batch.id })]);
    const sent = answers.filter((a) => a.data?.sendDirectDebitBatchToBank?.status === 'SENT_TO_BANK');
    expect(sent).toHaveLength(1);
    expect(answers.filter((a) => a.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(1);
    expect((await as(builder)(SEND, { id: batch.id })).errors[0].message).toBe('This batch was already sent to the bank.');

    const batchNumber = Buffer.from(batch.id, 'base64').toString().split(':')[1];
    expect(await payments(partPaid.id)).toEqual([{ amount: '39.50', reference: `batch-${batchNumber}:${partPaid.invoiceNumber}` }]);
    expect(await payments(whole.id)).toHaveLength(1);
    expect(await invoice(partPaid.id)).toEqual({ status: 'PAID', paid: '60.00' });
    expect(await invoice(whole.id)).toEqual({ status: 'PAID', paid: '30.00' });
    const mandates = await t.app.db.selectFrom('directDebitMandates').select('firstCollectedAt').where('accountId', '=', member.id).execute();
    expect(mandates[0]?.firstCollectedAt).not.toBeNull();
  });

  it('an AM04 return reopens the invoice with one negative payment and one mail; the same return again changes nothing', async () => {
    const input = { item: itemOf(partPaid.invoiceNumber), reasonCode: 'AM04', returnDate: '2026-03-02' };
    const answer = await as(builder)(RETURN, { input });
    expect(answer.errors).toBeUndefined();
    const returned = answer.data.recordDirectDebitReturn.items.find((i: { endToEndId: string }) => i.endToEndId === partPaid.invoiceNumber);
    expect(returned.returns).toEqual([{ reasonCode: 'AM04', reason: 'Insufficient funds', returnDate: '2026-03-02' }]);
    // Past its due date (2026-03-01): reopened as OVERDUE.
    expect(await invoice(partPaid.id)).toEqual({ status: 'OVERDUE', paid: '20.50' });
    expect((await payments(partPaid.id)).map((p) => p.amount)).toEqual(['39.50', '-39.50']);
    const sentMails = await mails(member.email);
    expect(sentMails).toHaveLength(1);
    expect(sentMails[0]!.subject).toBe(`Your direct debit for invoice ${partPaid.invoiceNumber} at ${club.name} failed`);
    expect(sentMails[0]!.textBody).toContain('Insufficient funds');

    expect((await as(builder)(RETURN, { input })).errors).toBeUndefined();
    expect(await payments(partPaid.id)).toHaveLength(2);
    expect(await mails(member.email)).toHaveLength(1);
    expect((await as(builder)(RETURN, { input: { ...input, reasonCode: 'MS03' } })).errors[0].message).toBe('This item was already returned (AM04).');

    // The account shows it: its collections, newest first, with the return and its reason.
    const shown = await as(approver)(`query($a: ID!) { accountDirectDebitCollections(account: $a, first: 10) { edges { node { endToEndId amountDisplay batchStatus collectionDate returns { reasonCode reason } } } } }`, {
      a: Buffer.from(`AccountNode:${member.id}`).toString('base64'),
    });
    const collections = shown.data.accountDirectDebitCollections.edges.map((e: { node: unknown }) => e.node);
    expect(collections).toContainEqual({ endToEndId: partPaid.invoiceNumber, amountDisplay: '€ 39.50', batchStatus: 'SENT_TO_BANK', collectionDate: '2026-03-04', returns: [{ reasonCode: 'AM04', reason: 'Insufficient funds' }] });
  });

  it('lets a later batch collect the returned invoice again; AM04 keeps the mandate', async () => {
    const next = (await as(builder)(BUILD, { input: {} })).data.buildDirectDebitBatch;
    expect(next.batch.items.map((i: { endToEndId: string; amount: string }) => [i.endToEndId, i.amount])).toContainEqual([partPaid.invoiceNumber, '39.50']);
    const active = await t.app.db.selectFrom('directDebitMandates').select('retiredAt').where('accountId', '=', member.id).executeTakeFirstOrThrow();
    expect(active.retiredAt).toBeNull();
  });

  it('an MD06 refund weeks later reopens the invoice likewise, once; AC04 retires the mandate', async () => {
    t.clock.set(new Date('2026-04-14T10:00:00Z'));
    builder = (await t.make.session(financeStaff)).token;
    const input = { item: itemOf(whole.invoiceNumber), reasonCode: 'MD06' };
    expect((await as(builder)(RETURN, { input })).errors).toBeUndefined();
    expect((await as(builder)(RETURN, { input })).errors).toBeUndefined();
    // Past its due date (2026-03-01): reopened as OVERDUE.
    expect(await invoice(whole.id)).toEqual({ status: 'OVERDUE', paid: '0.00' });
    expect((await payments(whole.id)).map((p) => p.amount)).toEqual(['30.00', '-30.00']);

    const closed = await as(builder)(RETURN, { input: { item: itemOf(other.invoiceNumber), reasonCode: 'ac04' } });
    expect(closed.errors).toBeUndefined();
    const mandate = await t.app.db.selectFrom('directDebitMandates').select(['retiredAt', 'retiredReason']).where('accountId', '=', member2.id).executeTakeFirstOrThrow();
    expect(mandate.retiredReason).toBe('Bank return AC04: Account closed');
    expect((await mails(member2.email))[0]!.textBody).toContain('We can no longer collect from this account');
  });

  it('refuses an unknown reason code and a future return date, naming the field', async () => {
    const unknown = await as(builder)(RETURN, { input: { item: itemOf(other.invoiceNumber), reasonCode: 'XX99' } });
    expect(unknown.errors[0], JSON.stringify(unknown)).toMatchObject({ extensions: { code: 'VALIDATION_FAILED' } });
    expect(unknown.errors[0].extensions.fields).toHaveProperty('reasonCode');
    const future = await as(builder)(RETURN, { input: { item: itemOf(other.invoiceNumber), reasonCode: 'AC04', returnDate: '2026-12-01' } });
    expect(future.errors[0].extensions.fields).toHaveProperty('returnDate');
  });
});
