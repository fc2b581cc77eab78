import { describe, expect, it } from 'vitest';
import { reminderStepDue } from './overdue-reminders.js';

describe('reminderStepDue', () => {
  it('is none on the due date, the first step the day after, the second two weeks after', () => {
    expect(reminderStepDue('2026-03-02', '2026-03-02')).toBeNull();
    expect(reminderStepDue('2026-03-02', '2026-03-03')).toBe(1);
    expect(reminderStepDue('2026-03-02', '2026-03-15')).toBe(1);
    expect(reminderStepDue('2026-03-02', '2026-03-16')).toBe(14);
  });

  it('counts calendar days across a month and a year end', () => {
    expect(reminderStepDue('2026-12-31', '2027-01-01')).toBe(1);
    expect(reminderStepDue('2028-02-15', '2028-02-29')).toBe(14);
  });

  it('gives only the latest step reached to an invoice found late', () => {
    expect(reminderStepDue('2026-01-01', '2026-06-01')).toBe(14);
  });
});
