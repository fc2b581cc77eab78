import { Decimal } from 'decimal.js';
import { AppError } from '../../platform/errors.js';
import { lineAmounts, type Amounts } from '../../platform/money.js';
import type { InvoiceItem } from './invoice.js';

/** A line staff credit: one of the original's lines and how much of its quantity (positive). */
export interface CreditRequest {
  itemId: number;
  quantity: string;
}

/** What earlier credit notes already took back of one original line: quantity and amounts, each ≤ 0. */
export interface CreditedSoFar extends Amounts {
  itemId: number;
  quantity: string;
}

/** A line of the original and what of it is still uncredited. */
export interface CreditableLine {
  item: InvoiceItem;
  /** quantity left to credit (≥ 0) */
  quantity: string;
}

/** A credit note's line: the original's snapshots with the quantity and amounts negated. */
export interface CreditLine extends Amounts {
  item: InvoiceItem;
  /** negative */
  quantity: string;
  /** the original's price, or for a share of a line what the share comes to */
  price: string;
  description: string;
}

const QUANTITY = /^\d{1,10}(\.\d{1,2})?$/;
const invalid = (message: string, field: string) => new AppError('VALIDATION_FAILED', message, { field });

/** Every line of the original with the quantity earlier credit notes left to credit. */
export function creditableLines(items: readonly InvoiceItem[], credited: readonly CreditedSoFar[]): CreditableLine[] {
  return items.map((item) => {
    const taken = credited.filter((c) => c.itemId === item.id).reduce((sum, c) => sum.plus(c.quantity), new Decimal(0));
    return { item, quantity: new Decimal(item.quantity).plus(taken).toFixed(2) };
  });
}

/**
 * The lines of a credit note (domain notes, "Invoices and credit notes"): the chosen lines and quantities, or with
 * none chosen everything still uncredited. Never more than a line has left: `lines.N.quantity` names the line
 * asked for too much. A line credited down to zero takes back exactly what is left of its amounts, so the original
 * and all its credit notes net to zero to the cent; a part of a line is priced from the line's own snapshot.
 */
export function creditLinesOf(items: readonly InvoiceItem[], credited: readonly CreditedSoFar[], requests: readonly CreditRequest[] | null): CreditLine[] {
  const creditable = creditableLines(items, credited);
  const asked: CreditRequest[] = requests?.length
    ? requests.map((r) => ({ itemId: r.itemId, quantity: r.quantity.trim() }))
    : creditable.filter((c) => new Decimal(c.quantity).greaterThan(0)).map((c) => ({ itemId: c.item.id, quantity: c.quantity }));
  if (asked.length === 0) throw invalid('Everything on this invoice has been credited already.', 'lines');
  const seen = new Set<number>();
  return asked.map((request, index) => {
    const line = creditable.find((c) => c.item.id === request.itemId);
    if (!line) throw new AppError('NOT_FOUND', 'This line is not on the invoice.', { field: `lines.${index}.item` });
    if (seen.has(request.itemId)) throw invalid('Each line may be credited once per credit note.', `lines.${index}.item`);
    seen.add(request.itemId);
    if (!QUANTITY.test(request.quantity) || new Decimal(request.quantity).isZero()) {
      throw invalid('Please enter a quantity above zero with at most two decimals.', `lines.${index}.quantity`);
    }
    if (new Decimal(request.quantity).greaterThan(line.quantity)) {
      throw invalid(`At most ${new Decimal(line.quantity).toString()} of this line is left to credit.`, `lines.${index}.quantity`);
    }
    const quantity = new Decimal(request.quantity).negated().toFixed(2);
    const amounts = new Decimal(request.quantity).equals(line.quantity) ? rest(line.item, credited) : lineAmounts(line.item.price, quantity, { percentage: line.item.taxPercentage, rateType: line.item.taxRateType });
    return { item: line.item, quantity, price: line.item.price, description: line.item.description, ...amounts };
  });
}

/**
 * One line crediting `part` of `whole` shares of what is still uncredited of an original line (a subscription
 * month's paused days of its billed days): quantity −1 at the share's price, from the line's own tax snapshot; the
 * whole of it takes back exactly what is left, to the cent. Null when the share comes to nothing.
 */
export function creditLineForShare(item: InvoiceItem, credited: readonly CreditedSoFar[], part: number, whole: number, description: string): CreditLine | null {
  const left = rest(item, credited);
  if (part >= whole) return new Decimal(left.total).isZero() ? null : { item, quantity: '-1.00', price: new Decimal(left.total).negated().toFixed(2), description, ...left };
  const base = item.taxRateType === 'IN' ? left.total : left.subtotal;
  const price = new Decimal(base).negated().times(part).dividedBy(whole).toFixed(2, Decimal.ROUND_HALF_UP);
  if (new Decimal(price).isZero()) return null;
  return { item, quantity: '-1.00', price, description, ...lineAmounts(price, '-1', { percentage: item.taxPercentage, rateType: item.taxRateType }) };
}

/** The line's amounts not yet taken back, negated: what crediting its last quantity takes. */
function rest(item: InvoiceItem, credited: readonly CreditedSoFar[]): Amounts {
  const mine = credited.filter((c) => c.itemId === item.id);
  const left = (key: keyof Amounts) => mine.reduce((sum, c) => sum.plus(c[key]), new Decimal(item[key])).negated().toFixed(2);
  return { subtotal: left('subtotal'), tax: left('tax'), total: left('total') };
}
