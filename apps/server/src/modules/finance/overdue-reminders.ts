import { addDays } from '../../platform/club-clock.js';

/**
 * The reminder steps, in days past the due date: a first reminder the day after, a second two weeks on. A club
 * setting may replace this constant once clubs ask for their own steps.
 */
export const OVERDUE_REMINDER_DAYS: readonly number[] = [1, 14];

/**
 * The step whose reminder an overdue invoice is due on `today`: the latest step reached, or null before the first.
 * Only the latest is sent, so an invoice found late (a job that did not run for weeks) gets one mail, not several.
 */
export function reminderStepDue(dateDue: string, today: string, steps: readonly number[] = OVERDUE_REMINDER_DAYS): number | null {
  const reached = steps.filter((days) => addDays(dateDue, days) <= today);
  return reached.length === 0 ? null : Math.max(...reached);
}
