import { describe, expect, it } from 'vitest';
import { isUnpaid } from './order.js';
import { MAX_MESSAGE_LENGTH, orderMessage } from './order-rules.js';

describe('orderMessage', () => {
  it('trims the note and treats a missing one as empty', () => {
    expect(orderMessage('  Back on Monday ')).toBe('Back on Monday');
    expect(orderMessage(null)).toBe('');
    expect(orderMessage(undefined)).toBe('');
  });

  it('refuses a note over the limit', () => {
    expect(orderMessage('x'.repeat(MAX_MESSAGE_LENGTH))).toHaveLength(MAX_MESSAGE_LENGTH);
    expect(() => orderMessage('x'.repeat(MAX_MESSAGE_LENGTH + 1))).toThrow(/at most 2000 characters/);
  });
});

describe('isUnpaid', () => {
  it('is true only before a payment (RECEIVED, AWAITING_PAYMENT)', () => {
    expect(isUnpaid('RECEIVED')).toBe(true);
    expect(isUnpaid('AWAITING_PAYMENT')).toBe(true);
    for (const status of ['PAID', 'DELIVERED', 'CANCELLED', 'DELIVERY_ERROR'] as const) expect(isUnpaid(status)).toBe(false);
  });
});
