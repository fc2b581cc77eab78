import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../src/modules/account-records/account.js';
import type { Club } from '../../../src/modules/clubs/club.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { tokenFor } from '../booking/booking-kit.js';
import { issuedInvoice } from './ledger-kit.js';

const TAX = `query Tax($from: Date!, $to: Date!) {
  financeTaxSummary(dateFrom: $from, dateTo: $to) {
    dateFrom dateTo csvUrl
    rates { percentage percentageDisplay rateType amounts { base baseDisplay tax total } }
    totals { base tax total totalDisplay }
  }
}`;

// The tax summary (issue 22, test plan L4 and L12): base and tax per rate of issued invoices by issue date.
describe('tax summary', () => {
  let t: TestApp;
  let club: Club;
  let member: Account;
  let finance: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: String(10 * 365 * 24 * 3600) } });
    club = await t.make.defaultClub();
    member = await t.make.member();
    finance = await tokenFor(t, await t.make.staff({ staffRoles: ['FINANCE'] }));
    // L4: 3 × €9.99 at 21 % inclusive, and 7 lines of €0.10 at 9 %.
    await issuedInvoice(t, club, member.id, [{ price: '9.99', quantity: '3', percentage: '21' }], { dateCreated: '2026-03-31' });
    await issuedInvoice(t, club, member.id, Array.from({ length: 7 }, () => ({ price: '0.10', quantity: '1', percentage: '9' })), { dateCreated: '2026-03-01', status: 'PAID' });
    // A business relation's line without tax included, and a 0 % line: counted.
    await issuedInvoice(t, club, member.id, [{ price: '100.00', quantity: '1', percentage: '21', rateType: 'EX' }, { price: '5.00', quantity: '1', percentage: '0' }], { dateCreated: '2026-03-15', status: 'OVERDUE' });
    // Never counted: drafts, cancelled drafts, and days outside March.
    await issuedInvoice(t, club, member.id, [{ price: '1000.00', quantity: '1', percentage: '21' }], { dateCreated: '2026-03-10', status: 'DRAFT' });
    await issuedInvoice(t, club, member.id, [{ price: '1000.00', quantity: '1', percentage: '21' }], { dateCreated: '2026-03-10', status: 'CANCELLED' });
    await issuedInvoice(t, club, member.id, [{ price: '1000.00', quantity: '1', percentage: '21' }], { dateCreated: '2026-02-28' });
    await issuedInvoice(t, club, member.id, [{ price: '1000.00', quantity: '1', percentage: '21' }], { dateCreated: '2026-04-01' });
    // Another club's invoice in March.
    const elsewhere = await t.make.club();
    await issuedInvoice(t, elsewhere, (await t.make.member({ club: elsewhere })).id, [{ price: '1000.00', quantity: '1', percentage: '21' }], { dateCreated: '2026-03-10' });
  });
  afterAll(() => t.close());

  const summary = (from: string, to: string, token = finance) => t.gql(TAX, { from, to }, { token });

  it('sums the stored lines per rate for the month, first and last day included, and agrees with the invoices to the cent', async () => {
    const res = await summary('2026-03-01', '2026-03-31');
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.financeTaxSummary).toEqual({
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
      csvUrl: `/${club.slug}/d/api/finance/tax-summary/csv/?dateFrom=2026-03-01&dateTo=2026-03-31`,
      rates: [
        { percentage: '0.000', percentageDisplay: '0%', rateType: 'IN', amounts: { base: '5.00', baseDisplay: '€ 5.00', tax: '0.00', total: '5.00' } },
        { percentage: '9.000', percentageDisplay: '9%', rateType: 'IN', amounts: { base: '0.63', baseDisplay: '€ 0.63', tax: '0.07', total: '0.70' } },
        { percentage: '21.000', percentageDisplay: '21%', rateType: 'EX', amounts: { base: '100.00', baseDisplay: '€ 100.00', tax: '21.00', total: '121.00' } },
        { percentage: '21.000', percentageDisplay: '21%', rateType: 'IN', amounts: { base: '24.77', baseDisplay: '€ 24.77', tax: '5.20', total: '29.97' } },
      ],
      totals: { base: '130.40', tax: '26.27', total: '156.67', totalDisplay: '€ 156.67' },
    });
    const invoices = await t.app.db
      .selectFrom('financeInvoices')
      .select((eb) => [eb.fn.sum<string>('subtotal').as('base'), eb.fn.sum<string>('tax').as('tax'), eb.fn.sum<string>('total').as('total')])
      .where('clubId', '=', club.id)
      .where('status', 'in', ['SENT', 'PAID', 'OVERDUE'])
      .where('dateCreated', '>=', '2026-03-01')
      .where('dateCreated', '<=', '2026-03-31')
      .executeTakeFirstOrThrow();
    expect(invoices).toEqual({ base: '130.40', tax: '26.27', total: '156.67' });
  });

  // Migration 0039: the summary reads sums per day that triggers keep; they must stay the stored lines' sums.
  it('keeps its sums per day equal to the issued lines, through drafts saved again, an issue, a date change, changed and removed lines', async () => {
    const daySums = () =>
      sql<{ row: string }>`SELECT concat_ws(' ', club_id, day, tax_percentage, tax_rate_type, lines, subtotal, tax, total) AS row FROM finance_tax_day_sums WHERE lines <> 0 OR subtotal <> 0 OR tax <> 0 OR total <> 0 ORDER BY 1`.execute(t.app.db).then((r) => r.rows.map((x) => x.row));
    const fromLines = () =>
      sql<{ row: string }>`SELECT concat_ws(' ', i.club_id, n.date_created, i.tax_percentage, i.tax_rate_type, count(*), sum(i.subtotal), sum(i.tax), sum(i.total)) AS row
        FROM finance_invoice_items i JOIN finance_invoices n ON n.club_id = i.club_id AND n.id = i.finance_invoice_id
        WHERE n.status IN ('SENT', 'PAID', 'OVERDUE') GROUP BY i.club_id, n.date_created, i.tax_percentage, i.tax_rate_type ORDER BY 1`.execute(t.app.db).then((r) => r.rows.map((x) => x.row));
    const expectAgreement = async () => expect(await daySums()).toEqual(await fromLines());
    await expectAgreement();
    const draft = await issuedInvoice(t, club, member.id, [{ price: '12.34', quantity: '2', percentage: '21' }, { price: '3.00', quantity: '1', percentage: '9' }], { dateCreated: '2026-05-05', status: 'DRAFT' });
    const lines = () => t.app.db.selectFrom('financeInvoiceItems').selectAll().where('financeInvoiceId', '=', draft).orderBy('id');
    const { id: _id, ...copy } = (await lines().executeTakeFirstOrThrow());
    await t.app.db.deleteFrom('financeInvoiceItems').where('financeInvoiceId', '=', draft).execute();
    await t.app.db.insertInto('financeInvoiceItems').values([copy, { ...copy, sortOrder: 1, taxPercentage: '9.000' }]).execute();
    await expectAgreement();
    await t.app.db.updateTable('financeInvoices').set({ status: 'SENT', invoiceNumber: `TAX-${draft}` }).where('id', '=', draft).execute();
    await expectAgreement();
    expect((await summary('2026-05-05', '2026-05-05')).body.data.financeTaxSummary.totals).toMatchObject({ total: '49.36' });
    await t.app.db.updateTable('financeInvoices').set({ dateCreated: '2026-05-06', dateDue: '2026-05-06' }).where('id', '=', draft).execute();
    await t.app.db.updateTable('financeInvoices').set({ status: 'OVERDUE' }).where('clubId', '=', club.id).where('status', '=', 'SENT').execute();
    await expectAgreement();
    await t.app.db.updateTable('financeInvoiceItems').set({ subtotal: '1.00', tax: '0.21', total: '1.21' }).where('financeInvoiceId', '=', draft).where('sortOrder', '=', 0).execute();
    await expectAgreement();
    await t.app.db.deleteFrom('financeInvoiceItems').where('financeInvoiceId', '=', draft).where('sortOrder', '=', 1).execute();
    await expectAgreement();
    // A rate whose last line is gone leaves the summary, as the lines' own sum would.
    expect((await summary('2026-05-06', '2026-05-06')).body.data.financeTaxSummary.rates.map((r: { percentage: string }) => r.percentage)).toEqual(['21.000']);
    await t.app.db.updateTable('financeInvoices').set({ status: 'CANCELLED' }).where('id', '=', draft).execute();
    await expectAgreement();
    expect((await summary('2026-05-01', '2026-05-31')).body.data.financeTaxSummary.rates).toEqual([]);
  });

  it('takes a single day, a quarter and a leap year; an empty period is all zeros', async () => {
    expect((await summary('2026-03-31', '2026-03-31')).body.data.financeTaxSummary.totals).toMatchObject({ total: '29.97' });
    expect((await summary('2026-04-01', '2026-06-30')).body.data.financeTaxSummary.totals).toMatchObject({ total: '1000.00' });
    expect((await summary('2028-01-01', '2028-12-31')).body.data.financeTaxSummary).toMatchObject({ rates: [], totals: { base: '0.00', tax: '0.00', total: '0.00' } });
  });

  it('refuses a period that ends before it starts or is longer than a year, naming the field', async () => {
    expect((await summary('2026-03-31', '2026-03-01')).body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'dateTo' });
    expect((await summary('2026-01-01', '2027-01-02')).body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'dateTo' });
    expect((await summary('2026-02-30', '2026-03-01')).body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('is read by the finance role, a manager and an admin; the front desk, an instructor and members are turned away', async () => {
    for (const role of ['MANAGER', 'ADMIN'] as const) {
      expect((await summary('2026-03-01', '2026-03-31', await tokenFor(t, await t.make.staff({ staffRoles: [role] })))).body.errors).toBeUndefined();
    }
    for (const role of ['FRONT_DESK', 'INSTRUCTOR'] as const) {
      expect((await summary('2026-03-01', '2026-03-31', await tokenFor(t, await t.make.staff({ staffRoles: [role] })))).body.errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
    }
    expect((await summary('2026-03-01', '2026-03-31', await tokenFor(t, member))).body.errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
  });

  it('downloads the CSV: a row per rate and the totals, amounts as numbers (L12)', async () => {
    const download = (query: string, token?: string) =>
      t.server.inject({ method: 'GET', url: `/${club.slug}/d/api/finance/tax-summary/csv/?${query}`, headers: token ? { authorization: `JWT ${token}` } : {} });
    const res = await download('dateFrom=2026-03-01&dateTo=2026-03-31', finance);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tax-summary-2026-03-01-2026-03-31.csv"');
    expect(res.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/)).toEqual([
      'Tax rate,Price,Base,Tax,Total',
      '0%,included,5.00,0.00,5.00',
      '9%,included,0.63,0.07,0.70',
      '21%,excluded,100.00,21.00,121.00',
      '21%,included,24.77,5.20,29.97',
      'Total,,130.40,26.27,156.67',
    ]);
    expect((await download('dateFrom=2026-03-31&dateTo=2026-03-01', finance)).statusCode).toBe(400);
    expect((await download('dateFrom=2026-03-01&dateTo=2026-03-31')).statusCode).toBe(401);
    expect((await download('dateFrom=2026-03-01&dateTo=2026-03-31', await tokenFor(t, await t.make.staff({ staffRoles: ['FRONT_DESK'] })))).statusCode).toBe(403);
  });
});
