import { describe, expect, it } from 'vitest';
import { reminderStepDue } from './overdue-reminders.js';

// The default steps (Settings → Finance): the day after the due date and two weeks on.
const STEPS = [1, 14];

describe('reminderStepDue', () => {
  it('is none on the due date, the first step the day after, the second two weeks after', () => {
    expect(reminderStepDue('2026-03-02', '2026-03-02', STEPS)).toBeNull();
    expect(reminderStepDue('2026-03-02', '2026-03-03', STEPS)).toBe(1);
    expect(reminderStepDue('2026-03-02', '2026-03-15', STEPS)).toBe(1);
    expect(reminderStepDue('2026-03-02', '2026-03-16', STEPS)).toBe(14);
  });

  it('counts calendar days across a month and a year end', () => {
    expect(reminderStepDue('2026-12-31', '2027-01-01', STEPS)).toBe(1);
    expect(reminderStepDue('2028-02-15', '2028-02-29', STEPS)).toBe(14);
  });

  it('gives only the latest step reached to an invoice found late', () => {
    expect(reminderStepDue('2026-01-01', '2026-06-01', STEPS)).toBe(14);
  });

  it('takes the club’s own steps', () => {
    expect(reminderStepDue('2026-03-02', '2026-03-04', [3, 7, 30])).toBeNull();
    expect(reminderStepDue('2026-03-02', '2026-03-09', [3, 7, 30])).toBe(7);
    expect(reminderStepDue('2026-03-02', '2027-03-02', [365])).toBe(365);
  });
});
