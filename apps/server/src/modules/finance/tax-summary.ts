import { dateRangeProblem, MAX_BACK_OFFICE_RANGE_DAYS } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { isCalendarDate } from '../../platform/club-clock.js';
import { AppError } from '../../platform/errors.js';
import { DATE_FORMAT_MESSAGE } from '../../platform/error-messages.js';
import { sumAmounts } from '../../platform/money.js';
import type { Club } from '../clubs/index.js';
import { sumTaxPerRate, type TaxSummaryRow } from './tax-summary.repository.js';

/** The tax summary of a period: base and tax per rate and their totals. */
export interface TaxSummary {
  dateFrom: string;
  dateTo: string;
  rates: TaxSummaryRow[];
  totals: { base: string; tax: string; total: string };
}

/**
 * Staff with finance.tax.view read the tax summary of a period of issue dates (the club's dates, inclusive; a
 * month, a quarter, a year): base and tax per rate of issued invoices and credit notes, from their stored line
 * amounts, so the summary and the invoices agree to the cent (test plan L3, L4).
 */
export async function taxSummary(app: AppContext, club: Club, actor: Actor | null, period: { dateFrom: string; dateTo: string }): Promise<TaxSummary> {
  requirePermission(actor, 'finance.tax.view');
  const { dateFrom, dateTo } = period;
  if (!isCalendarDate(dateFrom)) throw new AppError('VALIDATION_FAILED', DATE_FORMAT_MESSAGE, { field: 'dateFrom' });
  if (!isCalendarDate(dateTo)) throw new AppError('VALIDATION_FAILED', DATE_FORMAT_MESSAGE, { field: 'dateTo' });
  // A year at most, leap day included.
  const problem = dateRangeProblem(['dateFrom', dateFrom], ['dateTo', dateTo], MAX_BACK_OFFICE_RANGE_DAYS);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { field: 'dateTo' });
  const rates = await sumTaxPerRate(app.db, club.id, dateFrom, dateTo);
  const totals = sumAmounts(rates.map((r) => ({ subtotal: r.base, tax: r.tax, total: r.total })));
  return { dateFrom, dateTo, rates, totals: { base: totals.subtotal, tax: totals.tax, total: totals.total } };
}
