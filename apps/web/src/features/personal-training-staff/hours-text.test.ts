import { describe, expect, it } from 'vitest';
import { formatHours, parseHours } from './hours-text.js';

describe('hours as text', () => {
  it('reads several ranges with hyphens or dashes, single-digit hours padded', () => {
    expect(parseHours('9:00-12:00, 14:00 – 17:30')).toEqual([
      { timeStart: '09:00', timeEnd: '12:00' },
      { timeStart: '14:00', timeEnd: '17:30' },
    ]);
  });
  it('reads blank as no hours and refuses what is not a range', () => {
    expect(parseHours('  ')).toEqual([]);
    expect(parseHours('09:00')).toBeNull();
    expect(parseHours('09:00-25:00')).toBeNull();
  });
  it('writes what it reads', () => {
    const text = formatHours([{ timeStart: '09:00:00', timeEnd: '12:00:00' }, { timeStart: '14:00', timeEnd: '17:00' }]);
    expect(text).toBe('09:00–12:00, 14:00–17:00');
    expect(formatHours(parseHours(text)!)).toBe(text);
  });
});
