import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club } from '../../../src/modules/clubs/club.js';
import { mailSentQuote } from '../../../src/modules/finance/mail-sent-quote.js';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp-server.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { gid, tokenFor } from '../booking/booking-kit.js';
import { pdfText } from './finance-kit.js';

const FIELDS = `id quoteNumber status account { id } relationsBusiness { id name vatId }
  financeInvoice { id status account { id } relationsBusiness { id name } }`;
const CREATE = `mutation($input: CreateFinanceQuoteInput!) { createFinanceQuote(input: $input) { financeQuote { ${FIELDS} } } }`;
const SEND = `mutation($input: SendFinanceQuoteInput!) { sendFinanceQuote(input: $input) { financeQuote { ${FIELDS} } } }`;
const ACCEPT = `mutation($input: AcceptFinanceQuoteInput!) { acceptFinanceQuote(input: $input) { financeQuote { ${FIELDS} } } }`;
const CANCEL = `mutation($input: CancelFinanceQuoteInput!) { cancelFinanceQuote(input: $input) { financeQuote { id status } } }`;
const REJECT = `mutation($input: RejectFinanceQuoteInput!) { rejectFinanceQuote(input: $input) { financeQuote { id status } } }`;
const RESEND = `mutation($input: ResendFinanceQuoteInput!) { resendFinanceQuote(input: $input) { financeQuote { id status quoteNumber } } }`;

interface Answer {
  data?: any;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
}

