import { Decimal } from 'decimal.js';
import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import type { PaymentMethodCode } from '../../platform/db/tables/finance.js';
import { AppError } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { clubDateOf, isCalendarDate } from '../../platform/club-clock.js';
import { DATE_FORMAT_MESSAGE } from '../../platform/error-messages.js';
import type { Club } from '../clubs/index.js';
import { INVOICE_NOT_FOUND } from './invoice.js';
import { lockInvoiceBalance, setInvoicePaid } from './invoice.repository.js';
import { isIssued, statusAfterPayments } from './invoice-status.js';
import { findPaymentByReference, findPaymentMethod, insertPaymentOnce } from './payment.repository.js';

/** A payment as finance records it on an invoice, whoever records it (staff, a SEPA batch, a bank return). */
export interface InvoicePaymentEntry {
  invoiceId: number;
  /** negative for refunds and reversals */
  amount: string;
  /** YYYY-MM-DD, the day the money moved */
  date: string;
  paymentMethodId: number;
  /** the provider's id, the SEPA end-to-end id, a receipt number; '' for none */
  reference: string;
  note: string;
  recordedByAccountId: number | null;
}

/** The payment's id, and whether this call recorded it (false: the same payment was recorded before). */
export interface RecordedPayment {
  paymentId: number;
  recorded: boolean;
}

/** What staff type in: ids decoded (null when undecodable), date defaulting to the club's today. */
export interface RecordPaymentInput {
  invoiceId: number | null;
  amount: string;
  date?: string | null | undefined;
  paymentMethodId: number | null;
  reference?: string | null | undefined;
  note?: string | null | undefined;
}

/** The methods the desk takes money with. */
export const DESK_METHODS: readonly PaymentMethodCode[] = ['CASH', 'CARD_DESK'];
const AMOUNT = /^-?\d{1,12}(\.\d{1,2})?$/;

const invalid = (message: string, field: string) => new AppError('VALIDATION_FAILED', message, { field });

/**
 * Records a payment on an issued invoice, in the caller's transaction, under the invoice's row lock: once per
 * (club, method, reference), so recording the same payment again changes nothing and answers the first; the same
 * reference on another invoice or for another amount is a CONFLICT. The invoice's paid sum and its status follow
 * by the one rule (statusAfterPayments): PAID when covered, a reversal reopens it. Refunds may not give back more
 * than was paid. Finance's door exports this for the SEPA batches (sent to bank, returns).
 */
export async function applyInvoicePayment(
  app: AppContext,
  trx: Db,
  club: Club,
  entry: InvoicePaymentEntry,
  /** the only methods this caller may record with (the desk's), default any */
  onlyMethods?: readonly PaymentMethodCode[],
): Promise<RecordedPayment> {
  const invoice = await lockInvoiceBalance(trx, club.id, entry.invoiceId);
  if (!invoice) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND, { field: 'invoice' });
  if (!isIssued(invoice.status)) throw invalid('Payments can only be recorded on an issued invoice, not on a draft.', 'invoice');
  const method = await findPaymentMethod(trx, club.id, entry.paymentMethodId);
  if (!method) throw new AppError('NOT_FOUND', 'This payment method could not be found.', { field: 'paymentMethod' });
  if (onlyMethods && !(method.code && onlyMethods.includes(method.code))) throw invalid('The desk records cash and card payments only.', 'paymentMethod');

  const paid = new Decimal(invoice.paid).plus(entry.amount);
  const refundsTooMuch = new Decimal(invoice.total).greaterThanOrEqualTo(0) ? paid.lessThan(0) : paid.greaterThan(0);

  const now = app.clock.now();
  const paymentId = await insertPaymentOnce(trx, {
    clubId: club.id,
    financeInvoiceId: invoice.id,
    amount: entry.amount,
    date: entry.date,
    financePaymentMethodId: method.id,
    reference: entry.reference,
    note: entry.note,
    recordedByAccountId: entry.recordedByAccountId,
    createdAt: now,
  });
  if (paymentId === undefined) return samePaymentAgain(trx, club.id, invoice.id, entry);
  // After the replay check: the same refund recorded again is a replay, not a second refund.
  if (refundsTooMuch) throw invalid('A refund cannot give back more than was paid.', 'amount');

  const status = statusAfterPayments({ ...invoice, paid: paid.toFixed(2) }, clubDateOf(now, club.timeZone));
  await setInvoicePaid(trx, club.id, invoice.id, { paid: paid.toFixed(2), status, updatedAt: now });
  return { paymentId, recorded: true };
}

