import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club } from '../../../src/modules/clubs/club.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { gid, tokenFor } from '../booking/booking-kit.js';
import { deliver, orderFor, payment } from './finance-kit.js';

const LIST = `query List($status: FinanceInvoiceStatus, $dateFrom: Date, $dateTo: Date, $totalMin: Decimal, $totalMax: Decimal, $account: ID) {
  financeInvoices(first: 50, status: $status, dateFrom: $dateFrom, dateTo: $dateTo, totalMin: $totalMin, totalMax: $totalMax, account: $account) { edges { node { id total } } }
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
});
