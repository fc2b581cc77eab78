import { describe, expect, it } from 'vitest';
import { isAppError } from '../../platform/errors.js';
import { checkSignUpStart, firstMonthOf, latestSignUpStart, signUpLines } from './subscription-sign-up.js';

const prices = [{ price: '60.00', dateStart: '2026-01-01', dateEnd: '2026-04-30' }, { price: '70.00', dateStart: '2026-05-01', dateEnd: null }];

function fieldOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (isAppError(error)) return Object.keys((error.details?.fields as Record<string, string> | undefined) ?? {})[0];
    throw error;
  }
  return undefined;
}

describe('a subscription sign-up in the shop', () => {
  it('starts from today up to the first day of the month after next', () => {
    expect(latestSignUpStart('2026-03-17')).toBe('2026-05-01');
    expect(latestSignUpStart('2026-12-31')).toBe('2027-02-01');
    expect(checkSignUpStart(undefined, '2026-03-17')).toBe('2026-03-17');
    expect(checkSignUpStart('2026-05-01', '2026-03-17')).toBe('2026-05-01');
    expect(fieldOf(() => checkSignUpStart('2026-05-02', '2026-03-17'))).toBe('subscriptionDateStart');
    expect(fieldOf(() => checkSignUpStart('2026-03-16', '2026-03-17'))).toBe('subscriptionDateStart');
    expect(fieldOf(() => checkSignUpStart('2026-02-30', '2026-03-17'))).toBe('subscriptionDateStart');
    expect(fieldOf(() => checkSignUpStart('9999-01-01', '2026-03-17'))).toBe('subscriptionDateStart');
  });

  it('prices the first month as the monthly run does: 17 March at €60 is 15 of 31 days, €29.03 (M1)', () => {
    const first = firstMonthOf(prices, '2026-03-17')!;
    expect(first.amount).toBe('29.03');
    expect(signUpLines({ name: 'Twice a week', registrationFee: '25.00' }, first, true)).toEqual([
      { productName: 'Twice a week March 2026', description: '15 of 31 days', price: '29.03', registrationFee: false },
      { productName: 'Registration fee', description: 'Twice a week', price: '25.00', registrationFee: true },
    ]);
  });

  it('bills a whole month without a description, at the price of its start, and has no line for a fee not due', () => {
    const first = firstMonthOf(prices, '2026-05-01')!;
    expect(signUpLines({ name: 'Twice a week', registrationFee: '25.00' }, first, false)).toEqual([{ productName: 'Twice a week May 2026', description: '', price: '70.00', registrationFee: false }]);
    expect(firstMonthOf(prices, '2025-12-31')).toBeNull();
  });
});
