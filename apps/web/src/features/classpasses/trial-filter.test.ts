import { describe, expect, it } from 'vitest';
import { withoutTrialsPastLimit } from './trial-filter.js';
import type { ShopClasspass } from './types.js';

const pass = (name: string, trialPass: boolean): ShopClasspass => ({
  id: name,
  name,
  description: '',
  price: '10.00',
  validity: 1,
  validityUnitDisplay: 'Months',
  classes: 1,
  unlimited: false,
  trialPass,
});

describe('the class pass shop list', () => {
  it('hides trial passes only once the trial limit is reached, keeping the server order', () => {
    const passes = [pass('trial', true), pass('ten', false), pass('five', false)];
    expect(withoutTrialsPastLimit(passes, false).map((p) => p.name)).toEqual(['trial', 'ten', 'five']);
    expect(withoutTrialsPastLimit(passes, true).map((p) => p.name)).toEqual(['ten', 'five']);
  });
});
