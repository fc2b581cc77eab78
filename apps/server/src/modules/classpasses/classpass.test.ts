import { describe, expect, it } from 'vitest';
import {
  classesRemaining,
  classesRemainingDisplay,
  isExpired,
  isValidOn,
  validityUnitDisplay,
  type AccountClasspass,
} from './classpass.js';

function pass(classes: number, unlimited: boolean, classesUsed: number): AccountClasspass {
  return { classesUsed, product: { classes, unlimited } } as AccountClasspass;
}

describe('pass validity', () => {
  it('is valid from its first to its last day and expired only after it', () => {
    const p = { dateStart: '2026-03-02', dateEnd: '2026-03-15' };
    expect(isValidOn(p, '2026-03-02')).toBe(true);
    expect(isValidOn(p, '2026-03-15')).toBe(true);
    expect(isValidOn(p, '2026-03-16')).toBe(false);
    expect(isValidOn(p, '2026-03-01')).toBe(false);
    expect(isExpired(p, '2026-03-15')).toBe(false);
    expect(isExpired(p, '2026-03-16')).toBe(true);
  });
});

describe('classes remaining', () => {
  it('is the classes of the product minus the classes used', () => {
    expect(classesRemaining(pass(10, false, 3))).toBe(7);
    expect(classesRemainingDisplay(pass(10, false, 10))).toBe('0');
  });

  it('has no count for an unlimited pass', () => {
    expect(classesRemaining(pass(0, true, 40))).toBeNull();
    expect(classesRemainingDisplay(pass(0, true, 40))).toBe('Unlimited');
  });
});

describe('display', () => {
  it('names the validity unit in the singular for one', () => {
    expect(validityUnitDisplay(1, 'MONTHS')).toBe('Month');
    expect(validityUnitDisplay(3, 'MONTHS')).toBe('Months');
    expect(validityUnitDisplay(14, 'DAYS')).toBe('Days');
  });
});
