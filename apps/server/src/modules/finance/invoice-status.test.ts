import { describe, expect, it } from 'vitest';
import { paymentsCover, statusAfterPayments } from './invoice-status.js';

describe('paymentsCover', () => {
  it('covers a positive total paid in full or more, and a credit note refunded in full', () => {
    expect(paymentsCover('100.00', '100')).toBe(true);
    expect(paymentsCover('100.00', '120.00')).toBe(true);
    expect(paymentsCover('100.00', '99.99')).toBe(false);
    expect(paymentsCover('-30.00', '-30.00')).toBe(true);
    expect(paymentsCover('-30.00', '0')).toBe(false);
  });

  it('never covers a zero total (the anchor marked drafts and fresh credit notes paid on "balance ≤ 0")', () => {
    expect(paymentsCover('0.00', '0.00')).toBe(false);
    expect(paymentsCover('0', '10')).toBe(false);
  });
});

describe('statusAfterPayments', () => {
  const invoice = { status: 'SENT' as const, total: '50.00', paid: '0.00', dateDue: '2026-03-31' };

  it('is PAID once covered, and stays SENT or OVERDUE while not', () => {
    expect(statusAfterPayments({ ...invoice, paid: '50.00' }, '2026-03-02')).toBe('PAID');
    expect(statusAfterPayments({ ...invoice, paid: '25.00' }, '2026-03-02')).toBe('SENT');
    expect(statusAfterPayments({ ...invoice, status: 'OVERDUE', paid: '25.00' }, '2026-03-02')).toBe('OVERDUE');
  });

  it('reopens a PAID invoice a reversal uncovers: SENT until its due date, OVERDUE after', () => {
    expect(statusAfterPayments({ ...invoice, status: 'PAID', paid: '0.00' }, '2026-03-31')).toBe('SENT');
    expect(statusAfterPayments({ ...invoice, status: 'PAID', paid: '0.00' }, '2026-04-01')).toBe('OVERDUE');
  });

  it('leaves drafts and cancelled drafts alone', () => {
    expect(statusAfterPayments({ ...invoice, status: 'DRAFT', paid: '50.00' }, '2026-03-02')).toBe('DRAFT');
    expect(statusAfterPayments({ ...invoice, status: 'CANCELLED', paid: '50.00' }, '2026-03-02')).toBe('CANCELLED');
  });
});
