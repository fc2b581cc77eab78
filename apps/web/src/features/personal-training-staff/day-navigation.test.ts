import { describe, expect, it } from 'vitest';
import { dayOf, shiftDay } from './day-navigation.js';

describe('day navigation', () => {
  it('takes a real date from the URL, today otherwise', () => {
    expect(dayOf('2026-03-10', '2026-03-02')).toBe('2026-03-10');
    expect(dayOf('2026-02-30', '2026-03-02')).toBe('2026-03-02');
    expect(dayOf(null, '2026-03-02')).toBe('2026-03-02');
  });
  it('takes today for a date the server refuses (test plan H6)', () => {
    for (const param of ['9999-12-31', '10000-01-01', '0001-01-01', '']) expect(dayOf(param, '2026-03-02')).toBe('2026-03-02');
  });
  it('steps over month ends and the clock change', () => {
    expect(shiftDay('2026-02-28', 1)).toBe('2026-03-01');
    expect(shiftDay('2026-03-29', -1)).toBe('2026-03-28');
    expect(shiftDay('2026-10-25', 1)).toBe('2026-10-26');
  });
});
