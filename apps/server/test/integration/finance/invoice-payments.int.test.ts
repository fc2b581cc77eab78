import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club } from '../../../src/modules/clubs/club.js';
import type { OrganizationClasspass } from '../../../src/modules/classpasses/classpass.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { gid, tokenFor } from '../booking/booking-kit.js';
import { deliver, orderFor } from './finance-kit.js';

const RECORD = `mutation Record($input: RecordFinanceInvoicePaymentInput!) {
  recordFinanceInvoicePayment(input: $input) { recorded financeInvoice { id status paid balance payments { amount date paymentMethod reference } } }
}`;
const DESK = `mutation Desk($input: RecordFinanceDeskPaymentInput!) {
  recordFinanceDeskPayment(input: $input) { recorded financeInvoice { id status paid } }
}`;

// Payments recorded by hand (issue 22, test plan L5): the clock is Monday 2 March 2026, 10:00 in Amsterdam.
describe('recording invoice payments', () => {
  let t: TestApp;
  let club: Club;
  let product: OrganizationClasspass;
  let finance: string;
  const method = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: String(10 * 365 * 24 * 3600) } });
    club = await t.make.defaultClub();
    product = await t.make.classpassProduct({ price: '150.00' });
    finance = await tokenFor(t, await t.make.staff({ staffRoles: ['FINANCE'] }));
    for (const row of await t.app.db.selectFrom('financePaymentMethods').select(['id', 'code']).where('clubId', '=', club.id).execute()) {
      method.set(row.code ?? '', gid('FinancePaymentMethodNode', row.id));
    }
  });
  afterAll(() => t.close());

  /** A SENT invoice of €150.00, as a pass delivered without payment leaves it. */
  async function openInvoice(): Promise<{ id: number; gid: string }> {
    const member = await t.make.member();
    const orderId = await orderFor(t, club, member, product.id);
    await deliver(t, club, orderId, null);
    const { id } = await t.app.db.selectFrom('financeInvoices').select('id').where('financeOrderId', '=', orderId).executeTakeFirstOrThrow();
    return { id, gid: gid('FinanceInvoiceNode', id) };
  }

  const record = (input: Record<string, unknown>, token = finance) => t.gql(RECORD, { input }, { token });
  const paymentsOf = async (invoiceId: number) =>
    Number((await t.app.db.selectFrom('financeInvoicePayments').select((eb) => eb.fn.countAll<string>().as('n')).where('financeInvoiceId', '=', invoiceId).executeTakeFirstOrThrow()).n);

  it('records a part payment, then the rest makes the invoice PAID; the same reference again changes nothing', async () => {
    const invoice = await openInvoice();
    const half = await record({ invoice: invoice.gid, amount: '75', paymentMethod: method.get('CASH'), reference: 'R-1', note: 'at the desk' });
    expect(half.body.errors).toBeUndefined();
    expect(half.body.data.recordFinanceInvoicePayment).toMatchObject({
      recorded: true,
      financeInvoice: { status: 'SENT', paid: '75.00', balance: '75.00', payments: [{ amount: '75.00', date: '2026-03-02', paymentMethod: 'Cash', reference: 'R-1' }] },
    });
    const rest = await record({ invoice: invoice.gid, amount: '75.00', date: '2026-03-01', paymentMethod: method.get('WIRE_TRANSFER'), reference: 'NL-TRF-9' });
    expect(rest.body.data.recordFinanceInvoicePayment.financeInvoice).toMatchObject({ status: 'PAID', paid: '150.00', balance: '0.00' });
    const again = await record({ invoice: invoice.gid, amount: '75.00', paymentMethod: method.get('WIRE_TRANSFER'), reference: 'NL-TRF-9' });
    expect(again.body.data.recordFinanceInvoicePayment).toMatchObject({ recorded: false, financeInvoice: { status: 'PAID', paid: '150.00' } });
    expect(await paymentsOf(invoice.id)).toBe(2);
  });

  it('records the same reference once when pressed five times at once', async () => {
    const invoice = await openInvoice();
    const answers = await Promise.all(Array.from({ length: 5 }, () => record({ invoice: invoice.gid, amount: '150.00', paymentMethod: method.get('WIRE_TRANSFER'), reference: 'ONCE' })));
    expect(answers.map((a) => a.body.errors)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(answers.filter((a) => a.body.data.recordFinanceInvoicePayment.recorded)).toHaveLength(1);
    expect(await paymentsOf(invoice.id)).toBe(1);
    const row = await t.app.db.selectFrom('financeInvoices').select(['paid', 'status']).where('id', '=', invoice.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ paid: '150.00', status: 'PAID' });
  });

  it('refuses a reference of the same method used on another invoice, naming the field, and writes nothing', async () => {
    const first = await openInvoice();
    const second = await openInvoice();
    await record({ invoice: first.gid, amount: '10.00', paymentMethod: method.get('WIRE_TRANSFER'), reference: 'DUP' });
    const res = await record({ invoice: second.gid, amount: '10.00', paymentMethod: method.get('WIRE_TRANSFER'), reference: 'DUP' });
    expect(res.body.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(await paymentsOf(second.id)).toBe(0);
    // Another method's reference space is its own.
    expect((await record({ invoice: second.gid, amount: '10.00', paymentMethod: method.get('CASH'), reference: 'DUP' })).body.errors).toBeUndefined();
  });

  it('a refund (negative) reopens a PAID invoice; giving back more than was paid is refused', async () => {
    const invoice = await openInvoice();
    await record({ invoice: invoice.gid, amount: '150.00', paymentMethod: method.get('CASH') });
    const refund = await record({ invoice: invoice.gid, amount: '-50.00', paymentMethod: method.get('CASH'), note: 'one class given back' });
    expect(refund.body.data.recordFinanceInvoicePayment.financeInvoice).toMatchObject({ status: 'SENT', paid: '100.00', balance: '50.00' });
    const tooMuch = await record({ invoice: invoice.gid, amount: '-100.01', paymentMethod: method.get('CASH') });
    expect(tooMuch.body.errors?.[0]).toMatchObject({ message: 'A refund cannot give back more than was paid.', extensions: { code: 'VALIDATION_FAILED' } });
    expect(await paymentsOf(invoice.id)).toBe(2);
  });

  it('reopens as OVERDUE a paid invoice reversed after its due date', async () => {
    const invoice = await openInvoice();
    await record({ invoice: invoice.gid, amount: '150.00', paymentMethod: method.get('DIRECT_DEBIT'), reference: 'E2E-1' });
    t.clock.set(new Date('2026-06-01T09:00:00Z'));
    try {
      const reversal = await record({ invoice: invoice.gid, amount: '-150.00', paymentMethod: method.get('DIRECT_DEBIT'), reference: 'E2E-1-AM04' });
      expect(reversal.body.data.recordFinanceInvoicePayment.financeInvoice).toMatchObject({ status: 'OVERDUE', paid: '0.00' });
    } finally {
      t.clock.set(new Date('2026-03-02T09:00:00Z'));
    }
  });

  it('refuses bad input with the field named: amount, date, zero, a payment on a draft', async () => {
    const invoice = await openInvoice();
    const field = async (input: Record<string, unknown>) => {
      const res = await record({ invoice: invoice.gid, paymentMethod: method.get('CASH'), amount: '10.00', ...input });
      return (res.body.errors?.[0] as { extensions?: { field?: string; code?: string } } | undefined)?.extensions;
    };
    expect(await field({ amount: '10.001' })).toMatchObject({ code: 'VALIDATION_FAILED', field: 'amount' });
    expect(await field({ amount: '0' })).toMatchObject({ code: 'VALIDATION_FAILED', field: 'amount' });
    // The Date scalar turns an impossible date away before the use case.
    expect(await field({ date: '2026-02-30' })).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await field({ paymentMethod: gid('FinancePaymentMethodNode', 999_999) })).toMatchObject({ code: 'NOT_FOUND', field: 'paymentMethod' });
    await t.app.db.updateTable('financeInvoices').set({ status: 'DRAFT', invoiceNumber: null, issuedAt: null }).where('id', '=', invoice.id).execute();
    expect(await field({})).toMatchObject({ code: 'VALIDATION_FAILED', field: 'invoice' });
    expect(await paymentsOf(invoice.id)).toBe(0);
  });

  it('lets the desk record cash only; a manager reads and cannot record', async () => {
    const invoice = await openInvoice();
    const desk = await tokenFor(t, await t.make.staff({ staffRoles: ['FRONT_DESK'] }));
    const cash = await t.gql(DESK, { input: { invoice: invoice.gid, amount: '150.00', paymentMethod: method.get('CASH') } }, { token: desk });
    expect(cash.body.errors).toBeUndefined();
    expect(cash.body.data.recordFinanceDeskPayment).toEqual({ recorded: true, financeInvoice: null });
    const wire = await t.gql(DESK, { input: { invoice: invoice.gid, amount: '-150.00', paymentMethod: method.get('WIRE_TRANSFER') } }, { token: desk });
    expect(wire.body.errors?.[0]).toMatchObject({ extensions: { code: 'VALIDATION_FAILED', field: 'paymentMethod' } });
    expect((await record({ invoice: invoice.gid, amount: '-150.00', paymentMethod: method.get('CASH') }, desk)).body.errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
    const manager = await tokenFor(t, await t.make.staff({ staffRoles: ['MANAGER'] }));
    expect((await record({ invoice: invoice.gid, amount: '-150.00', paymentMethod: method.get('CASH') }, manager)).body.errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
    expect(await paymentsOf(invoice.id)).toBe(1);
  });
});
