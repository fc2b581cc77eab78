import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../src/modules/account-records/account.js';
import type { Club } from '../../../src/modules/clubs/club.js';
import { issueInvoiceIn } from '../../../src/modules/finance/issue-invoice.js';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp-server.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { gid, tokenFor } from '../booking/booking-kit.js';
import { pdfText } from './finance-kit.js';

const FIELDS = `id invoiceNumber status dateCreated dateDue issuedAt terms footer subtotal tax total paid balance group paymentMethod
  items { edges { node { productName quantity price taxPercentage taxRateType subtotal tax total taxRate glAccount glAccountCode costCentreCode } } }`;
const CREATE = `mutation($input: CreateFinanceInvoiceInput!) { createFinanceInvoice(input: $input) { financeInvoice { ${FIELDS} } } }`;
const UPDATE = `mutation($input: UpdateFinanceInvoiceInput!) { updateFinanceInvoice(input: $input) { financeInvoice { ${FIELDS} } } }`;
const DELETE = `mutation($input: DeleteFinanceInvoiceInput!) { deleteFinanceInvoice(input: $input) { ok } }`;
const ISSUE = `mutation($input: IssueFinanceInvoiceInput!) { issueFinanceInvoice(input: $input) { financeInvoice { ${FIELDS} } } }`;
const PAY = `mutation($input: RecordFinanceInvoicePaymentInput!) { recordFinanceInvoicePayment(input: $input) { financeInvoice { status paid balance } } }`;
const MY_INVOICES = `{ financeInvoices { edges { node { id status } } } }`;
const ONE = `query($id: ID!) { financeInvoice(id: $id) { id status } }`;
const PAY_LINK = `mutation($id: ID!) { createFinanceInvoicePaymentLink(id: $id) { financeInvoicePaymentLink { paymentLink } } }`;

interface Answer {
  data?: any;
  errors?: { message: string; extensions?: { code?: string; field?: string; fields?: Record<string, string> } }[];
}

