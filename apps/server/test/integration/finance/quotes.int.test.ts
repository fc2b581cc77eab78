import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../src/modules/account-records/account.js';
import type { Club } from '../../../src/modules/clubs/club.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { gid, tokenFor } from '../booking/booking-kit.js';

const FIELDS = `id quoteNumber status expired dateCreated dateExpire terms footer subtotal tax total group account { id }
  items { productName quantity price taxPercentage taxRate glAccount costCentre totalDisplay }
  financeInvoice { id status invoiceNumber total items { edges { node { productName quantity price taxPercentage glAccountCode costCentreCode total } } } }`;
const CREATE = `mutation($input: CreateFinanceQuoteInput!) { createFinanceQuote(input: $input) { financeQuote { ${FIELDS} } } }`;
const UPDATE = `mutation($input: UpdateFinanceQuoteInput!) { updateFinanceQuote(input: $input) { financeQuote { ${FIELDS} } } }`;
const SEND = `mutation($input: SendFinanceQuoteInput!) { sendFinanceQuote(input: $input) { financeQuote { ${FIELDS} } } }`;
const ACCEPT = `mutation($input: AcceptFinanceQuoteInput!) { acceptFinanceQuote(input: $input) { financeQuote { ${FIELDS} } } }`;
const REJECT = `mutation($input: RejectFinanceQuoteInput!) { rejectFinanceQuote(input: $input) { financeQuote { id status } } }`;
const CANCEL = `mutation($input: CancelFinanceQuoteInput!) { cancelFinanceQuote(input: $input) { financeQuote { id status } } }`;
const LIST = `query($status: FinanceQuoteStatus) { financeQuotes(status: $status) { edges { node { id status quoteNumber } } } }`;
const ONE = `query($id: ID!) { node(id: $id) { ... on FinanceQuoteNode { id status expired } } }`;

interface Answer {
  data?: any;
  errors?: { message: string; extensions?: { code?: string; field?: string; fields?: Record<string, string> } }[];
}

