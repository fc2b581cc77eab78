import type { InvoiceGroup } from './finance-setup.repository.js';

/**
 * The number the group hands out next in `year`, and what the group counts from afterwards. A group with
 * auto reset starts again at 1 in a new year; a group that never numbered starts in `year`. Number = prefix + (year) + number, e.g. INV2026-0007.
 */
export function nextInvoiceNumber(
  group: Pick<InvoiceGroup, 'prefix' | 'prefixYear' | 'autoResetPrefixYear' | 'year' | 'nextNumber'>,
  year: number,
): { invoiceNumber: string; year: number; nextNumber: number } {
  const number = group.autoResetPrefixYear && group.year !== null && year !== group.year ? 1 : group.nextNumber;
  const sequence = String(number).padStart(4, '0');
  const invoiceNumber = group.prefixYear ? `${group.prefix}${year}-${sequence}` : `${group.prefix}${sequence}`;
  return { invoiceNumber, year: group.autoResetPrefixYear ? year : (group.year ?? year), nextNumber: number + 1 };
}
