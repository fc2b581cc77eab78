import { describe, expect, it } from 'vitest';
import { bookingStatusText } from './booking-status-text.js';

describe('the text of a class that cannot be reserved', () => {
  it('spells the booking status as words', () => {
    expect(bookingStatusText('FULL')).toBe('Full');
    expect(bookingStatusText('NOT_YET_OPEN')).toBe('Not yet open');
  });
});