// Quotes (issue 22, test plan L6). The clock is Monday 2 March 2026, 10:00 in Amsterdam.
describe('quotes', () => {
  let t: TestApp;
  let club: Club;
  let member: Account;
  let finance: string;
  let manager: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: String(10 * 365 * 24 * 3600) } });
    club = await t.make.defaultClub();
    member = await t.make.member({ firstName: 'Noor', lastName: 'Jansen' });
    finance = await tokenFor(t, await t.make.staff({ staffRoles: ['FINANCE'] }));
    manager = await tokenFor(t, await t.make.staff({ staffRoles: ['MANAGER'] }));
    const rate = await t.app.db.insertInto('financeTaxRates').values({ clubId: club.id, name: 'VAT 21%', percentage: '21', rateType: 'IN' }).returning('id').executeTakeFirstOrThrow();
    ids.vat21 = gid('FinanceTaxRateNode', rate.id);
    const gl = await t.app.db.insertInto('financeGlAccounts').values({ clubId: club.id, code: '8000', name: 'Revenue' }).returning('id').executeTakeFirstOrThrow();
    ids.gl = gid('FinanceGlAccountNode', gl.id);
    const cc = await t.app.db.insertInto('financeCostCentres').values({ clubId: club.id, code: 'DOJO', name: 'Dojo' }).returning('id').executeTakeFirstOrThrow();
    ids.costCentre = gid('FinanceCostCentreNode', cc.id);
    const group = (kind: 'INVOICE' | 'QUOTE', prefix: string, dueAfterDays: number, terms: string) =>
      t.app.db.insertInto('financeInvoiceGroups').values({ clubId: club.id, kind, name: prefix, prefix, dueAfterDays, terms, footer: 'Kiai Dojo' }).returning('id').executeTakeFirstOrThrow();
    ids.quotes = gid('FinanceInvoiceGroupNode', (await group('QUOTE', 'Q', 30, 'Valid for 30 days.')).id);
    ids.invoices = gid('FinanceInvoiceGroupNode', (await group('INVOICE', 'F', 14, 'Pay within 14 days.')).id);
  });
  afterAll(async () => {
    await t.close();
  });

  const gql = async (query: string, variables: Record<string, unknown>, token = finance): Promise<Answer> => (await t.gql(query, variables, { token })).body;
  const error = (res: Answer) => ({ code: res.errors?.[0]?.extensions?.code, field: res.errors?.[0]?.extensions?.field, message: res.errors?.[0]?.message });
  const lines = () => [{ productName: 'Team seminar', description: 'Two days', quantity: '2', price: '250.00', taxRate: ids.vat21, glAccount: ids.gl, costCentre: ids.costCentre }];
  const input = (extra: Record<string, unknown> = {}) => ({ account: gid('AccountNode', member.id), group: ids.quotes, lines: lines(), ...extra });
  async function draft(extra: Record<string, unknown> = {}): Promise<any> {
    const res = await gql(CREATE, { input: input(extra) });
    expect(res.errors).toBeUndefined();
    return res.data.createFinanceQuote.financeQuote;
  }
  async function sent(): Promise<any> {
    const res = await gql(SEND, { input: { id: (await draft()).id } });
    expect(res.errors).toBeUndefined();
    return res.data.sendFinanceQuote.financeQuote;
  }

  it('writes a draft like an invoice: exact amounts, the group’s terms, no number, and an expiry 30 days on by default', async () => {
    const quote = await draft();
    expect(quote).toMatchObject({
      quoteNumber: null,
      status: 'DRAFT',
      expired: false,
      dateCreated: '2026-03-02',
      dateExpire: '2026-04-01',
      terms: 'Valid for 30 days.',
      subtotal: '413.22',
      tax: '86.78',
      total: '500.00',
      group: ids.quotes,
      financeInvoice: null,
    });
    expect(quote.items).toEqual([
      { productName: 'Team seminar', quantity: '2.00', price: '250.00', taxPercentage: '21.000', taxRate: ids.vat21, glAccount: ids.gl, costCentre: ids.costCentre, totalDisplay: expect.stringContaining('500.00') },
    ]);
    const changed = await gql(UPDATE, { input: { ...input({ dateExpire: '2026-03-10', terms: 'Our offer.' }), id: quote.id } });
    expect(changed.data.updateFinanceQuote.financeQuote).toMatchObject({ dateExpire: '2026-03-10', terms: 'Our offer.' });
  });

  it('refuses bad input under its field, writing nothing', async () => {
    const count = async () => Number((await t.app.db.selectFrom('financeQuotes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const negative = await gql(CREATE, { input: input({ lines: [{ productName: 'Refund', quantity: '-1', price: '10.00' }] }) });
    expect(error(negative)).toMatchObject({ code: 'VALIDATION_FAILED', field: 'lines.0.quantity' });
    expect(error(await gql(CREATE, { input: input({ lines: [] }) }))).toMatchObject({ code: 'VALIDATION_FAILED', field: 'lines' });
    expect(error(await gql(CREATE, { input: input({ dateExpire: '2026-03-01' }) }))).toMatchObject({ code: 'VALIDATION_FAILED', field: 'dateExpire' });
    // An invoice group is no quote group.
    expect(error(await gql(CREATE, { input: input({ group: ids.invoices }) }))).toMatchObject({ code: 'NOT_FOUND', field: 'group' });
    expect(error(await gql(CREATE, { input: input({ account: gid('AccountNode', 999_999) }) }))).toMatchObject({ code: 'NOT_FOUND', field: 'account' });
    expect(await count()).toBe(before);
  });

  it('keeps another club’s accounts, rates and groups out', async () => {
    const other = await t.make.club({ slug: 'other-dojo' });
    const stranger = await t.make.member({ club: other });
    const theirGroup = await t.app.db.insertInto('financeInvoiceGroups').values({ clubId: other.id, kind: 'QUOTE', name: 'Theirs', prefix: 'T', dueAfterDays: 30 }).returning('id').executeTakeFirstOrThrow();
    expect(error(await gql(CREATE, { input: input({ account: gid('AccountNode', stranger.id) }) }))).toMatchObject({ code: 'NOT_FOUND', field: 'account' });
    expect(error(await gql(CREATE, { input: input({ group: gid('FinanceInvoiceGroupNode', theirGroup.id) }) }))).toMatchObject({ code: 'NOT_FOUND', field: 'group' });
  });

  it('numbers a quote in its group when sent, then never changes it', async () => {
    const first = await sent();
    expect(first).toMatchObject({ status: 'SENT', quoteNumber: 'Q2026-0001', dateCreated: '2026-03-02' });
    expect((await sent()).quoteNumber).toBe('Q2026-0002');
    expect(error(await gql(SEND, { input: { id: first.id } }))).toMatchObject({ code: 'CONFLICT', field: 'quote' });
    expect(error(await gql(UPDATE, { input: { ...input(), id: first.id } }))).toMatchObject({ code: 'CONFLICT', field: 'quote' });
  });

  it('accepts a sent quote into one draft invoice with the quote’s lines; a second accept is refused', async () => {
    const quote = await sent();
    const res = await gql(ACCEPT, { input: { id: quote.id, invoiceGroup: ids.invoices } });
    expect(res.errors).toBeUndefined();
    const accepted = res.data.acceptFinanceQuote.financeQuote;
    expect(accepted.status).toBe('ACCEPTED');
    expect(accepted.financeInvoice).toMatchObject({ status: 'DRAFT', invoiceNumber: null, total: '500.00' });
    expect(accepted.financeInvoice.items.edges.map((e: any) => e.node)).toEqual([
      { productName: 'Team seminar', quantity: '2.00', price: '250.00', taxPercentage: '21.000', glAccountCode: '8000', costCentreCode: 'DOJO', total: '500.00' },
    ]);
    expect(error(await gql(ACCEPT, { input: { id: quote.id, invoiceGroup: ids.invoices } }))).toMatchObject({ code: 'CONFLICT', message: 'This quote is accepted already.' });
    expect(error(await gql(REJECT, { input: { id: quote.id } }))).toMatchObject({ code: 'CONFLICT' });
  });

  it('L6: two accepts at once make one invoice', async () => {
    const quote = await sent();
    const invoices = async () => Number((await t.app.db.selectFrom('financeInvoices').select((eb) => eb.fn.countAll<number>().as('n')).where('clubId', '=', club.id).executeTakeFirstOrThrow()).n);
    const before = await invoices();
    const answers = await Promise.all([1, 2].map(() => gql(ACCEPT, { input: { id: quote.id, invoiceGroup: ids.invoices } })));
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    expect(answers.filter((a) => a.errors).map(error)).toEqual([expect.objectContaining({ code: 'CONFLICT' })]);
    expect(await invoices()).toBe(before + 1);
  });

  it('accepts only a sent, unexpired quote, into an invoice group; rejects and cancels by the rules', async () => {
    const unsent = await draft();
    expect(error(await gql(ACCEPT, { input: { id: unsent.id, invoiceGroup: ids.invoices } }))).toMatchObject({ code: 'CONFLICT', message: 'Send the quote first: only a sent quote is accepted or rejected.' });
    expect((await gql(CANCEL, { input: { id: unsent.id } })).data.cancelFinanceQuote.financeQuote.status).toBe('CANCELLED');

    const quote = await sent();
    expect(error(await gql(ACCEPT, { input: { id: quote.id, invoiceGroup: ids.quotes } }))).toMatchObject({ code: 'NOT_FOUND', field: 'invoiceGroup' });
    expect((await gql(REJECT, { input: { id: quote.id } })).data.rejectFinanceQuote.financeQuote.status).toBe('REJECTED');
    expect(error(await gql(CANCEL, { input: { id: quote.id } }))).toMatchObject({ code: 'CONFLICT' });

    const late = await sent();
    try {
      // The day after its expiry date (1 April) it is expired: shown so, and never accepted.
      t.clock.set(new Date('2026-04-02T08:00:00Z'));
      expect((await gql(ONE, { id: late.id })).data.node).toMatchObject({ status: 'SENT', expired: true });
      expect(error(await gql(ACCEPT, { input: { id: late.id, invoiceGroup: ids.invoices } }))).toMatchObject({ code: 'CONFLICT', message: 'This quote expired on 2026-04-01: send a new one.' });
      t.clock.set(new Date('2026-04-01T21:59:00Z'));
      expect((await gql(ONE, { id: late.id })).data.node.expired).toBe(false);
    } finally {
      t.clock.set(new Date('2026-03-02T09:00:00Z'));
    }
  });

  it('lists quotes by status; a manager reads them but writes none, a member sees none', async () => {
    const list = await gql(LIST, { status: 'REJECTED' }, manager);
    expect(list.data.financeQuotes.edges.map((e: any) => e.node.status)).toEqual(['REJECTED']);
    expect(error(await gql(CREATE, { input: input() }, manager))).toMatchObject({ code: 'PERMISSION_DENIED' });
    expect(error(await gql(LIST, {}, await tokenFor(t, member)))).toMatchObject({ code: 'PERMISSION_DENIED' });
  });
});
