import { describe, expect, it } from 'vitest';
import { checkoutReferences, checkoutStateOf } from './stripe-events.js';

describe('checkout references', () => {
  it('carry the club and the order, or the club and the invoice, and read back the same', () => {
    const order = checkoutReferences(3, { orderId: 12, invoiceId: null }, false);
    expect(order).toEqual({ metadata: { club: '3', order: '12' }, clientReferenceId: '12' });
    const invoice = checkoutReferences(3, { orderId: null, invoiceId: 40 }, false);
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

  it('say the checkout keeps the card, and which card once the payment intent is expanded', () => {
    const { metadata } = checkoutReferences(3, { orderId: 12, invoiceId: null }, true);
    expect(metadata).toEqual({ club: '3', order: '12', keep_card: 'true' });
    const session = { id: 'cs_1', status: 'complete', payment_status: 'paid', amount_total: 500, currency: 'eur', metadata, client_reference_id: '12' } as const;
    expect(checkoutStateOf({ ...session, customer: 'cus_1', payment_intent: 'pi_1' })).toMatchObject({ keepsCard: true, card: null });
    const expanded = { id: 'pi_1', payment_method: { id: 'pm_1', card: { brand: 'visa', last4: '4242' } } };
    expect(checkoutStateOf({ ...session, customer: { id: 'cus_1' }, payment_intent: expanded })).toMatchObject({
      reference: 'pi_1',
      card: { customer: 'cus_1', paymentMethod: 'pm_1', label: 'Visa •••• 4242' },
    });
    expect(checkoutStateOf({ ...session, metadata: { club: '3', order: '12' }, payment_intent: 'pi_1' })).toMatchObject({ keepsCard: false, card: null });
  });

  it('read ids that are not positive whole numbers as none', () => {
    const session = { id: 'cs_1', status: 'open', payment_status: 'unpaid', amount_total: 1, currency: 'eur', payment_intent: null } as const;
    expect(checkoutStateOf({ ...session, metadata: { club: '0', order: '1e3' }, client_reference_id: null })).toMatchObject({ clubId: null, orderId: null });
  });
});