// Quotes for business relations, their PDF and their mail (issue 22). The clock is Monday 2 March 2026, 10:00 in Amsterdam.
describe('quotes for business relations, their PDF and mail', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let club: Club;
  let finance: string;
  let businessId: number;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, ACCESS_TOKEN_TTL_SECONDS: String(10 * 365 * 24 * 3600) } });
    club = await t.make.defaultClub();
    await t.app.db.updateTable('clubs').set({ address: 'Harbour Street 12, Amsterdam' }).where('id', '=', club.id).execute();
    finance = await tokenFor(t, await t.make.staff({ staffRoles: ['FINANCE'] }));
    const rate = (percentage: string) =>
      t.app.db.insertInto('financeTaxRates').values({ clubId: club.id, name: `VAT ${percentage}%`, percentage, rateType: 'IN' }).returning('id').executeTakeFirstOrThrow();
    ids.vat21 = gid('FinanceTaxRateNode', (await rate('21')).id);
    ids.vat9 = gid('FinanceTaxRateNode', (await rate('9')).id);
    const group = (kind: 'INVOICE' | 'QUOTE', prefix: string) =>
      t.app.db
        .insertInto('financeInvoiceGroups')
        .values({ clubId: club.id, kind, name: prefix, prefix, dueAfterDays: 30, terms: 'Valid for 30 days.', footer: 'Kiai Dojo - NL001' })
        .returning('id')
        .executeTakeFirstOrThrow();
    ids.quotes = gid('FinanceInvoiceGroupNode', (await group('QUOTE', 'Q')).id);
    ids.invoices = gid('FinanceInvoiceGroupNode', (await group('INVOICE', 'F')).id);
    businessId = (
      await t.app.db
        .insertInto('relationsBusinesses')
        .values({ clubId: club.id, name: 'Acme Sports BV', addressLine1: 'Dock 7', postcode: '3011 AA', city: 'Rotterdam', vatId: 'NL123456789B01', email: 'billing@acme.test' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    ids.business = gid('RelationsBusinessNode', businessId);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const gql = async (query: string, variables: Record<string, unknown>, token = finance): Promise<Answer> => (await t.gql(query, variables, { token })).body;
  const error = (res: Answer) => ({ code: res.errors?.[0]?.extensions?.code, field: res.errors?.[0]?.extensions?.field });
  const input = (extra: Record<string, unknown> = {}) => ({
    relationsBusiness: ids.business,
    group: ids.quotes,
    summary: 'Team seminar for Acme',
    lines: [
      { productName: 'Team seminar', description: 'Two days', quantity: '2', price: '250.00', taxRate: ids.vat21 },
      { productName: 'Lunch', quantity: '10', price: '10.90', taxRate: ids.vat9 },
    ],
    ...extra,
  });
  async function sent(extra: Record<string, unknown> = {}): Promise<any> {
    const created = await gql(CREATE, { input: input(extra) });
    expect(created.errors).toBeUndefined();
    const res = await gql(SEND, { input: { id: created.data.createFinanceQuote.financeQuote.id } });
    expect(res.errors).toBeUndefined();
    return res.data.sendFinanceQuote.financeQuote;
  }
  const pdf = (id: string, token?: string, slug = club.slug) =>
    t.server.inject({ method: 'GET', url: `/${slug}/d/api/finance/quotes/${id}/pdf/`, headers: token ? { authorization: `JWT ${token}` } : {} });
  const numericIdOf = (id: string) => Number(Buffer.from(id, 'base64').toString().split(':')[1]);
  const mailedAt = async (id: string) =>
    (await t.app.db.selectFrom('financeQuotes').select('mailedAt').where('id', '=', numericIdOf(id)).executeTakeFirstOrThrow()).mailedAt;
  const mailsTo = (address: string, number: string) => smtp.received.filter((m) => m.to.includes(address) && m.raw.includes(`Subject: Quote ${number}`));

  it('quotes a business relation, and accepting it drafts the invoice for the same relation', async () => {
    const quote = await sent();
    expect(quote).toMatchObject({ status: 'SENT', account: null, relationsBusiness: { id: ids.business, name: 'Acme Sports BV', vatId: 'NL123456789B01' } });
    const accepted = (await gql(ACCEPT, { input: { id: quote.id, invoiceGroup: ids.invoices } })).data.acceptFinanceQuote.financeQuote;
    expect(accepted.financeInvoice).toMatchObject({ status: 'DRAFT', account: null, relationsBusiness: { id: ids.business, name: 'Acme Sports BV' } });
  });

  it('refuses another club’s business relation, an archived one, and an account and a business at once, writing nothing', async () => {
    const other = await t.make.club({ slug: 'other-dojo' });
    const theirs = await t.app.db.insertInto('relationsBusinesses').values({ clubId: other.id, name: 'Elsewhere BV' }).returning('id').executeTakeFirstOrThrow();
    const archived = await t.app.db.insertInto('relationsBusinesses').values({ clubId: club.id, name: 'Gone BV', archived: true }).returning('id').executeTakeFirstOrThrow();
    const before = await t.app.db.selectFrom('financeQuotes').select('id').execute();
    expect(error(await gql(CREATE, { input: input({ relationsBusiness: gid('RelationsBusinessNode', theirs.id) }) }))).toEqual({ code: 'NOT_FOUND', field: 'relationsBusiness' });
    expect(error(await gql(CREATE, { input: input({ relationsBusiness: gid('RelationsBusinessNode', archived.id) }) }))).toEqual({ code: 'NOT_FOUND', field: 'relationsBusiness' });
    const member = await t.make.member();
    expect(error(await gql(CREATE, { input: input({ account: gid('AccountNode', member.id) }) }))).toEqual({ code: 'VALIDATION_FAILED', field: 'relation' });
    expect(error(await gql(CREATE, { input: input({ relationsBusiness: undefined }) }))).toEqual({ code: 'VALIDATION_FAILED', field: 'relation' });
    expect(await t.app.db.selectFrom('financeQuotes').select('id').execute()).toEqual(before);
  });

  it('prints the quote: number, dates, the relation’s address and VAT id, lines, tax per rate, totals, terms and footer', async () => {
    const quote = await sent();
    const res = await pdf(quote.id, finance);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="quote-${quote.quoteNumber}.pdf"`);
    const text = await pdfText(res.rawPayload);
    for (const printed of [
      'Test Club',
      'Harbour Street 12, Amsterdam',
      `Quote ${quote.quoteNumber}`,
      'Quote date: 2026-03-02',
      'Valid until: 2026-04-01',
      'Status: Sent',
      'Team seminar for Acme',
      'Quote for',
      'Acme Sports BV',
      'Dock 7',
      '3011 AA Rotterdam',
      'VAT ID: NL123456789B01',
      'Team seminar',
      'Two days',
      '21% incl.',
      '€ 500.00',
      'Lunch',
      '€ 109.00',
      'Tax per rate',
      '21% incl.: base € 413.22, tax',
      '€ 86.78',
      '9% incl.: base € 100.00, tax',
      '€ 9.00',
      '€ 609.00',
      'Valid for 30 days.',
      'Kiai Dojo - NL001',
    ]) {
      expect(text).toContain(printed);
    }
    // A draft prints as a preview, without a number.
    const draft = (await gql(CREATE, { input: input() })).data.createFinanceQuote.financeQuote;
    const preview = await pdf(draft.id, finance);
    expect(preview.headers['content-disposition']).toMatch(/filename="draft-quote-\d+\.pdf"/);
    expect(await pdfText(preview.rawPayload)).toContain('Draft quote');
  });

  it('gives the PDF to finance.quotes.view only, and nothing of another club', async () => {
    const quote = await sent();
    expect((await pdf(quote.id, await tokenFor(t, await t.make.staff({ staffRoles: ['MANAGER'] })))).statusCode).toBe(200);
    for (const role of ['FRONT_DESK', 'INSTRUCTOR'] as const) {
      const res = await pdf(quote.id, await tokenFor(t, await t.make.staff({ staffRoles: [role] })));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'PERMISSION_DENIED' });
    }
    expect((await pdf(quote.id, await tokenFor(t, await t.make.member()))).statusCode).toBe(403);
    expect((await pdf(quote.id)).statusCode).toBe(401);
    // Another club's finance staff, on their own club's address, find no such quote; a made-up id is the same.
    const other = await t.make.club({ slug: 'third-dojo' });
    const theirFinance = await tokenFor(t, await t.make.staff({ club: other, staffRoles: ['FINANCE'] }));
    const res = await pdf(quote.id, theirFinance, other.slug);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual((await pdf(gid('FinanceQuoteNode', 999_999), theirFinance, other.slug)).json());
    expect((await pdf('not-an-id', finance)).statusCode).toBe(404);
  });

  it('mails a sent quote with its PDF to the relation after the commit, exactly once', async () => {
    const quote = await sent();
    expect(mailsTo('billing@acme.test', quote.quoteNumber)).toHaveLength(0);
    await t.runJobs();
    const [mail] = mailsTo('billing@acme.test', quote.quoteNumber);
    expect(mail?.raw).toContain(`Subject: Quote ${quote.quoteNumber} from Test Club`);
    expect(mail?.raw).toContain(`Content-Type: application/pdf; name=quote-${quote.quoteNumber}.pdf`);
    // A retried job and a second send mail nothing more.
    expect(await mailSentQuote(t.app, club, numericIdOf(quote.id))).toBe(`Quote ${quote.quoteNumber} was mailed before.`);
    expect(error(await gql(SEND, { input: { id: quote.id } }))).toEqual({ code: 'CONFLICT', field: 'quote' });
    await t.runJobs({ ignoreBackoff: true });
    expect(mailsTo('billing@acme.test', quote.quoteNumber)).toHaveLength(1);
  });

  it('mails a member’s quote to their e-mail, and nothing for a quote cancelled before its job ran', async () => {
    const member = await t.make.member({ firstName: 'Noor', email: 'noor@example.test' });
    const quote = await sent({ relationsBusiness: undefined, account: gid('AccountNode', member.id) });
    await t.runJobs();
    expect(mailsTo('noor@example.test', quote.quoteNumber)).toHaveLength(1);
    expect(mailsTo('noor@example.test', quote.quoteNumber)[0]?.raw).toContain('Hello Noor,');

    const withdrawn = await sent();
    expect((await gql(CANCEL, { input: { id: withdrawn.id } })).data.cancelFinanceQuote.financeQuote.status).toBe('CANCELLED');
    await t.runJobs();
    expect(mailsTo('billing@acme.test', withdrawn.quoteNumber)).toHaveLength(0);
  });

  it('sends a sent quote again: the same mail with its PDF once more, after the commit, however often its job runs', async () => {
    const quote = await sent();
    await t.runJobs();
    expect(mailsTo('billing@acme.test', quote.quoteNumber)).toHaveLength(1);
    const again = await gql(RESEND, { input: { id: quote.id } });
    expect(again.errors).toBeUndefined();
    // Nothing else changes: the same number and status.
    expect(again.data.resendFinanceQuote.financeQuote).toEqual({ id: quote.id, status: 'SENT', quoteNumber: quote.quoteNumber });
    expect(mailsTo('billing@acme.test', quote.quoteNumber)).toHaveLength(1);
    await t.runJobs();
    const mails = mailsTo('billing@acme.test', quote.quoteNumber);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.raw).toContain(`Subject: Quote ${quote.quoteNumber} from Test Club`);
    expect(mails[1]?.raw).toContain(`Content-Type: application/pdf; name=quote-${quote.quoteNumber}.pdf`);
    expect(await mailSentQuote(t.app, club, numericIdOf(quote.id))).toBe(`Quote ${quote.quoteNumber} was mailed before.`);
    await t.runJobs({ ignoreBackoff: true });
    expect(mailsTo('billing@acme.test', quote.quoteNumber)).toHaveLength(2);
  });

  it('sends again only an open sent quote with someone to mail, for finance.quotes.edit, in its own club, changing nothing when refused', async () => {
    // Its sending's mail is out first, so a refusal that queued one would show.
    const refused = async (id: string, token = finance) => {
      await t.runJobs();
      const before = await mailedAt(id);
      const res = await gql(RESEND, { input: { id } }, token);
      await t.runJobs();
      expect(await mailedAt(id)).toEqual(before);
      return { ...error(res), message: res.errors?.[0]?.message };
    };
    const draft = (await gql(CREATE, { input: input() })).data.createFinanceQuote.financeQuote;
    expect(await refused(draft.id)).toEqual({ code: 'CONFLICT', field: 'quote', message: 'This quote is a draft: send it first.' });
    const rejected = await sent();
    await gql(REJECT, { input: { id: rejected.id } });
    expect(await refused(rejected.id)).toEqual({ code: 'CONFLICT', field: 'quote', message: 'This quote is rejected: it is no offer to send again.' });
    const accepted = await sent();
    await gql(ACCEPT, { input: { id: accepted.id, invoiceGroup: ids.invoices } });
    expect(await refused(accepted.id)).toMatchObject({ code: 'CONFLICT', message: 'This quote is accepted: it is no offer to send again.' });

    // Valid until 3 March: sent again on its last day, refused the day after (tokens outlive the clock's jump).
    const late = await sent({ dateExpire: '2026-03-03' });
    try {
      t.clock.set(new Date('2026-03-03T22:59:00Z'));
      expect((await gql(RESEND, { input: { id: late.id } })).errors).toBeUndefined();
      t.clock.set(new Date('2026-03-03T23:00:00Z'));
      expect(await refused(late.id)).toEqual({ code: 'CONFLICT', field: 'quote', message: 'This quote expired on 2026-03-03: send a new one.' });
    } finally {
      t.clock.set(new Date('2026-03-02T09:00:00Z'));
    }

    const silent = await t.app.db.insertInto('relationsBusinesses').values({ clubId: club.id, name: 'No Mail BV' }).returning('id').executeTakeFirstOrThrow();
    const unmailable = await sent({ relationsBusiness: gid('RelationsBusinessNode', silent.id) });
    expect(await refused(unmailable.id)).toEqual({ code: 'VALIDATION_FAILED', field: 'quote', message: 'The quote’s relation has no e-mail address: add one to send the quote again.' });

    // Roles without finance.quotes.edit (the access matrix runs every role), and another club's finance staff.
    const open = await sent();
    for (const role of ['FRONT_DESK', 'INSTRUCTOR'] as const) {
      expect(await refused(open.id, await tokenFor(t, await t.make.staff({ staffRoles: [role] })))).toMatchObject({ code: 'PERMISSION_DENIED' });
    }
    const other = await t.make.club({ slug: 'resend-dojo' });
    const theirFinance = await tokenFor(t, await t.make.staff({ club: other, staffRoles: ['FINANCE'] }));
    const theirs = (await t.gql(RESEND, { input: { id: open.id } }, { token: theirFinance, club: other.slug })).body as Answer;
    expect(error(theirs)).toEqual({ code: 'NOT_FOUND', field: 'quote' });
    expect(error(await gql(RESEND, { input: { id: gid('FinanceQuoteNode', 999_999) } }))).toEqual({ code: 'NOT_FOUND', field: 'quote' });
    expect(error(await gql(RESEND, { input: { id: 'not-an-id' } }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(mailsTo('billing@acme.test', open.quoteNumber)).toHaveLength(1);
  });
});
