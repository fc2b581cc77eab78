import { isMonth } from '../../platform/club-clock.js';
import { fieldError } from './direct-debit.js';

/*
 * The months of category amounts and batches: 'YYYY-MM' texts of the club's business years (2000 to 2100, as every
 * date a use case takes), which sort and compare as the months do. An amount applies to one month, or to every
 * month from its first until its last (none: on and on).
 */

export function checkedMonth(field: string, value: string): string {
  const month = value.trim();
  if (!isMonth(month)) throw fieldError(field, 'Please input the month as YYYY-MM (2000 to 2100).');
  return month;
}

export interface AmountPeriod {
  recurring: boolean;
  firstMonth: string;
  /** the last month collected; null: every month from the first on */
  lastMonth: string | null;
}

/** One month (not recurring: its last month is its first) or every month from the first until an optional last. */
export function checkedPeriod(input: { recurring: boolean; firstMonth: string; lastMonth?: string | null | undefined }): AmountPeriod {
  const firstMonth = checkedMonth('firstMonth', input.firstMonth);
  if (!input.recurring) return { recurring: false, firstMonth, lastMonth: firstMonth };
  const last = (input.lastMonth ?? '').trim();
  if (last === '') return { recurring: true, firstMonth, lastMonth: null };
  const lastMonth = checkedMonth('lastMonth', last);
  if (lastMonth < firstMonth) throw fieldError('lastMonth', 'The last month cannot be before the first month.');
  return { recurring: true, firstMonth, lastMonth };
}

/** Whether an amount of the period is collected for the month. */
export function appliesTo(period: Pick<AmountPeriod, 'firstMonth' | 'lastMonth'>, month: string): boolean {
  return period.firstMonth <= month && (period.lastMonth === null || month <= period.lastMonth);
}
