import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../src/modules/account-records/account.js';
import type { Club } from '../../../src/modules/clubs/club.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { gid, tokenFor } from '../booking/booking-kit.js';
import { deliver, orderFor } from './finance-kit.js';

const PAYMENTS = `query($account: ID, $first: Int) {
  financeAccountPayments(account: $account, first: $first) { edges { node { date amount amountDisplay paymentMethod reference invoice invoiceNumber } } }
}`;
const RECORD = `mutation($input: RecordFinanceInvoicePaymentInput!) { recordFinanceInvoicePayment(input: $input) { recorded } }`;
const CREDIT = `mutation($input: CreditFinanceInvoiceInput!) { creditFinanceInvoice(input: $input) { creditNote { id invoiceNumber } } }`;

// The payments on an account's invoices, for its Orders and invoices tab (issue 22). The clock is Monday 2 March 2026.
describe("an account's invoice payments", () => {
  let statements = 0;
  let t: TestApp;
  let club: Club;
  let member: Account;
  let finance: string;
  const method = new Map<string, string>();
  const invoice: { gid: string; number: string | null } = { gid: '', number: null };

  beforeAll(async () => {
    t = await createTestApp({ onStatement: () => void statements++, env: { ACCESS_TOKEN_TTL_SECONDS: String(10 * 365 * 24 * 3600) } });
    club = await t.make.defaultClub();
    finance = await tokenFor(t, await t.make.staff({ staffRoles: ['FINANCE'] }));
    for (const row of await t.app.db.selectFrom('financePaymentMethods').select(['id', 'code']).where('clubId', '=', club.id).execute()) {
      method.set(row.code ?? '', gid('FinancePaymentMethodNode', row.id));
    }
    member = await t.make.member();
    const product = await t.make.classpassProduct({ price: '150.00' });
    await deliver(t, club, await orderFor(t, club, member, product.id), null);
    const row = await t.app.db.selectFrom('financeInvoices').select(['id', 'invoiceNumber']).where('accountId', '=', member.id).executeTakeFirstOrThrow();
    Object.assign(invoice, { gid: gid('FinanceInvoiceNode', row.id), number: row.invoiceNumber });
  });
  afterAll(() => t.close());

  const payments = async (token: string, account = gid('AccountNode', member.id), first?: number) => {
    const res = await t.gql(PAYMENTS, { account, first }, { token });
    return { errors: res.body.errors, nodes: res.body.data?.financeAccountPayments?.edges.map((e: { node: unknown }) => e.node) };
  };

  it('lists the cash payment and, after a credit note with a refund, the settlement and the negative refund, newest first', async () => {
    expect((await payments(finance)).nodes).toEqual([]);
    const paid = await t.gql(RECORD, { input: { invoice: invoice.gid, amount: '50', date: '2026-03-01', paymentMethod: method.get('CASH'), reference: 'R-1' } }, { token: finance });
    expect(paid.body.errors).toBeUndefined();
    const credited = await t.gql(CREDIT, { input: { invoice: invoice.gid, refund: { paymentMethod: method.get('WIRE_TRANSFER') } } }, { token: finance });
    expect(credited.body.errors).toBeUndefined();
    const note = credited.body.data.creditFinanceInvoice.creditNote;

    const { errors, nodes } = await payments(finance);
    expect(errors).toBeUndefined();
    expect(nodes).toHaveLength(4);
    expect(nodes[nodes.length - 1]).toEqual({ date: '2026-03-01', amount: '50.00', amountDisplay: '€ 50.00', paymentMethod: 'Cash', reference: 'R-1', invoice: invoice.gid, invoiceNumber: invoice.number });
    expect(nodes).toContainEqual(expect.objectContaining({ date: '2026-03-02', amount: '-50.00', paymentMethod: 'Wire transfer', invoice: note.id, invoiceNumber: note.invoiceNumber }));
    expect(nodes).toContainEqual(expect.objectContaining({ amount: '100.00', invoice: invoice.gid }));
    expect(nodes).toContainEqual(expect.objectContaining({ amount: '-100.00', invoice: note.id }));
    expect((await payments(finance, gid('AccountNode', member.id), 1)).nodes).toHaveLength(1);
  });

  it('answers the member their own, each staff role as the invoices (finance.invoices.read), and refuses everyone else', async () => {
    expect((await payments(await tokenFor(t, member))).nodes).toHaveLength(4);
    expect((await payments(await tokenFor(t, member), undefined as unknown as string)).nodes).toHaveLength(4);
    for (const role of ['ADMIN', 'MANAGER', 'FINANCE'] as const) {
      expect((await payments(await tokenFor(t, await t.make.staff({ staffRoles: [role] })))).nodes, role).toHaveLength(4);
    }
    for (const role of ['FRONT_DESK', 'INSTRUCTOR'] as const) {
      expect((await payments(await tokenFor(t, await t.make.staff({ staffRoles: [role] })))).errors?.[0]?.extensions?.code, role).toBe('PERMISSION_DENIED');
    }
    expect((await payments(await tokenFor(t, await t.make.member()))).errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
    expect((await t.gql(PAYMENTS, { account: gid('AccountNode', member.id) })).body.errors?.[0]?.extensions?.code).toBe('USER_NOT_LOGGED_IN');
  });

  it("refuses another club's account and bad ids with a 4xx, never a 500", async () => {
    const other = await t.make.club();
    const theirs = await t.make.member({ club: other });
    expect((await payments(finance, gid('AccountNode', theirs.id))).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await payments(finance, gid('FinanceInvoiceNode', 1))).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await payments(finance, 'xyz')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await payments(finance, gid('AccountNode', member.id), 1000)).errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('reads one page in the same statements for 4 payments as for 24 (S1)', async () => {
    const count = async () => {
      statements = 0;
      expect((await payments(finance)).errors).toBeUndefined();
      return statements;
    };
    const before = await count();
    for (let i = 0; i < 10; i++) {
      const product = await t.make.classpassProduct({ name: `Pass ${i}`, price: '10.00' });
      await deliver(t, club, await orderFor(t, club, member, product.id), null);
    }
    const open = await t.app.db.selectFrom('financeInvoices').select('id').where('accountId', '=', member.id).where('status', '=', 'SENT').execute();
    for (const row of open) {
      for (const half of ['A', 'B']) {
        await t.gql(RECORD, { input: { invoice: gid('FinanceInvoiceNode', row.id), amount: '5', paymentMethod: method.get('CASH'), reference: `${row.id}-${half}` } }, { token: finance });
      }
    }
    expect((await payments(finance)).nodes).toHaveLength(24);
    expect(await count()).toBe(before);
  });
});
