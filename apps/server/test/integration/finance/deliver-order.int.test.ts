import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club } from '../../../src/modules/clubs/club.js';
import type { OrganizationClasspass } from '../../../src/modules/classpasses/classpass.js';
import { findOrder } from '../../../src/modules/finance/order.repository.js';
import { findInvoiceOfOrder } from '../../../src/modules/finance/invoice.repository.js';
import { createBookingTestApp } from '../booking/booking-kit.js';
import type { TestApp } from '../../support/test-app.js';
import { deliver, orderFor, payment } from './finance-kit.js';

// The clock: Monday 2 March 2026, 10:00 in Amsterdam.
describe('deliverOrder', () => {
  let t: TestApp;
  let club: Club;
  let ten: OrganizationClasspass;

  beforeAll(async () => {
    t = await createBookingTestApp();
    club = await t.make.defaultClub();
    const vat = await t.app.db.insertInto('financeTaxRates').values({ clubId: club.id, name: 'VAT 21%', percentage: '21', rateType: 'IN' }).returning('id').executeTakeFirstOrThrow();
    ten = await t.make.classpassProduct({ name: '10 classes', price: '150.00', financeTaxRateId: vat.id });
  });
  afterAll(() => t.close());

  it('marks the order DELIVERED, writes the paid invoice and sells the pass', async () => {
    const member = await t.make.member();
    const orderId = await orderFor(t, club, member, ten.id);
    expect((await findOrder(t.app.db, club.id, orderId))).toMatchObject({ status: 'RECEIVED', total: '150.00', subtotal: '123.97', tax: '26.03', currency: 'EUR', orderNumber: orderId });

    expect(await deliver(t, club, orderId, payment('150.00', 'pi_1'))).toBe('DELIVERED');

    const order = await findOrder(t.app.db, club.id, orderId);
    expect(order).toMatchObject({ status: 'DELIVERED', paymentMethod: 'TEST', paymentAmount: '150.00', paymentReference: 'pi_1' });
    const invoice = await findInvoiceOfOrder(t.app.db, club.id, orderId);
    expect(invoice).toMatchObject({ status: 'PAID', total: '150.00', paid: '150.00', accountId: member.id, dateCreated: '2026-03-02', dateDue: '2026-04-01' });
    expect(invoice!.invoiceNumber).toMatch(/^INV2026-\d{4}$/);
    expect(invoice!.items).toHaveLength(1);
    expect(invoice!.items[0]).toMatchObject({ productName: '10 classes', total: '150.00', tax: '26.03', taxPercentage: '21.000' });
    expect(invoice!.payments).toMatchObject([{ amount: '150.00', reference: 'pi_1', date: '2026-03-02' }]);
    const passes = await t.app.db.selectFrom('accountClasspasses').selectAll().where('accountId', '=', member.id).execute();
    expect(passes).toMatchObject([{ organizationClasspassId: ten.id, dateStart: '2026-03-02', dateEnd: '2026-06-01' }]);
    expect(invoice!.items[0]!.accountClasspassId).toBe(passes[0]!.id);
  });

  it('does nothing the second time', async () => {
    const member = await t.make.member();
    const orderId = await orderFor(t, club, member, ten.id);
    expect(await deliver(t, club, orderId, payment('150.00'))).toBe('DELIVERED');
    for (let i = 0; i < 5; i++) expect(await deliver(t, club, orderId, payment('150.00'))).toBe('ALREADY_DELIVERED');
    expect(await t.app.db.selectFrom('accountClasspasses').select('id').where('accountId', '=', member.id).execute()).toHaveLength(1);
    expect(await t.app.db.selectFrom('financeInvoices').select('id').where('accountId', '=', member.id).execute()).toHaveLength(1);
  });
});
