import { describe, expect, it } from 'vitest';
import { firstOpenDate } from './expense-period.js';

describe('the open VAT period of expenses', () => {
  it.each([
    ['2026-11-27', '2026-07-01'],
    ['2026-10-01', '2026-07-01'],
    ['2026-09-30', '2026-04-01'],
    ['2026-04-01', '2026-01-01'],
    ['2026-03-31', '2025-10-01'],
    ['2026-01-01', '2025-10-01'],
  ])('on %s starts on %s (this quarter and the one before)', (today, first) => {
    expect(firstOpenDate(today)).toBe(first);
  });
});
