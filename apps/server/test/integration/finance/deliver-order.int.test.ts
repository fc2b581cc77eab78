import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Club } from '../../../src/modules/clubs/club.js';
import type { OrganizationClasspass } from '../../../src/modules/classpasses/classpass.js';
import { findOrder } from '../../../src/modules/finance/order.repository.js';
import { findInvoiceOfOrder } from '../../../src/modules/finance/invoice.repository.js';
import { createBookingTestApp, booker, book } from '../booking/booking-kit.js';
import type { TestApp } from '../../support/test-app.js';
import { testDbKind } from '../../support/test-database.js';
import { deliver, orderFor, payment, TRIAL_PASS } from './finance-kit.js';

async function shopSalesNext(t: TestApp, club: Club): Promise<number> {
  const group = await t.app.db.selectFrom('financeInvoiceGroups').select('nextNumber').where('clubId', '=', club.id).where('prefix', '=', 'INV').executeTakeFirstOrThrow();
  return group.nextNumber;
}

async function countRows(t: TestApp, table: 'accountClasspasses' | 'financeInvoices' | 'scheduleItemAttendances' | 'financeInvoicePayments', accountId?: number): Promise<number> {
  let query = t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  if (accountId !== undefined && table !== 'financeInvoicePayments') query = query.where('accountId', '=', accountId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

// The clock: Monday 2 March 2026, 10:00 in Amsterdam.
describe('deliverOrder', () => {
  let t: TestApp;
  let club: Club;
  let ten: OrganizationClasspass;
  let trial: OrganizationClasspass;
  let dropin: OrganizationClasspass;

  beforeAll(async () => {
    t = await createBookingTestApp();
    club = await t.make.defaultClub();
    const vat = await t.app.db.insertInto('financeTaxRates').values({ clubId: club.id, name: 'VAT 21%', percentage: '21', rateType: 'IN' }).returning('id').executeTakeFirstOrThrow();
    ten = await t.make.classpassProduct({ name: '10 classes', price: '150.00', financeTaxRateId: vat.id });
    trial = await t.make.classpassProduct({ ...TRIAL_PASS, financeTaxRateId: vat.id });
    dropin = await t.make.classpassProduct({ name: 'Drop-in', price: '20.00', validity: 1, validityUnit: 'DAYS', classes: 1, displayShop: false, financeTaxRateId: vat.id });
  });
  afterAll(() => t.close());

  /** A class on 10 March offering the drop-in pass as its price. */
  async function classWithDropin(spaces = 10) {
    const item = await t.make.scheduleClass({ spaces, walkInSpaces: 0 });
    await t.app.db.insertInto('scheduleItemPrices').values({ clubId: club.id, scheduleItemId: item.id, dateStart: '2026-01-01', organizationClasspassDropinId: dropin.id }).execute();
    return item;
  }

  it('marks the order DELIVERED, writes the paid invoice with its payment, sells the pass and queues the confirmation', async () => {
    const member = await t.make.member({ firstName: 'Noor' });
    const orderId = await orderFor(t, club, member, ten.id);
    expect(await findOrder(t.app.db, club.id, orderId)).toMatchObject({ status: 'RECEIVED', total: '150.00', subtotal: '123.97', tax: '26.03', currency: 'EUR', orderNumber: orderId });

    expect(await deliver(t, club, orderId, payment('150.00', 'pi_1'))).toBe('DELIVERED');

    expect(await findOrder(t.app.db, club.id, orderId)).toMatchObject({ status: 'DELIVERED', paymentMethod: 'TEST', paymentAmount: '150.00', paymentReference: 'pi_1', deliveryError: '' });
    const invoice = await findInvoiceOfOrder(t.app.db, club.id, orderId);
    expect(invoice).toMatchObject({ status: 'PAID', total: '150.00', subtotal: '123.97', tax: '26.03', paid: '150.00', accountId: member.id, dateCreated: '2026-03-02', dateDue: '2026-04-01' });
    expect(invoice!.invoiceNumber).toMatch(/^INV2026-\d{4}$/);
    expect(invoice!.items).toMatchObject([{ productName: '10 classes', quantity: '1.00', price: '150.00', total: '150.00', tax: '26.03', taxPercentage: '21.000', taxRateType: 'IN' }]);
    expect(invoice!.payments).toMatchObject([{ amount: '150.00', reference: 'pi_1', date: '2026-03-02', paymentMethodName: 'Online payment (test mode)' }]);
    const passes = await t.app.db.selectFrom('accountClasspasses').selectAll().where('accountId', '=', member.id).execute();
    expect(passes).toMatchObject([{ organizationClasspassId: ten.id, dateStart: '2026-03-02', dateEnd: '2026-06-01' }]);
    expect(invoice!.items[0]!.accountClasspassId).toBe(passes[0]!.id);

    const mail = await t.app.db.selectFrom('mailOutbox').selectAll().where('toAddress', '=', member.email).execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Your order #${orderId} at Test Club`);
    expect(mail[0]!.textBody).toContain(invoice!.invoiceNumber);
    expect(mail[0]!.textBody).toContain('Total: € 150.00');
  });

  it('does nothing the second time, five times in a row', async () => {
    const member = await t.make.member();
    const orderId = await orderFor(t, club, member, ten.id);
    expect(await deliver(t, club, orderId, payment('150.00'))).toBe('DELIVERED');
    for (let i = 0; i < 5; i++) expect(await deliver(t, club, orderId, i % 2 ? null : payment('150.00'))).toBe('ALREADY_DELIVERED');
    expect(await countRows(t, 'accountClasspasses', member.id)).toBe(1);
    expect(await countRows(t, 'financeInvoices', member.id)).toBe(1);
    expect(await t.app.db.selectFrom('mailOutbox').select('id').where('toAddress', '=', member.email).execute()).toHaveLength(1);
  });

  it('delivers once when five calls come at once', async () => {
    const member = await t.make.member();
    const orderId = await orderFor(t, club, member, ten.id);
    const results = await Promise.all(Array.from({ length: 5 }, () => deliver(t, club, orderId, payment('150.00'))));
    expect(results.sort()).toEqual(['ALREADY_DELIVERED', 'ALREADY_DELIVERED', 'ALREADY_DELIVERED', 'ALREADY_DELIVERED', 'DELIVERED']);
    expect(await countRows(t, 'accountClasspasses', member.id)).toBe(1);
    expect(await countRows(t, 'financeInvoices', member.id)).toBe(1);
  });

  it('numbers 50 invoices of racing deliveries without a gap or a duplicate', async () => {
    const orders: number[] = [];
    for (let i = 0; i < 50; i++) orders.push(await orderFor(t, club, await t.make.member(), ten.id));
    const first = await shopSalesNext(t, club);
    const results = await Promise.all(orders.map((id) => deliver(t, club, id, payment('150.00', `race-${id}`))));
    expect(results.every((r) => r === 'DELIVERED')).toBe(true);
    const numbers = await t.app.db.selectFrom('financeInvoices').select('invoiceNumber').where('financeOrderId', 'in', orders).execute();
    const sequence = numbers.map((n) => Number(n.invoiceNumber!.split('-')[1])).sort((a, b) => a - b);
    expect(sequence).toEqual(Array.from({ length: 50 }, (_, i) => first + i));
    expect(await shopSalesNext(t, club)).toBe(first + 50);
  }, testDbKind() === 'postgres' ? 30_000 : 60_000);

  it('sets DELIVERY_ERROR with the reason, queues the refund and writes nothing else when the trial limit was reached meanwhile', async () => {
    const member = await t.make.member();
    const orderId = await orderFor(t, club, member, trial.id);
    // Meanwhile the desk gives the member a trial pass.
    await t.make.accountClasspass(member, trial);
    const next = await shopSalesNext(t, club);

    expect(await deliver(t, club, orderId, payment('15.00', 'pi_second'))).toBe('DELIVERY_ERROR');

    expect(await findOrder(t.app.db, club.id, orderId)).toMatchObject({
      status: 'DELIVERY_ERROR',
      deliveryError: 'You cannot purchase this classpass again.',
      paymentReference: 'pi_second',
      paymentAmount: '15.00',
      refundStatus: 'PENDING',
    });
    expect(await findInvoiceOfOrder(t.app.db, club.id, orderId)).toBeUndefined();
    expect(await countRows(t, 'accountClasspasses', member.id)).toBe(1);
    expect(await shopSalesNext(t, club)).toBe(next);
    // The same payment event again changes nothing.
    expect(await deliver(t, club, orderId, payment('15.00', 'pi_second'))).toBe('DELIVERY_ERROR');
    expect(await countRows(t, 'financeInvoices', member.id)).toBe(0);
  });

  it('gives one trial pass when two free trial orders are placed and delivered at the same moment', async () => {
    // Free orders are delivered as they are placed, without an invoice (whose numbering would queue them).
    const freeTrial = await t.make.classpassProduct({ name: 'Free trial', price: '0', validity: 14, validityUnit: 'DAYS', classes: 1, trialPass: true });
    const member = await t.make.member();
    const placed = await Promise.allSettled([orderFor(t, club, member, freeTrial.id), orderFor(t, club, member, freeTrial.id)]);
    // The account's lock puts one after the other: the second sees the first one's pass as it is placed.
    const outcomes = await Promise.all(
      placed.map(async (p) => (p.status === 'fulfilled' ? (await findOrder(t.app.db, club.id, p.value))!.status : (p.reason as Error).message)),
    );
    expect(outcomes.sort()).toEqual(['DELIVERED', 'You cannot purchase this classpass again.']);
    expect(await countRows(t, 'accountClasspasses', member.id)).toBe(1);
  });

  it('delivers an order with nothing to pay at once, without an invoice', async () => {
    const free = await t.make.classpassProduct({ name: 'Open day', price: '0.00', validity: 1, validityUnit: 'DAYS', classes: 1 });
    const member = await t.make.member();
    const orderId = await orderFor(t, club, member, free.id);
    expect(await findOrder(t.app.db, club.id, orderId)).toMatchObject({ status: 'DELIVERED', total: '0.00' });
    expect(await findInvoiceOfOrder(t.app.db, club.id, orderId)).toBeUndefined();
    expect(await countRows(t, 'accountClasspasses', member.id)).toBe(1);
  });

  it('books the class of a drop-in bought from its booking page, with a pass starting on the class date', async () => {
    const item = await classWithDropin();
    const member = await t.make.member();
    const orderId = await orderFor(t, club, member, dropin.id, { scheduleItemId: item.id, attendanceDate: '2026-03-10' });
    expect(await deliver(t, club, orderId, payment('20.00'))).toBe('DELIVERED');
    const [pass] = await t.app.db.selectFrom('accountClasspasses').selectAll().where('accountId', '=', member.id).execute();
    expect(pass).toMatchObject({ organizationClasspassId: dropin.id, dateStart: '2026-03-10', dateEnd: '2026-03-10' });
    const attendances = await t.app.db.selectFrom('scheduleItemAttendances').selectAll().where('accountId', '=', member.id).execute();
    expect(attendances).toMatchObject([{ scheduleItemId: item.id, date: '2026-03-10', bookingStatus: 'BOOKED', accountClasspassId: pass!.id, onlineBooking: true }]);
  });

  it('sets DELIVERY_ERROR when the class filled up before the payment came; staff left to refund it deliver by hand once there is room', async () => {
    const item = await classWithDropin(1);
    const member = await t.make.member();
    const orderId = await orderFor(t, club, member, dropin.id, { scheduleItemId: item.id, attendanceDate: '2026-03-10' });
    const other = await booker(t, await t.make.classpassProduct({ forClasses: [item] }));
    const otherBooking = await book(t, other, item);

    expect(await deliver(t, club, orderId, payment('20.00', 'pi_full'))).toBe('DELIVERY_ERROR');
    expect(await findOrder(t.app.db, club.id, orderId)).toMatchObject({ status: 'DELIVERY_ERROR', deliveryError: 'This class is full.' });
    expect(await countRows(t, 'accountClasspasses', member.id)).toBe(0);
    expect(await countRows(t, 'scheduleItemAttendances', member.id)).toBe(0);
    expect(await findInvoiceOfOrder(t.app.db, club.id, orderId)).toBeUndefined();
    // The test provider took no payment 'pi_full': it refuses the refund, which is left to staff.
    await t.runJobs();
    expect(await findOrder(t.app.db, club.id, orderId)).toMatchObject({ refundStatus: 'DUE', refundError: 'No paid test payment pi_full.' });

    await t.app.db.updateTable('scheduleItemAttendances').set({ bookingStatus: 'CANCELLED' }).where('id', '=', otherBooking).execute();
    expect(await deliver(t, club, orderId, null)).toBe('DELIVERED');
    expect(await findOrder(t.app.db, club.id, orderId)).toMatchObject({ status: 'DELIVERED', refundStatus: null, refundError: '' });
    // The payment kept on the order is recorded on the invoice of the delivery by hand.
    expect(await findInvoiceOfOrder(t.app.db, club.id, orderId)).toMatchObject({ status: 'PAID', paid: '20.00', payments: [{ reference: 'pi_full' }] });
    expect(await countRows(t, 'scheduleItemAttendances', member.id)).toBe(1);
  });

  it('rolls everything back when the database fails between the pass and the invoice', async () => {
    const member = await t.make.member();
    const orderId = await orderFor(t, club, member, ten.id);
    const next = await shopSalesNext(t, club);
    const payments = await countRows(t, 'financeInvoicePayments');
    await sql
      .raw(
        `CREATE FUNCTION fail_invoice_of_${member.id}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
           IF NEW.account_id = ${member.id} THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$`,
      )
      .execute(t.app.db);
    await sql.raw(`CREATE TRIGGER fail_invoice_of_${member.id} BEFORE INSERT ON finance_invoices FOR EACH ROW EXECUTE FUNCTION fail_invoice_of_${member.id}()`).execute(t.app.db);
    try {
      await expect(deliver(t, club, orderId, payment('150.00'))).rejects.toThrow('injected failure');
    } finally {
      await sql.raw(`DROP TRIGGER fail_invoice_of_${member.id} ON finance_invoices`).execute(t.app.db);
    }
    expect(await findOrder(t.app.db, club.id, orderId)).toMatchObject({ status: 'RECEIVED', paymentReference: null, paidAt: null });
    expect(await findInvoiceOfOrder(t.app.db, club.id, orderId)).toBeUndefined();
    expect(await countRows(t, 'accountClasspasses', member.id)).toBe(0);
    expect(await countRows(t, 'financeInvoicePayments')).toBe(payments);
    expect(await shopSalesNext(t, club)).toBe(next);
    expect(await t.app.db.selectFrom('mailOutbox').select('id').where('toAddress', '=', member.email).execute()).toHaveLength(0);

    // Once the database works again, the same payment delivers with the number the failed try gave back.
    expect(await deliver(t, club, orderId, payment('150.00'))).toBe('DELIVERED');
    expect((await findInvoiceOfOrder(t.app.db, club.id, orderId))!.invoiceNumber).toBe(`INV2026-${String(next).padStart(4, '0')}`);
  });

  it('delivers an order cancelled at checkout when its payment still comes in', async () => {
    const member = await t.make.member();
    const orderId = await orderFor(t, club, member, ten.id);
    await t.app.db.updateTable('financeOrders').set({ status: 'CANCELLED' }).where('id', '=', orderId).execute();
    expect(await deliver(t, club, orderId, payment('150.00', 'pi_late'))).toBe('DELIVERED');
    expect(await findInvoiceOfOrder(t.app.db, club.id, orderId)).toMatchObject({ status: 'PAID', payments: [{ reference: 'pi_late' }] });
  });

  it('answers NOT_FOUND for an order of another club', async () => {
    const otherClub = await t.make.club();
    const member = await t.make.member();
    const orderId = await orderFor(t, club, member, ten.id);
    await expect(deliver(t, otherClub, orderId, payment('150.00'))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await findOrder(t.app.db, club.id, orderId)).toMatchObject({ status: 'RECEIVED' });
  });
});
