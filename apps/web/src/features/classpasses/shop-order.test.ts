import { describe, expect, it } from 'vitest';
import { shopClasspasses } from './shop-order.js';
import type { ShopClasspass } from './types.js';

const pass = (name: string, classes: number | null, extra: Partial<ShopClasspass> = {}): ShopClasspass => ({
  id: name,
  name,
  description: '',
  priceDisplay: '€ 10.00',
  validity: 1,
  validityUnitDisplay: 'Months',
  classes,
  unlimited: classes === null,
  trialPass: false,
  ...extra,
});

describe('the class pass shop list', () => {
  it('orders passes by number of classes, unlimited ones last', () => {
    const names = shopClasspasses([pass('unlimited', null), pass('ten', 10), pass('one', 1)], false).map((p) => p.name);
    expect(names).toEqual(['one', 'ten', 'unlimited']);
  });

  it('hides trial passes only once the trial limit is reached', () => {
    const passes = [pass('trial', 1, { trialPass: true }), pass('ten', 10)];
    expect(shopClasspasses(passes, false).map((p) => p.name)).toEqual(['trial', 'ten']);
    expect(shopClasspasses(passes, true).map((p) => p.name)).toEqual(['ten']);
  });
});
