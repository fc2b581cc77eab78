import { describe, expect, it } from 'vitest';
import { canMoveQuote, isQuoteExpired, refusedMove } from './quote.js';

describe('quote statuses', () => {
  it('go DRAFT → SENT → ACCEPTED | REJECTED | CANCELLED, a draft may be cancelled, and nothing leaves an end', () => {
    expect(canMoveQuote('DRAFT', 'SENT')).toBe(true);
    expect(canMoveQuote('DRAFT', 'CANCELLED')).toBe(true);
    expect(canMoveQuote('DRAFT', 'ACCEPTED')).toBe(false);
    for (const to of ['ACCEPTED', 'REJECTED', 'CANCELLED'] as const) expect(canMoveQuote('SENT', to)).toBe(true);
    for (const end of ['ACCEPTED', 'REJECTED', 'CANCELLED'] as const) {
      for (const to of ['DRAFT', 'SENT', 'ACCEPTED', 'REJECTED', 'CANCELLED'] as const) expect(canMoveQuote(end, to)).toBe(false);
    }
  });

  it('say why a move is refused', () => {
    expect(refusedMove('ACCEPTED', 'ACCEPTED')).toBe('This quote is accepted already.');
    expect(refusedMove('DRAFT', 'ACCEPTED')).toBe('Send the quote first: only a sent quote is accepted or rejected.');
    expect(refusedMove('REJECTED', 'ACCEPTED')).toBe('This quote is rejected: it cannot be accepted any more.');
  });

  it('are expired only while open and only after the expiry date (the expiry day itself is still valid)', () => {
    expect(isQuoteExpired({ status: 'SENT', dateExpire: '2026-12-31' }, '2026-12-31')).toBe(false);
    expect(isQuoteExpired({ status: 'SENT', dateExpire: '2026-12-31' }, '2027-01-01')).toBe(true);
    expect(isQuoteExpired({ status: 'DRAFT', dateExpire: '2026-01-01' }, '2026-01-02')).toBe(true);
    expect(isQuoteExpired({ status: 'ACCEPTED', dateExpire: '2026-01-01' }, '2027-01-01')).toBe(false);
  });
});
