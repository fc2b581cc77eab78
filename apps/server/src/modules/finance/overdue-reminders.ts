import { addDays } from '../../platform/club-clock.js';

/**
 * The step whose reminder an overdue invoice is due on `today`, of the club's steps (days past the due date; Settings
 * → Finance, by default the day after and two weeks on): the latest step reached, or null before the first.
 * Only the latest is sent, so an invoice found late (a job that did not run for weeks) gets one mail, not several.
 */
export function reminderStepDue(dateDue: string, today: string, steps: readonly number[]): number | null {
  const reached = steps.filter((days) => addDays(dateDue, days) <= today);
  return reached.length === 0 ? null : Math.max(...reached);
}
