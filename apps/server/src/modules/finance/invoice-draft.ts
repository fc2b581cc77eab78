import { INVOICE_LINE_RULES, INVOICE_MESSAGES, INVOICE_RULES, MAX_INVOICE_LINES, checkFields, type ErrorCode, type FieldErrors } from '@kiai/shared';
import { AppError } from '../../platform/errors.js';
import { lineAmounts, NO_TAX, type Amounts, type TaxRate } from '../../platform/money.js';

/** One line as staff type it; ids decoded (undefined: none chosen, null: an id that names nothing). */
export interface InvoiceLineInput {
  productName: string;
  description?: string | null | undefined;
  quantity: string;
  price: string;
  taxRateId?: number | null | undefined;
  glAccountId?: number | null | undefined;
  costCentreId?: number | null | undefined;
}

/** A draft invoice as staff type it: for an account or a business relation, in an invoice group, with its lines. */
export interface InvoiceDraftInput {
  accountId?: number | null | undefined;
  businessId?: number | null | undefined;
  groupId: number | null;
  summary?: string | null | undefined;
  /** null or undefined: the group's */
  terms?: string | null | undefined;
  footer?: string | null | undefined;
  paymentMethodId?: number | null | undefined;
  lines: readonly InvoiceLineInput[];
}

/** A line's snapshot, ready to store: what the rate, GL account and cost centre were when it was saved. */
export interface DraftLine extends Amounts {
  productName: string;
  description: string;
  quantity: string;
  price: string;
  financeTaxRateId: number | null;
  taxPercentage: string;
  taxRateType: TaxRate['rateType'];
  financeGlAccountId: number | null;
  glAccountCode: string;
  financeCostCentreId: number | null;
  costCentreCode: string;
}

/** The field a line's problem is shown under: `lines.<index>.<field>`. */
export const lineField = (index: number, field: string) => `lines.${index}.${field}`;

/** A refusal naming the form field at fault. */
export function invoiceFieldError(field: string, message: string, code: ErrorCode = 'VALIDATION_FAILED'): AppError {
  return new AppError(code, message, { field, fields: { [field]: message } });
}

/**
 * Checks what staff typed before anything is read: the invoice's texts, one to MAX_INVOICE_LINES lines, each
 * line's name, quantity (above zero: only credit notes go negative) and price with at most two decimals. Every
 * problem is named under its field (`lines.2.quantity`); the first one is the error's message.
 */
export function assertValidDraft(input: InvoiceDraftInput): void {
  const fields: FieldErrors = checkFields({ summary: input.summary ?? '', terms: input.terms ?? '', footer: input.footer ?? '' }, INVOICE_RULES);
  if (input.lines.length === 0) fields.lines = INVOICE_MESSAGES.noLines;
  if (input.lines.length > MAX_INVOICE_LINES) fields.lines = INVOICE_MESSAGES.tooManyLines(MAX_INVOICE_LINES);
  input.lines.forEach((line, index) => {
    const errors = checkFields({ ...line, description: line.description ?? '' }, INVOICE_LINE_RULES);
    for (const [field, message] of Object.entries(errors)) fields[lineField(index, field)] = message;
  });
  const first = Object.values(fields)[0];
  if (first) throw new AppError('VALIDATION_FAILED', first, { field: Object.keys(fields)[0], fields });
}

/** The line's amounts at its rate (none: 0 %), rounded once per line. */
export function draftLine(
  line: InvoiceLineInput,
  rate: (TaxRate & { id: number }) | undefined,
  gl: { id: number; code: string } | undefined,
  costCentre: { id: number; code: string } | undefined,
): DraftLine {
  const quantity = line.quantity.trim();
  const price = line.price.trim();
  return {
    productName: line.productName.trim(),
    description: (line.description ?? '').trim(),
    quantity,
    price,
    ...lineAmounts(price, quantity, rate ?? NO_TAX),
    financeTaxRateId: rate?.id ?? null,
    taxPercentage: rate?.percentage ?? NO_TAX.percentage,
    taxRateType: rate?.rateType ?? NO_TAX.rateType,
    financeGlAccountId: gl?.id ?? null,
    glAccountCode: gl?.code ?? '',
    financeCostCentreId: costCentre?.id ?? null,
    costCentreCode: costCentre?.code ?? '',
  };
}
