import { describe, expect, it } from 'vitest';
import { percentageText } from './tax-rate-format.js';

describe('percentageText', () => {
  it('keeps the decimals that count', () => {
    expect(percentageText('21.000')).toBe('21%');
    expect(percentageText('9.500')).toBe('9.5%');
    expect(percentageText('100.000')).toBe('100%');
    expect(percentageText('0.000')).toBe('0%');
    expect(percentageText('10')).toBe('10%');
  });
});
