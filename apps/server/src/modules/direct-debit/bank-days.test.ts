import { describe, expect, it } from 'vitest';
import { easterSunday, isTarget2BankDay, proposedCollectionDate } from './bank-days.js';

describe('easterSunday', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('of %i is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
});

describe('isTarget2BankDay', () => {
  it.each([
    ['2027-03-26', false, 'Good Friday'],
    ['2027-03-29', false, 'Easter Monday'],
    ['2027-03-27', false, 'a Saturday'],
    ['2027-03-28', false, 'a Sunday'],
    ['2027-05-03', true, 'a Monday'],
    ['2026-05-01', false, '1 May'],
    ['2026-12-25', false, '25 December'],
    ['2026-12-28', true, 'the Monday after Christmas'],
    ['2027-01-01', false, '1 January'],
    ['2026-04-07', true, 'the Tuesday after Easter Monday'],
  ])('%s is %s (%s)', (date, bankDay) => {
    expect(isTarget2BankDay(date)).toBe(bankDay);
  });
});

describe('proposedCollectionDate (L10)', () => {
  it('skips Good Friday, the weekend and Easter Monday: Wednesday 2027-03-24 with 2 notice days → Tuesday 2027-03-30', () => {
    expect(proposedCollectionDate('2027-03-24', 2)).toBe('2027-03-30');
  });

  it('skips 1 May', () => {
    // 2026-04-29 is a Wednesday; two days later is Friday 1 May, then the weekend.
    expect(proposedCollectionDate('2026-04-29', 2)).toBe('2026-05-04');
  });

  it('skips 25 and 26 December and 1 January', () => {
    // 2026-12-23 (Wednesday) + 2 = Friday 25 December; 26 is a Saturday, 27 a Sunday.
    expect(proposedCollectionDate('2026-12-23', 2)).toBe('2026-12-28');
    // 2026-12-30 (Wednesday) + 2 = Friday 1 January 2027.
    expect(proposedCollectionDate('2026-12-30', 2)).toBe('2027-01-04');
  });

  it('takes a bank day exactly the notice days ahead as it is', () => {
    expect(proposedCollectionDate('2026-11-02', 14)).toBe('2026-11-16');
  });

  it('never proposes today, even without notice days', () => {
    expect(proposedCollectionDate('2026-11-02', 0)).toBe('2026-11-03');
  });
});
