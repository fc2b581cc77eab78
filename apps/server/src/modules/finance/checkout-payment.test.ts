import { describe, expect, it } from 'vitest';
import { paymentFor } from './checkout-payment.js';
import type { CheckoutState } from '../../platform/payment-provider.js';

const checkout: CheckoutState = {
  sessionId: 'cs_1',
  clubId: 1,
  orderId: 7,
  invoiceId: null,
  status: 'complete',
  paid: true,
  amount: '110.00',
  keepsCard: false,
  card: null,
  currency: 'eur',
  reference: 'pi_1',
};
const order = { total: '110.00', currency: 'EUR' };

describe('paymentFor', () => {
  it('accepts exactly the order amount in the order currency', () => {
    expect(paymentFor('stripe', checkout, order)).toEqual({ amount: '110.00', currency: 'EUR', method: 'STRIPE', reference: 'pi_1' });
    expect(paymentFor('test', checkout, { total: '110', currency: 'EUR' })?.method).toBe('TEST');
  });
  it('refuses another amount, another currency or none', () => {
    expect(paymentFor('stripe', { ...checkout, amount: '109.99' }, order)).toBeNull();
    expect(paymentFor('stripe', { ...checkout, currency: 'usd' }, order)).toBeNull();
    expect(paymentFor('stripe', { ...checkout, amount: null }, order)).toBeNull();
  });
});
