import { sumAmounts, type Amounts } from '../../platform/money.js';
import type { InvoiceItem } from './invoice.js';

export interface RateTotals extends Amounts {
  taxPercentage: string;
  taxRateType: InvoiceItem['taxRateType'];
}

/** The base (subtotal), tax and total of each rate on the invoice, summed from the stored line amounts, in the lines' order. */
export function taxPerRate(items: readonly Pick<InvoiceItem, 'taxPercentage' | 'taxRateType' | 'subtotal' | 'tax' | 'total'>[]): RateTotals[] {
  const rates = new Map<string, { taxPercentage: string; taxRateType: InvoiceItem['taxRateType']; lines: Amounts[] }>();
  for (const item of items) {
    // '21' and '21.000' are one rate.
    const key = `${Number(item.taxPercentage)} ${item.taxRateType}`;
    const rate = rates.get(key) ?? { taxPercentage: item.taxPercentage, taxRateType: item.taxRateType, lines: [] };
    rate.lines.push(item);
    rates.set(key, rate);
  }
  return [...rates.values()].map((rate) => ({ taxPercentage: rate.taxPercentage, taxRateType: rate.taxRateType, ...sumAmounts(rate.lines) }));
}
