import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../src/modules/account-records/account.js';
import type { Club } from '../../../src/modules/clubs/club.js';
import { findInvoiceOfOrder } from '../../../src/modules/finance/invoice.repository.js';
import { createBookingTestApp, gid, tokenFor } from '../booking/booking-kit.js';
import type { TestApp } from '../../support/test-app.js';
import { deliver, orderFor, payment, pdfText } from './finance-kit.js';

describe('invoice PDF download', () => {
  let t: TestApp;
  let club: Club;
  let owner: Account;
  let invoiceGid: string;
  let invoiceNumber: string;

  const download = (token?: string, id = invoiceGid) =>
    t.server.inject({ method: 'GET', url: `/${club.slug}/d/api/finance/invoices/${id}/pdf/`, headers: token ? { authorization: `JWT ${token}` } : {} });

  beforeAll(async () => {
    t = await createBookingTestApp();
    club = await t.make.defaultClub();
    await t.app.db.updateTable('clubs').set({ address: 'Harbour Street 12, Amsterdam' }).where('id', '=', club.id).execute();
    await t.app.db
      .updateTable('financeInvoiceGroups')
      .set({ terms: 'Paid online at purchase.', footer: 'Test Club - VAT NL001234567B01' })
      .where('clubId', '=', club.id)
      .execute();
    const vat = await t.app.db.insertInto('financeTaxRates').values({ clubId: club.id, name: 'VAT 21%', percentage: '21', rateType: 'IN' }).returning('id').executeTakeFirstOrThrow();
    const product = await t.make.classpassProduct({ name: '10-class pass', price: '150.00', financeTaxRateId: vat.id });
    owner = await t.make.member({ firstName: 'Noor', lastName: 'Jansen', address: 'Canal 3', postcode: '1000 AA', city: 'Amsterdam' });
    const orderId = await orderFor(t, club, owner, product.id);
    await deliver(t, club, orderId, payment('150.00'));
    const invoice = (await findInvoiceOfOrder(t.app.db, club.id, orderId))!;
    invoiceGid = gid('FinanceInvoiceNode', invoice.id);
    invoiceNumber = invoice.invoiceNumber!;
  });
  afterAll(() => t.close());

  it('gives the owner a PDF with the club, the number and dates, the lines with tax, the totals, terms and footer', async () => {
    const res = await download(await tokenFor(t, owner));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${invoiceNumber}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Test Club',
      'Harbour Street 12, Amsterdam',
      `Invoice ${invoiceNumber}`,
      'Invoice date: 2026-03-02',
      'Due date: 2026-04-01',
      'Status: Paid',
      'Noor Jansen',
      'Canal 3',
      '10-class pass',
      '21% incl.',
      '€ 150.00',
      '€ 123.97',
      '€ 26.03',
      'Balance due',
      '€ 0.00',
      'Paid online at purchase.',
      'Test Club - VAT NL001234567B01',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('gives staff with finance.invoices.read the PDF too', async () => {
    const finance = await tokenFor(t, await t.make.staff({ staffRoles: ['FINANCE'] }));
    expect((await download(finance)).statusCode).toBe(200);
  });

  it("answers 404 to anyone else, exactly as for a missing invoice, and 401 without a sign-in", async () => {
    const stranger = await tokenFor(t, await t.make.member());
    const instructor = await tokenFor(t, await t.make.staff({ staffRoles: ['INSTRUCTOR'] }));
    for (const token of [stranger, instructor]) {
      const res = await download(token);
      const missing = await download(token, gid('FinanceInvoiceNode', 999_999));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect((await download(stranger, 'not-an-id')).statusCode).toBe(404);
    expect((await download()).statusCode).toBe(401);
  });
});
