import { describe, expect, it } from 'vitest';
import { purchasedOnReturn, purchaseReturnState } from './purchase-return-state.js';

describe('purchasedOnReturn', () => {
  it('reads what the payment success page handed to the page it returned to', () => {
    expect(purchasedOnReturn(purchaseReturnState(['10-class pass']))).toEqual(['10-class pass']);
  });

  it('says nothing on a page opened any other way, or when nothing was named', () => {
    expect(purchasedOnReturn(null)).toBeNull();
    expect(purchasedOnReturn(undefined)).toBeNull();
    expect(purchasedOnReturn({ signedUp: 'Twice a week' })).toBeNull();
    expect(purchasedOnReturn(purchaseReturnState([]))).toBeNull();
    expect(purchasedOnReturn({ purchased: 'not a list' })).toBeNull();
    expect(purchasedOnReturn({ purchased: [42] })).toBeNull();
  });
});