/** The reference was recorded before: the same payment (invoice and amount) is a replay, anything else a conflict. */
async function samePaymentAgain(trx: Db, clubId: number, invoiceId: number, entry: InvoicePaymentEntry): Promise<RecordedPayment> {
  const first = await findPaymentByReference(trx, clubId, entry.paymentMethodId, entry.reference);
  if (!first) throw new Error(`payment ${entry.reference} was neither inserted nor found`);
  if (first.financeInvoiceId !== invoiceId || !new Decimal(first.amount).equals(entry.amount)) {
    throw new AppError('CONFLICT', 'A payment with this method and reference is already recorded.', { field: 'reference' });
  }
  return { paymentId: first.id, recorded: false };
}

/** Staff with finance.payments.record record a payment (or a refund, negative) on an issued invoice, with any method. */
export async function recordInvoicePayment(app: AppContext, club: Club, actor: Actor | null, input: RecordPaymentInput): Promise<RecordedPayment> {
  const staff = requirePermission(actor, 'finance.payments.record');
  const entry = paymentEntry(app, club, staff, input);
  return app.db.transaction().execute(async (trx) => {
    // Settling against a credit note is the credit's own doing (creditInvoice), never a payment typed in.
    if ((await findPaymentMethod(trx, club.id, entry.paymentMethodId))?.code === 'CREDIT_NOTE') {
      throw invalid('A credit note settles an invoice when it is issued: choose how the money moved.', 'paymentMethod');
    }
    return applyInvoicePayment(app, trx, club, entry);
  });
}

/**
 * The desk (finance.payments.desk) records money taken at the desk on an issued invoice: cash or card, today; a method
 * the desk does not take with is refused.
 */
export async function recordDeskPayment(app: AppContext, club: Club, actor: Actor | null, input: RecordPaymentInput): Promise<RecordedPayment> {
  const staff = requirePermission(actor, 'finance.payments.desk');
  const entry = paymentEntry(app, club, staff, { ...input, date: null });
  return app.db.transaction().execute((trx) => applyInvoicePayment(app, trx, club, entry, DESK_METHODS));
}

/** Checks what staff typed, each problem naming its field. */
function paymentEntry(app: AppContext, club: Club, staff: Actor, input: RecordPaymentInput): InvoicePaymentEntry {
  if (input.invoiceId === null) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND, { field: 'invoice' });
  if (input.paymentMethodId === null) throw new AppError('NOT_FOUND', 'This payment method could not be found.', { field: 'paymentMethod' });
  const amount = input.amount.trim();
  if (!AMOUNT.test(amount)) throw invalid('Please enter the amount as a number with at most two decimals.', 'amount');
  if (new Decimal(amount).isZero()) throw invalid('A payment of zero records nothing.', 'amount');
  const date = input.date ?? clubDateOf(app.clock.now(), club.timeZone);
  if (!isCalendarDate(date)) throw invalid(DATE_FORMAT_MESSAGE, 'date');
  const reference = (input.reference ?? '').trim();
  if (reference.length > 200) throw invalid('The reference may have at most 200 characters.', 'reference');
  const note = input.note ?? '';
  if (note.length > 2000) throw invalid('The note may have at most 2000 characters.', 'note');
  return { invoiceId: input.invoiceId, amount: new Decimal(amount).toFixed(2), date, paymentMethodId: input.paymentMethodId, reference, note, recordedByAccountId: staff.accountId };
}
