import { describe, expect, it } from 'vitest';
import { isPositiveMoney, lineAmounts, moneyDisplay, NO_TAX, percentageDisplay, sameMoney, subtractMoney, sumAmounts } from './money.js';

describe('lineAmounts', () => {
  it('splits a price that includes 21% VAT into subtotal and tax', () => {
    expect(lineAmounts('150.00', '1', { percentage: '21', rateType: 'IN' })).toEqual({ subtotal: '123.97', tax: '26.03', total: '150.00' });
  });

  it('adds 21% VAT on top of a price without it', () => {
    expect(lineAmounts('100', '1', { percentage: '21.000', rateType: 'EX' })).toEqual({ subtotal: '100.00', tax: '21.00', total: '121.00' });
  });

  it('multiplies by the quantity before rounding, so cents never drift', () => {
    expect(lineAmounts('0.10', '3', { percentage: '9', rateType: 'EX' })).toEqual({ subtotal: '0.30', tax: '0.03', total: '0.33' });
    expect(lineAmounts('33.33', '3', { percentage: '21', rateType: 'IN' })).toEqual({ subtotal: '82.64', tax: '17.35', total: '99.99' });
  });

  it('keeps subtotal + tax = total where floats would not (0.1 + 0.2)', () => {
    const line = lineAmounts('0.30', '1', { percentage: '21', rateType: 'IN' });
    expect(line).toEqual({ subtotal: '0.25', tax: '0.05', total: '0.30' });
  });

  it('has no tax without a rate', () => {
    expect(lineAmounts('20', '1', NO_TAX)).toEqual({ subtotal: '20.00', tax: '0.00', total: '20.00' });
  });

  it('rounds half a cent away from zero', () => {
    expect(lineAmounts('0.125', '1', NO_TAX).total).toBe('0.13');
    expect(lineAmounts('10', '1', { percentage: '5.5', rateType: 'EX' })).toEqual({ subtotal: '10.00', tax: '0.55', total: '10.55' });
  });
});

describe('sums and comparisons', () => {
  it('adds lines exactly', () => {
    const lines = Array.from({ length: 10 }, () => ({ subtotal: '0.10', tax: '0.02', total: '0.12' }));
    expect(sumAmounts(lines)).toEqual({ subtotal: '1.00', tax: '0.20', total: '1.20' });
    expect(sumAmounts([])).toEqual({ subtotal: '0.00', tax: '0.00', total: '0.00' });
  });

  it('compares money by value', () => {
    expect(sameMoney('12.5', '12.50')).toBe(true);
    expect(sameMoney('12.50', '12.51')).toBe(false);
    expect(subtractMoney('150.00', '150')).toBe('0.00');
    expect(isPositiveMoney('0.00')).toBe(false);
    expect(isPositiveMoney('0.01')).toBe(true);
  });
});

describe('display', () => {
  it('shows the currency symbol and two decimals', () => {
    expect(moneyDisplay('€', '150')).toBe('€ 150.00');
    expect(moneyDisplay('€', '12.5')).toBe('€ 12.50');
    expect(moneyDisplay('$', '0')).toBe('$ 0.00');
  });

  it('shows a tax percentage without trailing zeros', () => {
    expect(percentageDisplay('21.000')).toBe('21%');
    expect(percentageDisplay('5.500')).toBe('5.5%');
  });
});
