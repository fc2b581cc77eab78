import { describe, expect, it } from 'vitest';
import { waitlistMoment } from './waitlist.js';

describe('waitlistMoment', () => {
  const start = new Date('2026-03-10T18:00:00Z');
  it('books the first in line while the class is more than the cutoff away', () => {
    expect(waitlistMoment(start, new Date('2026-03-10T15:59:59Z'), 2)).toBe('PROMOTE_FIRST');
  });
  it('tells everyone waiting from the cutoff until the start', () => {
    expect(waitlistMoment(start, new Date('2026-03-10T16:00:00Z'), 2)).toBe('TELL_EVERYONE');
    expect(waitlistMoment(start, new Date('2026-03-10T17:59:59Z'), 2)).toBe('TELL_EVERYONE');
  });
  it('closes at the start', () => {
    expect(waitlistMoment(start, start, 2)).toBe('CLOSED');
    expect(waitlistMoment(start, new Date('2026-03-11T00:00:00Z'), 0)).toBe('CLOSED');
  });
  it('with a cutoff of 0 books the first in line until the start', () => {
    expect(waitlistMoment(start, new Date('2026-03-10T17:59:00Z'), 0)).toBe('PROMOTE_FIRST');
  });
});
