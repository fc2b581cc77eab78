import { describe, expect, it } from 'vitest';
import { creditMonthDue } from './credits-run-start.job.js';
import { creditsLeft, grantToTake, mayBookAhead } from './credit-take.js';
import type { CreditGrantUse } from './credit.repository.js';

const grantOf = (id: number, month: string, amount: number, used: number, kind: 'MONTHLY' | 'MANUAL' = 'MONTHLY') =>
  ({ id, month, amount, used, kind, expiresOn: `${month}-28` }) as CreditGrantUse;

describe('which credit a booking takes (domain notes "Credits")', () => {
  it('takes the first grant with a credit left, in the order given (earliest expiry, then granted first)', () => {
    expect(grantToTake([grantOf(1, '2026-02', 2, 2), grantOf(2, '2026-03', 2, 1)])?.id).toBe(2);
    expect(grantToTake([grantOf(1, '2026-02', 2, 2)])).toBeUndefined();
    expect(creditsLeft([grantOf(1, '2026-02', 2, 2), grantOf(2, '2026-03', 4, 1)])).toBe(3);
  });

  it('books ahead only in a month after the last monthly grant and within the allowance', () => {
    const grants = [grantOf(1, '2026-03', 4, 4), grantOf(2, '2026-04', 1, 0, 'MANUAL')];
    expect(mayBookAhead({ reconcileLaterClasses: 2 }, grants, 1, '2026-04-02')).toBe(true);
    expect(mayBookAhead({ reconcileLaterClasses: 2 }, grants, 2, '2026-04-02')).toBe(false);
    expect(mayBookAhead({ reconcileLaterClasses: 2 }, grants, 0, '2026-03-30')).toBe(false);
    expect(mayBookAhead({ reconcileLaterClasses: 1 }, [], 0, '2026-03-30')).toBe(true);
    expect(mayBookAhead({ reconcileLaterClasses: 0 }, [], 0, '2026-03-30')).toBe(false);
  });
});

describe("the month whose credits are due (M10: the club's own date)", () => {
  it('is the club-local month from its run day on', () => {
    expect(creditMonthDue('2026-04-01', 1)).toBe('2026-04');
    expect(creditMonthDue('2026-04-02', 3)).toBeNull();
    expect(creditMonthDue('2026-04-28', 3)).toBe('2026-04');
  });
});
