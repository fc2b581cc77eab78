import type { AppContext } from '../../platform/app-context.js';
import type { Actor } from '../../platform/access-policy.js';
import { toCsv } from '../../platform/csv.js';
import { percentageDisplay } from '../../platform/money.js';
import type { Club } from '../clubs/index.js';
import { taxSummary } from './tax-summary.js';

interface CsvRow {
  rate: string;
  rateType: string;
  base: string;
  tax: string;
  total: string;
}

/** The tax summary as a CSV for the accountant: one row per rate, then the totals (amounts stay numbers, L12). */
export async function taxSummaryCsv(app: AppContext, club: Club, actor: Actor | null, period: { dateFrom: string; dateTo: string }): Promise<{ fileName: string; csv: string }> {
  const summary = await taxSummary(app, club, actor, period);
  const rows: CsvRow[] = [
    ...summary.rates.map((r) => ({ rate: percentageDisplay(r.percentage), rateType: r.rateType === 'IN' ? 'included' : 'excluded', base: r.base, tax: r.tax, total: r.total })),
    { rate: 'Total', rateType: '', ...summary.totals },
  ];
  const csv = toCsv(rows, [
    { header: 'Tax rate', value: (r) => r.rate },
    { header: 'Price', value: (r) => r.rateType },
    { header: 'Base', value: (r) => r.base, amount: true },
    { header: 'Tax', value: (r) => r.tax, amount: true },
    { header: 'Total', value: (r) => r.total, amount: true },
  ]);
  return { fileName: `tax-summary-${summary.dateFrom}-${summary.dateTo}.csv`, csv };
}
