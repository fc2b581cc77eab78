import { describe, expect, it } from 'vitest';
import { FINANCE_SETTINGS_RULES, parseReminderDays } from './club-settings-rules.js';
import { checkFields } from './form-rules.js';

const problem = (overdueReminderDays: string | number[]) => checkFields({ overdueReminderDays }, FINANCE_SETTINGS_RULES).overdueReminderDays ?? null;

describe('the overdue reminder steps (Settings → Finance)', () => {
  it('reads "1, 14" as typed and a list as sent', () => {
    expect(parseReminderDays('1, 14')).toEqual([1, 14]);
    expect(parseReminderDays(' 3 7,30 ')).toEqual([3, 7, 30]);
    expect(parseReminderDays([1, 14])).toEqual([1, 14]);
    expect(parseReminderDays('1, soon')).toBeNull();
    expect(problem('1, 14')).toBeNull();
    expect(problem([1, 2, 3, 4, 365])).toBeNull();
  });

  it('refuses none, 0, negative, fractions, over a year, repeats, a wrong order and a sixth step, each with its message', () => {
    expect(problem('')).toBe('This field is required');
    expect(problem([])).toBe('This field is required');
    expect(problem(' , ')).toBe('Please input at least one number of days, e.g. 1, 14');
    expect(problem('0, 14')).toBe('Please input numbers of days above 0');
    expect(problem([-1])).toBe('Please input numbers of days above 0');
    expect(problem('1.5')).toBe('Please input whole numbers of days, e.g. 1, 14');
    expect(problem([100000])).toBe('Please input numbers of days of 365 or below');
    expect(problem('1, 1')).toBe('Please input each number of days once, in ascending order');
    expect(problem('14, 1')).toBe('Please input each number of days once, in ascending order');
    expect(problem('1, 2, 3, 4, 5, 6')).toBe('Please input at most 5 reminder steps');
  });
});