// Staff-written invoices (issue 22, test plan L1 numbering, L2 frozen). The clock is Monday 2 March 2026, 10:00 in Amsterdam.
describe('staff-written invoices', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let club: Club;
  let member: Account;
  let memberToken: string;
  let finance: string;
  let group: { id: number; gid: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, ACCESS_TOKEN_TTL_SECONDS: String(10 * 365 * 24 * 3600) } });
    club = await t.make.defaultClub();
    member = await t.make.member({ firstName: 'Noor', lastName: 'Jansen', address: 'Canal 3', city: 'Amsterdam' });
    memberToken = await tokenFor(t, member);
    finance = await tokenFor(t, await t.make.staff({ staffRoles: ['FINANCE'] }));
    const rate = (name: string, percentage: string) =>
      t.app.db.insertInto('financeTaxRates').values({ clubId: club.id, name, percentage, rateType: 'IN' }).returning('id').executeTakeFirstOrThrow();
    ids.vat21 = gid('FinanceTaxRateNode', (await rate('VAT 21%', '21')).id);
    ids.vat9 = gid('FinanceTaxRateNode', (await rate('VAT 9%', '9')).id);
    const gl = await t.app.db.insertInto('financeGlAccounts').values({ clubId: club.id, code: '8000', name: 'Revenue' }).returning('id').executeTakeFirstOrThrow();
    ids.gl = gid('FinanceGlAccountNode', gl.id);
    const cc = await t.app.db.insertInto('financeCostCentres').values({ clubId: club.id, code: 'DOJO', name: 'Dojo' }).returning('id').executeTakeFirstOrThrow();
    ids.costCentre = gid('FinanceCostCentreNode', cc.id);
    const row = await t.app.db
      .insertInto('financeInvoiceGroups')
      .values({ clubId: club.id, name: 'Invoices', prefix: 'F', dueAfterDays: 14, terms: 'Pay within 14 days.', footer: 'Kiai Dojo - NL001' })
      .returning('id')
      .executeTakeFirstOrThrow();
    group = { id: row.id, gid: gid('FinanceInvoiceGroupNode', row.id) };
    const cash = await t.app.db.selectFrom('financePaymentMethods').select('id').where('clubId', '=', club.id).where('code', '=', 'CASH').executeTakeFirstOrThrow();
    ids.cash = gid('FinancePaymentMethodNode', cash.id);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const gql = async (query: string, variables: Record<string, unknown>, token = finance): Promise<Answer> => (await t.gql(query, variables, { token })).body;
  const lines = () => [
    { productName: 'Private lesson', description: 'Two hours', quantity: '3', price: '9.99', taxRate: ids.vat21, glAccount: ids.gl, costCentre: ids.costCentre },
    { productName: 'Gi', quantity: '1', price: '0.10', taxRate: ids.vat9 },
  ];
  const draftInput = (extra: Record<string, unknown> = {}) => ({ account: gid('AccountNode', member.id), group: group.gid, lines: lines(), ...extra });
  async function draft(extra: Record<string, unknown> = {}, groupGid = group.gid): Promise<string> {
    const res = await gql(CREATE, { input: draftInput({ group: groupGid, ...extra }) });
    expect(res.errors).toBeUndefined();
    return res.data.createFinanceInvoice.financeInvoice.id;
  }
  const issue = (id: string, token = finance) => gql(ISSUE, { input: { id } }, token);
  const error = (res: Answer) => ({ code: res.errors?.[0]?.extensions?.code, field: res.errors?.[0]?.extensions?.field, message: res.errors?.[0]?.message });

  it('writes a draft with exact totals from two rates, the ledger codes snapshotted and the group’s terms and footer', async () => {
    const res = await gql(CREATE, { input: draftInput({ paymentMethod: ids.cash }) });
    expect(res.errors).toBeUndefined();
    const invoice = res.data.createFinanceInvoice.financeInvoice;
    // 3 × 9.99 at 21 % inclusive: 29.97 = 24.77 + 5.20; 0.10 at 9 %: 0.09 + 0.01.
    expect(invoice).toMatchObject({ invoiceNumber: null, status: 'DRAFT', issuedAt: null, subtotal: '24.86', tax: '5.21', total: '30.07', paid: '0.00', terms: 'Pay within 14 days.', footer: 'Kiai Dojo - NL001', group: group.gid, paymentMethod: ids.cash });
    expect(invoice.items.edges.map((e: any) => e.node)).toEqual([
      { productName: 'Private lesson', quantity: '3.00', price: '9.99', taxPercentage: '21.000', taxRateType: 'IN', subtotal: '24.77', tax: '5.20', total: '29.97', taxRate: ids.vat21, glAccount: ids.gl, glAccountCode: '8000', costCentreCode: 'DOJO' },
      { productName: 'Gi', quantity: '1.00', price: '0.10', taxPercentage: '9.000', taxRateType: 'IN', subtotal: '0.09', tax: '0.01', total: '0.10', taxRate: ids.vat9, glAccount: null, glAccountCode: '', costCentreCode: '' },
    ]);
  });

  it('changes a draft (lines written anew) and deletes one', async () => {
    const id = await draft();
    const changed = await gql(UPDATE, { input: { id, ...draftInput({ terms: 'Cash only.', lines: [{ productName: 'Seminar', quantity: '2', price: '50' }] }) } });
    expect(changed.errors).toBeUndefined();
    expect(changed.data.updateFinanceInvoice.financeInvoice).toMatchObject({ terms: 'Cash only.', total: '100.00', tax: '0.00', items: { edges: [{ node: { productName: 'Seminar' } }] } });
    expect((await gql(DELETE, { input: { id } })).data).toEqual({ deleteFinanceInvoice: { ok: true } });
    expect(error(await gql(ONE, { id }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses bad input, each naming its field, and writes nothing', async () => {
    const before = await t.app.db.selectFrom('financeInvoices').select('id').execute();
    const refused = async (input: Record<string, unknown>) => error(await gql(CREATE, { input: draftInput(input) }));
    const line = (extra: Record<string, unknown>) => ({ lines: [{ productName: 'Lesson', quantity: '1', price: '10', ...extra }] });
    expect(await refused(line({ quantity: '-1' }))).toMatchObject({ code: 'VALIDATION_FAILED', field: 'lines.0.quantity' });
    expect(await refused(line({ quantity: '0' }))).toMatchObject({ code: 'VALIDATION_FAILED', field: 'lines.0.quantity' });
    expect(await refused(line({ quantity: '1.001' }))).toMatchObject({ code: 'VALIDATION_FAILED', field: 'lines.0.quantity' });
    expect(await refused(line({ price: '10.001' }))).toMatchObject({ code: 'VALIDATION_FAILED', field: 'lines.0.price' });
    expect(await refused(line({ productName: ' ' }))).toMatchObject({ code: 'VALIDATION_FAILED', field: 'lines.0.productName' });
    expect(await refused({ lines: [] })).toMatchObject({ code: 'VALIDATION_FAILED', field: 'lines' });
    // The API takes lists of 100 items at most.
    expect(await refused({ lines: Array.from({ length: 101 }, () => lines()[1]) })).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await refused({ account: null })).toMatchObject({ code: 'VALIDATION_FAILED', field: 'relation' });
    expect(await refused({ account: gid('AccountNode', 999_999) })).toMatchObject({ code: 'NOT_FOUND', field: 'account' });
    expect(await refused({ group: 'nonsense' })).toMatchObject({ code: 'NOT_FOUND', field: 'group' });

    // Another club's account, group, tax rate, GL account and payment method name nothing here.
    const other = await t.make.club();
    const stranger = await t.make.member({ club: other });
    const otherRate = await t.app.db.insertInto('financeTaxRates').values({ clubId: other.id, name: 'VAT', percentage: '21', rateType: 'IN' }).returning('id').executeTakeFirstOrThrow();
    const otherGroup = await t.app.db.selectFrom('financeInvoiceGroups').select('id').where('clubId', '=', other.id).executeTakeFirstOrThrow();
    const otherGl = await t.app.db.insertInto('financeGlAccounts').values({ clubId: other.id, code: '8000', name: 'Revenue' }).returning('id').executeTakeFirstOrThrow();
    const otherCash = await t.app.db.selectFrom('financePaymentMethods').select('id').where('clubId', '=', other.id).where('code', '=', 'CASH').executeTakeFirstOrThrow();
    expect(await refused({ account: gid('AccountNode', stranger.id) })).toMatchObject({ code: 'NOT_FOUND', field: 'account' });
    expect(await refused({ group: gid('FinanceInvoiceGroupNode', otherGroup.id) })).toMatchObject({ code: 'NOT_FOUND', field: 'group' });
    expect(await refused(line({ taxRate: gid('FinanceTaxRateNode', otherRate.id) }))).toMatchObject({ code: 'NOT_FOUND', field: 'lines.0.taxRate' });
    expect(await refused(line({ glAccount: gid('FinanceGlAccountNode', otherGl.id) }))).toMatchObject({ code: 'NOT_FOUND', field: 'lines.0.glAccount' });
    expect(await refused({ paymentMethod: gid('FinancePaymentMethodNode', otherCash.id) })).toMatchObject({ code: 'NOT_FOUND', field: 'paymentMethod' });
    // A quote group does not number invoices.
    const quotes = await t.app.db.insertInto('financeInvoiceGroups').values({ clubId: club.id, name: 'Quotes', prefix: 'Q', kind: 'QUOTE' }).returning('id').executeTakeFirstOrThrow();
    expect(await refused({ group: gid('FinanceInvoiceGroupNode', quotes.id) })).toMatchObject({ code: 'NOT_FOUND', field: 'group' });
    expect(await t.app.db.selectFrom('financeInvoices').select('id').execute()).toEqual(before);
  });

  it('issues a draft: its number, the club’s today, due after the group’s days, SENT, and the mail with its PDF after the commit', async () => {
    const id = await draft();
    const res = await issue(id);
    expect(res.errors).toBeUndefined();
    const invoice = res.data.issueFinanceInvoice.financeInvoice;
    expect(invoice).toMatchObject({ status: 'SENT', dateCreated: '2026-03-02', dateDue: '2026-03-16', issuedAt: '2026-03-02T09:00:00.000Z', total: '30.07' });
    expect(invoice.invoiceNumber).toMatch(/^F2026-\d{4}$/);
    const mailsBefore = smtp.received.length;
    await t.runJobs();
    const mail = smtp.received.slice(mailsBefore).find((m) => m.to.includes(member.email));
    expect(mail?.raw).toContain(`Subject: Invoice ${invoice.invoiceNumber} from Test Club`);
    expect(mail?.raw).toMatch(new RegExp(`Content-Type: application/pdf; name=invoice-${invoice.invoiceNumber}.pdf`));
    // The job ran once: a retry would find the invoice mailed.
    await t.runJobs({ ignoreBackoff: true });
    expect(smtp.received.filter((m) => m.to.includes(member.email) && m.raw.includes(invoice.invoiceNumber))).toHaveLength(1);
  });

  it('L2: an issued invoice refuses a second issue, every edit and delete; a draft refuses a payment', async () => {
    const id = await draft();
    expect(error(await gql(PAY, { input: { invoice: id, amount: '10.00', paymentMethod: ids.cash } }))).toMatchObject({ code: 'VALIDATION_FAILED', field: 'invoice' });
    const issued = (await issue(id)).data.issueFinanceInvoice.financeInvoice;
    const stored = async () => t.app.db.selectFrom('financeInvoices').selectAll().where('id', '=', Number(Buffer.from(id, 'base64').toString().split(':')[1])).executeTakeFirstOrThrow();
    const before = await stored();
    expect(error(await issue(id))).toMatchObject({ code: 'CONFLICT', field: 'invoice', message: 'This invoice is issued already: it has its number and never changes.' });
    expect(error(await gql(UPDATE, { input: { id, ...draftInput() } }))).toMatchObject({ code: 'CONFLICT', field: 'invoice' });
    expect(error(await gql(DELETE, { input: { id } }))).toMatchObject({ code: 'CONFLICT', field: 'invoice' });
    expect(await stored()).toEqual(before);
    expect(issued.invoiceNumber).toBe(before.invoiceNumber);
    // Once issued, half is paid in cash: the invoice stays open.
    expect((await gql(PAY, { input: { invoice: id, amount: '15.00', paymentMethod: ids.cash } })).data.recordFinanceInvoicePayment.financeInvoice).toEqual({ status: 'SENT', paid: '15.00', balance: '15.07' });
  });

  it('keeps drafts from the member: not in their list, not by id, no PDF, no payment link; issued, they see it', async () => {
    const id = await draft();
    const mine = async () => (await gql(MY_INVOICES, {}, memberToken)).data.financeInvoices.edges.map((e: any) => e.node.id);
    expect(await mine()).not.toContain(id);
    expect((await gql(ONE, { id }, memberToken)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const pdf = () => t.server.inject({ method: 'GET', url: `/${club.slug}/d/api/finance/invoices/${id}/pdf/`, headers: { authorization: `JWT ${memberToken}` } });
    expect((await pdf()).statusCode).toBe(404);
    expect(error(await gql(PAY_LINK, { id }, memberToken))).toMatchObject({ code: 'NOT_FOUND' });
    // Staff preview the draft's PDF.
    const preview = await t.server.inject({ method: 'GET', url: `/${club.slug}/d/api/finance/invoices/${id}/pdf/`, headers: { authorization: `JWT ${finance}` } });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-disposition']).toMatch(/filename="draft-invoice-\d+\.pdf"/);
    await issue(id);
    expect(await mine()).toContain(id);
    expect((await gql(ONE, { id }, memberToken)).data.financeInvoice).toEqual({ id, status: 'SENT' });
    expect((await pdf()).statusCode).toBe(200);
  });

  it('invoices a business relation: its address and VAT id on the PDF, with the lines, the tax per rate, terms and footer', async () => {
    const business = await t.app.db
      .insertInto('relationsBusinesses')
      .values({ clubId: club.id, name: 'Acme Sports BV', addressLine1: 'Dock 7', postcode: '3011 AA', city: 'Rotterdam', vatId: 'NL123456789B01', email: 'billing@acme.test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = await draft({ account: undefined, relationsBusiness: gid('RelationsBusinessNode', business.id) });
    const issued = (await issue(id)).data.issueFinanceInvoice.financeInvoice;
    const res = await t.server.inject({ method: 'GET', url: `/${club.slug}/d/api/finance/invoices/${id}/pdf/`, headers: { authorization: `JWT ${finance}` } });
    const text = await pdfText(res.rawPayload);
    for (const printed of [`Invoice ${issued.invoiceNumber}`, 'Acme Sports BV', 'Dock 7', '3011 AA Rotterdam', 'VAT ID: NL123456789B01', 'Private lesson', 'Gi', 'Tax per rate', '21% incl.: base € 24.77, tax', '€ 5.20', '9% incl.: base € 0.09, tax', '€ 0.01', 'Pay within 14 days.', 'Kiai Dojo - NL001']) {
      expect(text).toContain(printed);
    }
    const mailsBefore = smtp.received.length;
    await t.runJobs();
    expect(smtp.received.slice(mailsBefore).some((m) => m.to.includes('billing@acme.test'))).toBe(true);
    // Another club's business relation names nothing here; an account and a business at once is refused.
    const other = await t.make.club();
    const theirs = await t.app.db.insertInto('relationsBusinesses').values({ clubId: other.id, name: 'Elsewhere BV' }).returning('id').executeTakeFirstOrThrow();
    expect(error(await gql(CREATE, { input: draftInput({ account: undefined, relationsBusiness: gid('RelationsBusinessNode', theirs.id) }) }))).toMatchObject({ code: 'NOT_FOUND', field: 'relationsBusiness' });
    expect(error(await gql(CREATE, { input: draftInput({ relationsBusiness: gid('RelationsBusinessNode', business.id) }) }))).toMatchObject({ code: 'VALIDATION_FAILED', field: 'relation' });
  });

  it('lets the finance role write and issue; a manager, the desk and an instructor neither', async () => {
    for (const role of ['MANAGER', 'FRONT_DESK', 'INSTRUCTOR'] as const) {
      const token = await tokenFor(t, await t.make.staff({ staffRoles: [role] }));
      expect(error(await gql(CREATE, { input: draftInput() }, token)).code).toBe('PERMISSION_DENIED');
      expect(error(await issue(await draft(), token)).code).toBe('PERMISSION_DENIED');
    }
  });

  describe('L1 numbering', () => {
    async function freshGroup(prefix: string): Promise<string> {
      const row = await t.app.db.insertInto('financeInvoiceGroups').values({ clubId: club.id, name: `Group ${prefix}`, prefix }).returning('id').executeTakeFirstOrThrow();
      return gid('FinanceInvoiceGroupNode', row.id);
    }

    it('gives 20 concurrent issues in one group the numbers 1…20, no gap, no repeat', async () => {
      const groupGid = await freshGroup('CC');
      const drafts = await Promise.all(Array.from({ length: 20 }, () => draft({}, groupGid)));
      const answers = await Promise.all(drafts.map((id) => issue(id)));
      expect(answers.map((a) => a.errors)).toEqual(Array.from({ length: 20 }, () => undefined));
      const numbers = answers.map((a) => a.data.issueFinanceInvoice.financeInvoice.invoiceNumber).sort();
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `CC2026-${String(i + 1).padStart(4, '0')}`));
    });

    it('leaves no gap when an issue rolls back', async () => {
      const groupGid = await freshGroup('RB');
      const [first, second] = [await draft({}, groupGid), await draft({}, groupGid)];
      const idOf = (global: string) => Number(Buffer.from(global, 'base64').toString().split(':')[1]);
      const failure = new Error('a later step failed');
      await expect(
        t.app.db.transaction().execute(async (trx) => {
          await issueInvoiceIn(t.app, trx, club, idOf(first));
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect((await issue(second)).data.issueFinanceInvoice.financeInvoice.invoiceNumber).toBe('RB2026-0001');
      expect((await issue(first)).data.issueFinanceInvoice.financeInvoice.invoiceNumber).toBe('RB2026-0002');
    });

    it('numbers in the year of the club’s date: 23:59 on 31 December keeps the old year, 00:00 starts the new at 1', async () => {
      const groupGid = await freshGroup('NY');
      const [late, early] = [await draft({}, groupGid), await draft({}, groupGid)];
      try {
        // 23:59 in Amsterdam is 22:59 UTC; 00:00 on 1 January is 23:00 UTC.
        t.clock.set(new Date('2026-12-31T22:59:00Z'));
        expect((await issue(late)).data.issueFinanceInvoice.financeInvoice).toMatchObject({ invoiceNumber: 'NY2026-0001', dateCreated: '2026-12-31' });
        t.clock.set(new Date('2026-12-31T23:00:00Z'));
        expect((await issue(early)).data.issueFinanceInvoice.financeInvoice).toMatchObject({ invoiceNumber: 'NY2027-0001', dateCreated: '2027-01-01' });
      } finally {
        t.clock.set(new Date('2026-03-02T09:00:00Z'));
      }
    });
  });
});
