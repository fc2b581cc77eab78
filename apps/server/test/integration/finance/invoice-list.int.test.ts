import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club } from '../../../src/modules/clubs/club.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { gid, tokenFor } from '../booking/booking-kit.js';
import { deliver, orderFor, payment } from './finance-kit.js';

const LIST = `query List($status: FinanceInvoiceStatus, $dateFrom: Date, $dateTo: Date, $totalMin: Decimal, $totalMax: Decimal, $account: ID, $business: ID) {
  financeInvoices(first: 50, status: $status, dateFrom: $dateFrom, dateTo: $dateTo, totalMin: $totalMin, totalMax: $totalMax, account: $account, business: $business) { edges { node { id total } } }
}`;
const TOTALS = `query Totals($dateFrom: Date, $totalMin: Decimal, $account: ID) {
  financeInvoiceOpenTotals(dateFrom: $dateFrom, totalMin: $totalMin, account: $account) { count balance balanceDisplay }
}`;

// The back office's invoice list: filters and what is open (issue 22). Invoices of €150 and €20 passes, some paid.
describe('the invoice list with filters and open totals', () => {
  let t: TestApp;
  let club: Club;
  let finance: string;
  const ids: Record<string, string> = {};
  let memberGid: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: String(10 * 365 * 24 * 3600) } });
    club = await t.make.defaultClub();
    finance = await tokenFor(t, await t.make.staff({ staffRoles: ['FINANCE'] }));
    const ten = await t.make.classpassProduct({ price: '150.00' });
    const one = await t.make.classpassProduct({ name: 'Drop-in', price: '20.00', classes: 1 });
    const sale = async (name: string, productId: number, paid: string | null, buyer?: Awaited<ReturnType<TestApp['make']['member']>>) => {
      const member = buyer ?? (await t.make.member());
      const orderId = await orderFor(t, club, member, productId);
      await deliver(t, club, orderId, paid === null ? null : payment(paid));
      const { id } = await t.app.db.selectFrom('financeInvoices').select('id').where('financeOrderId', '=', orderId).executeTakeFirstOrThrow();
      ids[name] = gid('FinanceInvoiceNode', id);
      return member;
    };
    const member = await sale('open150', ten.id, null);
    memberGid = gid('AccountNode', member.id);
    await sale('open20', one.id, null, member);
    await sale('paid150', ten.id, '150.00');
    t.clock.set(new Date('2026-04-02T09:00:00Z'));
    await sale('april150', ten.id, null);
    t.clock.set(new Date('2026-03-02T09:00:00Z'));
  });
  afterAll(() => t.close());

  const list = async (variables: Record<string, unknown>) => {
    const res = await t.gql(LIST, variables, { token: finance });
    expect(res.body.errors).toBeUndefined();
    return res.body.data.financeInvoices.edges.map((e: { node: { id: string } }) => e.node.id).sort();
  };

  it('filters by status, invoice date and total', async () => {
    expect(await list({ status: 'PAID' })).toEqual([ids.paid150]);
    expect(await list({ dateFrom: '2026-04-01' })).toEqual([ids.april150]);
    expect(await list({ dateTo: '2026-03-31', totalMax: '20' })).toEqual([ids.open20]);
    expect(await list({ totalMin: '150.00', status: 'SENT' })).toEqual([ids.open150, ids.april150].sort());
    expect(await list({ account: memberGid })).toEqual([ids.open150, ids.open20].sort());
  });

  it('sums the open balance exactly, with the same filters', async () => {
    const totals = async (variables: Record<string, unknown>) => (await t.gql(TOTALS, variables, { token: finance })).body.data.financeInvoiceOpenTotals;
    expect(await totals({})).toEqual({ count: 3, balance: '320.00', balanceDisplay: '€ 320.00' });
    expect(await totals({ dateFrom: '2026-04-01' })).toEqual({ count: 1, balance: '150.00', balanceDisplay: '€ 150.00' });
    expect(await totals({ account: memberGid, totalMin: '100' })).toEqual({ count: 1, balance: '150.00', balanceDisplay: '€ 150.00' });
  });

  it('refuses a malformed amount naming the field, and the totals to members', async () => {
    const bad = await t.gql(TOTALS, { totalMin: '1.234' }, { token: finance });
    expect(bad.body.errors?.[0]).toMatchObject({ extensions: { code: 'VALIDATION_FAILED', field: 'totalMin' } });
    const member = await tokenFor(t, await t.make.member());
    expect((await t.gql(TOTALS, {}, { token: member })).body.errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
  });

  const csv = (query: string, token?: string, slug = club.slug) =>
    t.server.inject({ method: 'GET', url: `/${slug}/d/api/finance/invoices/csv/${query}`, headers: token ? { authorization: `JWT ${token}` } : {} });
  const csvLines = (body: string) => body.replace(/^\uFEFF/, '').trim().split('\n');

  it('takes the same filters as the list, each malformed one refused with a 400, never a 500', async () => {
    expect(csvLines((await csv('?status=PAID', finance)).body).slice(1).map((l) => l.split(',')[1])).toEqual(['PAID']);
    expect(csvLines((await csv('?dateFrom=2026-04-01&status=SENT', finance)).body)).toHaveLength(2);
    expect(csvLines((await csv('?dateTo=2026-03-31&totalMax=20', finance)).body)).toHaveLength(2);
    for (const [query, error] of [
      ['?status=OPEN', 'Unknown invoice status.'],
      ['?dateFrom=2026-13-01', 'date'],
      ['?dateTo=99999-01-01', 'date'],
      ['?totalMin=1.234', 'at most two decimals'],
      ['?totalMax=1e400', 'at most two decimals'],
    ] as const) {
      const res = await csv(query, finance);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.parse(res.body), query).toMatchObject({ success: false, code: 'VALIDATION_FAILED', error: expect.stringContaining(error) });
    }
    expect((await csv('?group=xyz', finance)).statusCode).toBe(400);
    expect((await csv(`?account=${encodeURIComponent(gid('FinanceInvoiceNode', 1))}`, finance)).statusCode).toBe(404);
  });

  it("answers only staff with finance.invoices.read, and never another club's invoices", async () => {
    expect((await csv('')).statusCode).toBe(401);
    expect((await csv('', await tokenFor(t, await t.make.member()))).statusCode).toBe(403);
    expect((await csv('', await tokenFor(t, await t.make.staff({ staffRoles: ['FRONT_DESK'] })))).statusCode).toBe(403);
    expect((await csv('', await tokenFor(t, await t.make.staff({ staffRoles: ['MANAGER'] })))).statusCode).toBe(200);
    const other = await t.make.club();
    const otherAdmin = await tokenFor(t, await t.make.staff({ club: other }));
    expect(csvLines((await csv('', otherAdmin, other.slug)).body)).toHaveLength(1);
    // Their admin's token is refused here, and our member's account id names nobody of theirs.
    expect((await csv('', otherAdmin)).statusCode).toBe(401);
    expect(csvLines((await csv(`?account=${encodeURIComponent(memberGid)}`, otherAdmin, other.slug)).body)).toHaveLength(1);
  });

  it("exports the list's filters as CSV: formulas escaped, a credit note's negative amounts numbers (L12)", async () => {
    const sneaky = await t.make.member({ firstName: '=HYPERLINK("http://evil.example","Click")', lastName: 'Member' });
    const orderId = await orderFor(t, club, sneaky, (await t.make.classpassProduct({ name: 'Sneaky pass', price: '30.00' })).id);
    await deliver(t, club, orderId, null);
    const invoice = await t.app.db.selectFrom('financeInvoices').select(['id', 'invoiceNumber']).where('financeOrderId', '=', orderId).executeTakeFirstOrThrow();
    const credited = await t.gql(`mutation C($input: CreditFinanceInvoiceInput!) { creditFinanceInvoice(input: $input) { creditNote { invoiceNumber } } }`, { input: { invoice: gid('FinanceInvoiceNode', invoice.id) } }, { token: finance });
    expect(credited.body.errors).toBeUndefined();
    const creditNumber: string = credited.body.data.creditFinanceInvoice.creditNote.invoiceNumber;

    const res = await csv(`?account=${encodeURIComponent(gid('AccountNode', sneaky.id))}`, finance);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="invoices.csv"');
    const lines = csvLines(res.body);
    expect(lines[0]).toBe('Invoice,Status,Date,Due,Customer,Summary,Subtotal,Tax,Total,Paid,Balance');
    expect(lines).toHaveLength(3);
    const name = `"'=HYPERLINK(""http://evil.example"",""Click"") Member"`;
    expect(lines).toContain(`${creditNumber},PAID,2026-03-02,2026-03-02,${name},Credit note for invoice ${invoice.invoiceNumber} of 2026-03-02,-30.00,0.00,-30.00,-30.00,0.00`);
    expect(lines.find((l) => l.startsWith(invoice.invoiceNumber ?? '-'))).toContain(`,${name},`);
  });

  it('filters by business relation in the list, its totals and its CSV; another club\'s business names nothing, a bad id is a 4xx', async () => {
    const business = async (clubId: number, name: string) =>
      gid('RelationsBusinessNode', (await t.app.db.insertInto('relationsBusinesses').values({ clubId, name }).returning('id').executeTakeFirstOrThrow()).id);
    const dojoSupplies = await business(club.id, 'Dojo Supplies BV');
    const other = await t.make.club();
    const theirs = await business(other.id, 'Their Customer BV');
    const group = await t.app.db.selectFrom('financeInvoiceGroups').select('id').where('clubId', '=', club.id).orderBy('id').executeTakeFirstOrThrow();
    const created = await t.gql(
      `mutation($input: CreateFinanceInvoiceInput!) { createFinanceInvoice(input: $input) { financeInvoice { id } } }`,
      { input: { relationsBusiness: dojoSupplies, group: gid('FinanceInvoiceGroupNode', group.id), lines: [{ productName: 'Mat rental', quantity: '1', price: '500' }] } },
      { token: finance },
    );
    expect(created.body.errors).toBeUndefined();
    const draft: string = created.body.data.createFinanceInvoice.financeInvoice.id;

    expect(await list({ business: dojoSupplies })).toEqual([draft]);
    expect(await list({ business: dojoSupplies, status: 'SENT' })).toEqual([]);
    expect(await list({ business: theirs })).toEqual([]);
    const totals = await t.gql(`query($business: ID) { financeInvoiceOpenTotals(business: $business) { count balance } }`, { business: dojoSupplies }, { token: finance });
    expect(totals.body.data.financeInvoiceOpenTotals).toEqual({ count: 0, balance: '0.00' });

    const lines = csvLines((await csv(`?business=${encodeURIComponent(dojoSupplies)}`, finance)).body);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',Dojo Supplies BV,');
    expect(csvLines((await csv(`?business=${encodeURIComponent(theirs)}`, finance)).body)).toHaveLength(1);

    for (const bad of [gid('AccountNode', 1), 'xyz']) {
      const res = await t.gql(LIST, { business: bad }, { token: finance });
      expect(res.body.errors?.[0]?.extensions?.code, bad).toBe('VALIDATION_FAILED');
      expect((await csv(`?business=${encodeURIComponent(bad)}`, finance)).statusCode, bad).toBe(400);
    }
    expect((await csv(`?business=${encodeURIComponent(gid('RelationsBusinessNode', 2 ** 53))}`, finance)).statusCode).toBeLessThan(500);
    expect(csvLines((await csv('?business=', finance)).body).length).toBeGreaterThan(2);
  });
});
