import { describe, expect, it } from 'vitest';
import { taxPerRate } from './invoice-tax-rates.js';

describe('taxPerRate', () => {
  it('sums the stored line amounts of each rate, one rate whatever its written decimals', () => {
    const line = (taxPercentage: string, subtotal: string, tax: string, total: string, taxRateType: 'IN' | 'EX' = 'IN') => ({ taxPercentage, taxRateType, subtotal, tax, total });
    expect(
      taxPerRate([line('21.000', '8.26', '1.73', '9.99'), line('9', '0.09', '0.01', '0.10'), line('21', '8.26', '1.73', '9.99'), line('21', '10.00', '2.10', '12.10', 'EX')]),
    ).toEqual([
      { taxPercentage: '21.000', taxRateType: 'IN', subtotal: '16.52', tax: '3.46', total: '19.98' },
      { taxPercentage: '9', taxRateType: 'IN', subtotal: '0.09', tax: '0.01', total: '0.10' },
      { taxPercentage: '21', taxRateType: 'EX', subtotal: '10.00', tax: '2.10', total: '12.10' },
    ]);
  });
});
