import { describe, expect, it } from 'vitest';
import { generateKeyNumber, isValidKeyNumber, normaliseKeyNumber } from './key-number.js';

describe('key numbers', () => {
  it('stores what staff type trimmed and upper case', () => {
    expect(normaliseKeyNumber('  ab-12 ')).toBe('AB-12');
  });

  it('takes letters, digits and dashes up to 32 characters', () => {
    expect(isValidKeyNumber('AB-12')).toBe(true);
    expect(isValidKeyNumber('')).toBe(false);
    expect(isValidKeyNumber('A B')).toBe(false);
    expect(isValidKeyNumber('1'.repeat(33))).toBe(false);
  });

  it('generates ten-digit numbers that differ', () => {
    const numbers = new Set(Array.from({ length: 50 }, generateKeyNumber));
    expect([...numbers].every((n) => /^[1-9]\d{9}$/.test(n))).toBe(true);
    expect(numbers.size).toBe(50);
  });
});
