import { describe, expect, it } from 'vitest';
import { checkoutReferences, checkoutStateOf } from './stripe-events.js';

describe('checkout references', () => {
  it('carry the club and the order, or the club and the invoice, and read back the same', () => {
    const order = checkoutReferences(3, { orderId: 12, invoiceId: null });
    expect(order).toEqual({ metadata: { club: '3', order: '12' }, clientReferenceId: '12' });
    const invoice = checkoutReferences(3, { orderId: null, invoiceId: 40 });
    expect(invoice).toEqual({ metadata: { club: '3', invoice: '40' }, clientReferenceId: 'invoice-40' });

    const session = { id: 'cs_1', status: 'complete', payment_status: 'paid', amount_total: 500, currency: 'eur', payment_intent: 'pi_1' } as const;
    expect(checkoutStateOf({ ...session, metadata: invoice.metadata, client_reference_id: invoice.clientReferenceId })).toMatchObject({
      clubId: 3,
      orderId: null,
      invoiceId: 40,
      paid: true,
      reference: 'pi_1',
    });
    expect(checkoutStateOf({ ...session, metadata: order.metadata, client_reference_id: order.clientReferenceId })).toMatchObject({ orderId: 12, invoiceId: null });
  });

  it('read ids that are not positive whole numbers as none', () => {
    const session = { id: 'cs_1', status: 'open', payment_status: 'unpaid', amount_total: 1, currency: 'eur', payment_intent: null } as const;
    expect(checkoutStateOf({ ...session, metadata: { club: '0', order: '1e3' }, client_reference_id: null })).toMatchObject({ clubId: null, orderId: null });
  });
});
