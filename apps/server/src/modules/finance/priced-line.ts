import type { Db } from '../../platform/db/database.js';
import { lineAmounts, NO_TAX } from '../../platform/money.js';
import { findTaxRate } from './finance-setup.repository.js';

/** One of a product at its price, taxed at the product's rate (none: untaxed): an order line's amounts. */
export async function pricedLine(trx: Db, clubId: number, price: string, taxRateId: number | null) {
  const taxRate = taxRateId === null ? undefined : await findTaxRate(trx, clubId, taxRateId);
  const rate = taxRate ? { percentage: taxRate.percentage, rateType: taxRate.rateType } : NO_TAX;
  return { quantity: '1', price, financeTaxRateId: taxRate?.id ?? null, taxPercentage: rate.percentage, taxRateType: rate.rateType, ...lineAmounts(price, '1', rate) };
}
