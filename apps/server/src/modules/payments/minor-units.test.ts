import { describe, expect, it } from 'vitest';
import { fromMinorUnits, toMinorUnits } from './minor-units.js';

describe('minor units', () => {
  it('turns decimal amounts into exact cents, without float rounding', () => {
    expect(toMinorUnits('110.00')).toBe(11000);
    expect(toMinorUnits('0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996 in floats
    expect(toMinorUnits('19.9')).toBe(1990);
  });
  it('refuses a fraction of a cent', () => {
    expect(() => toMinorUnits('1.005')).toThrow();
  });
  it('turns cents back into two-place decimals', () => {
    expect(fromMinorUnits(11000)).toBe('110.00');
    expect(fromMinorUnits(29)).toBe('0.29');
  });
});
