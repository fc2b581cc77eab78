import { describe, expect, it } from 'vitest';
import { saleKindOf } from './sale-kind.js';

describe('saleKindOf', () => {
  const pass = { trialPass: false, forClass: false };

  it('makes every sale at the desk a desk sale, whatever it sells', () => {
    expect(saleKindOf([pass], 'DESK')).toBe('DESK_SALES');
    expect(saleKindOf([{ trialPass: true, forClass: true }], 'DESK')).toBe('DESK_SALES');
  });

  it("names a one-line shop order by its line: trial, drop-in (with a class) or class pass", () => {
    expect(saleKindOf([pass], 'ONLINE')).toBe('CLASSPASS');
    expect(saleKindOf([{ trialPass: false, forClass: true }], 'ONLINE')).toBe('DROPIN');
    expect(saleKindOf([{ trialPass: true, forClass: true }], 'ONLINE')).toBe('TRIAL');
    expect(saleKindOf([{ trialPass: true, forClass: false }], 'ONLINE')).toBe('TRIAL');
    expect(saleKindOf([{ trialPass: false, forClass: false, membership: true }], 'ONLINE')).toBe('MEMBERSHIP');
    // A subscription's first month, its registration fee riding along, is a subscription sale.
    expect(saleKindOf([{ trialPass: false, forClass: false, subscription: true }], 'ONLINE')).toBe('SUBSCRIPTION');
    // A personal-training session paid on its own has no kind of its own: a shop sale.
    expect(saleKindOf([{ trialPass: false, forClass: false, session: true }], 'ONLINE')).toBe('SHOP_SALES');
  });

  it('makes a shop order of several lines (or none) a shop sale', () => {
    expect(saleKindOf([pass, pass], 'ONLINE')).toBe('SHOP_SALES');
    expect(saleKindOf([{ trialPass: false, forClass: false, membership: true }, pass], 'ONLINE')).toBe('SHOP_SALES');
    expect(saleKindOf([], 'ONLINE')).toBe('SHOP_SALES');
  });
});
