import { fieldError } from '../../platform/errors.js';

const MONEY = /^\d{1,18}(\.\d{1,2})?$/;

/** A note of at most 2,000 characters (the column's limit), trimmed. */
export function checkNote(note: string | null | undefined): string {
  const text = (note ?? '').trim();
  if (text.length > 2000) throw fieldError('note', 'Please keep the note to 2000 characters or fewer.');
  return text;
}

/** A reason of at most 500 characters, trimmed. */
export function checkReason(reason: string | null | undefined, field = 'reason'): string {
  const text = (reason ?? '').trim();
  if (text.length > 500) throw fieldError(field, 'Please keep the reason to 500 characters or fewer.');
  return text;
}

/** A kept price: an amount of at most two decimals, '' or null for none (the product's dated price). */
export function checkKeptPrice(price: string | null | undefined): string | null | undefined {
  if (price === undefined) return undefined;
  const text = (price ?? '').trim();
  if (text === '') return null;
  if (!MONEY.test(text)) throw fieldError('priceOverride', 'Please enter a number of 18 digits and 2 decimals or below.');
  return text;
}
