import { describe, expect, it } from 'vitest';
import { creditLineForShare } from './credit-note.js';
import type { InvoiceItem } from './invoice.js';

const line = (total: string, taxPercentage = '21', taxRateType: 'IN' | 'EX' = 'IN', subtotal = total) =>
  ({ id: 7, price: total, quantity: '1.00', total, subtotal, tax: (Number(total) - Number(subtotal)).toFixed(2), taxPercentage, taxRateType, description: 'March', productName: 'Subscription' }) as unknown as InvoiceItem;

describe('creditLineForShare', () => {
  it('credits a share of what a line still has, rounded once, and the whole of it to the cent', () => {
    const march = line('62.00', '21', 'IN', '51.24');
    expect(creditLineForShare(march, [], 10, 31, 'Paused')).toMatchObject({ quantity: '-1.00', price: '20.00', total: '-20.00', description: 'Paused' });
    const after = [{ itemId: 7, quantity: '-1.00', subtotal: '-16.53', tax: '-3.47', total: '-20.00' }];
    // the rest of the line after one credit: 42.00 left, 7 of the 21 days still billed → 14.00
    expect(creditLineForShare(march, after, 7, 21, 'Paused')?.total).toBe('-14.00');
    expect(creditLineForShare(march, after, 21, 21, 'Stopped')).toMatchObject({ total: '-42.00', subtotal: '-34.71', tax: '-7.29' });
  });

  it('prices a line taxed on top from its subtotal, and answers nothing for a share of nothing', () => {
    const ex = line('12.10', '21', 'EX', '10.00');
    expect(creditLineForShare(ex, [], 1, 2, 'Half')).toMatchObject({ price: '5.00', subtotal: '-5.00', total: '-6.05' });
    expect(creditLineForShare(line('0.01'), [], 1, 31, 'x')).toBeNull();
    expect(creditLineForShare(line('5.00'), [{ itemId: 7, quantity: '-1.00', subtotal: '-5.00', tax: '0.00', total: '-5.00' }], 3, 3, 'x')).toBeNull();
  });
});
