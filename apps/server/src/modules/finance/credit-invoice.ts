import { Decimal } from 'decimal.js';
import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { clubDateOf, isCalendarDate } from '../../platform/club-clock.js';
import { DATE_FORMAT_MESSAGE } from '../../platform/error-messages.js';
import { sumAmounts } from '../../platform/money.js';
import type { Club } from '../clubs/index.js';
import { creditLinesOf, type CreditLine } from './credit-note.js';
import { creditedSoFar } from './credit-note.repository.js';
import { findPaymentMethodId, lockInvoiceGroup, setNextInvoiceNumber } from './finance-setup.repository.js';
import { INVOICE_NOT_FOUND, type FinanceInvoice } from './invoice.js';
import { INVOICE_MAIL_JOB } from './invoice-mail.job.js';
import { nextInvoiceNumber } from './invoice-number.js';
import { insertInvoice, lockInvoice } from './invoice.repository.js';
import { isIssued } from './invoice-status.js';
import { findPaymentMethod } from './payment.repository.js';
import { applyInvoicePayment } from './record-invoice-payment.js';

/** What staff choose: ids decoded (null when undecodable); no lines credits everything still uncredited. */
export interface CreditInvoiceInput {
  invoiceId: number | null;
  lines?: readonly { itemId: number | null; quantity: string }[] | null | undefined;
  /** the money goes back: how and when (default the club's today) */
  refund?: { paymentMethodId: number | null; date?: string | null | undefined } | null | undefined;
}

const invalid = (message: string, field: string) => new AppError('VALIDATION_FAILED', message, { field });

/**
 * Staff with finance.invoices.credit correct an issued invoice with a credit note (test plan L3): a new invoice
 * in the original's group, numbered and issued on the club's today, with the chosen lines (or all that is left)
 * copied from the original's snapshots with negated quantities. The original keeps its status; what it still
 * has open is settled against the credit note (a payment on each), and with `refund` the rest of the credit goes
 * back as a negative payment on the credit note. One transaction under the original's row lock, so two credits at
 * once never take more than a line has; the credit note's mail with its PDF is queued in it, so it goes after the
 * commit, once (as an issued invoice's).
 */
export async function creditInvoice(app: AppContext, club: Club, actor: Actor | null, input: CreditInvoiceInput): Promise<number> {
  const staff = requirePermission(actor, 'finance.invoices.credit');
  if (input.invoiceId === null) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND, { field: 'invoice' });
  const invoiceId = input.invoiceId;
  const now = app.clock.now();
  const today = clubDateOf(now, club.timeZone);
  const refundDate = input.refund ? (input.refund.date ?? today) : null;
  if (refundDate !== null && !isCalendarDate(refundDate)) throw invalid(DATE_FORMAT_MESSAGE, 'refund.date');

  return app.db.transaction().execute(async (trx) => {
    const original = await lockInvoice(trx, club.id, invoiceId);
    if (!original) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND, { field: 'invoice' });
    if (!isIssued(original.status)) throw invalid('Only an issued invoice can be credited: a draft is changed or deleted instead.', 'invoice');
    if (original.creditedInvoiceId !== null) throw invalid('A credit note cannot be credited.', 'invoice');
    const requests = input.lines?.map((line) => ({ itemId: line.itemId ?? 0, quantity: line.quantity }));
    const lines = creditLinesOf(original.items, await creditedSoFar(trx, club.id, original.id), requests ?? null);

    const creditNote = await issueCreditNote(app, trx, club, original, lines, staff.accountId);
    if (input.refund && refundDate !== null) {
      if (creditNote.unsettled.isZero()) throw invalid('Nothing goes back: the credit note settles what the invoice still had open.', 'refund');
      const method = input.refund.paymentMethodId === null ? undefined : await findPaymentMethod(trx, club.id, input.refund.paymentMethodId);
      if (!method || method.code === 'CREDIT_NOTE') throw new AppError('NOT_FOUND', 'This payment method could not be found.', { field: 'refund.paymentMethod' });
      const entry = { date: refundDate, recordedByAccountId: staff.accountId, reference: '' };
      await applyInvoicePayment(app, trx, club, { ...entry, invoiceId: creditNote.id, amount: creditNote.unsettled.negated().toFixed(2), paymentMethodId: method.id, note: `Refund of credit note ${creditNote.invoiceNumber}` });
    }
    return creditNote.id;
  });
}

/**
 * Issues a credit note of the locked, issued original in the caller's transaction: numbered in the original's
 * group, what the original still has open settled against it (a payment on each), its mail queued. Answers what of
 * the credit is left over, for a refund.
 */
export async function issueCreditNote(app: AppContext, trx: Db, club: Club, original: FinanceInvoice, lines: readonly CreditLine[], recordedByAccountId: number) {
  const now = app.clock.now();
  const today = clubDateOf(now, club.timeZone);
  const creditNote = await insertCreditNote(trx, club, original, lines, today, now);
  const credit = new Decimal(creditNote.total).negated();
  const open = Decimal.max(new Decimal(original.total).minus(original.paid), 0);
  const settled = Decimal.min(open, credit);
  if (settled.greaterThan(0)) {
    const methodId = await findPaymentMethodId(trx, club.id, 'CREDIT_NOTE');
    if (methodId === undefined) throw new AppError('FINANCE_SETUP_INCOMPLETE', 'The payment method "Credit note" is missing.');
    const amount = settled.toFixed(2);
    const entry = { date: today, recordedByAccountId, reference: '', paymentMethodId: methodId };
    await applyInvoicePayment(app, trx, club, { ...entry, invoiceId: original.id, amount, note: `Settled by credit note ${creditNote.invoiceNumber}` });
    await applyInvoicePayment(app, trx, club, { ...entry, invoiceId: creditNote.id, amount: `-${amount}`, note: `Settles invoice ${original.invoiceNumber}` });
  }
  await app.jobs.enqueue(trx, INVOICE_MAIL_JOB, club.id, { invoiceId: creditNote.id });
  return { ...creditNote, unsettled: credit.minus(settled) };
}

/** The credit note, numbered in the original's group under the group's lock (gapless: a rollback gives the number back). */
async function insertCreditNote(trx: Db, club: Club, original: FinanceInvoice, lines: readonly CreditLine[], today: string, now: Date) {
  const group = await lockInvoiceGroup(trx, club.id, original.financeInvoiceGroupId);
  if (!group) throw new AppError('NOT_FOUND', 'The invoice group could not be found.', { field: 'invoice' });
  const numbering = nextInvoiceNumber(group, Number(today.slice(0, 4)));
  await setNextInvoiceNumber(trx, club.id, group.id, numbering.year, numbering.nextNumber);
  const totals = sumAmounts(lines);
  const id = await insertInvoice(
    trx,
    {
      clubId: club.id,
      accountId: original.accountId,
      relationsBusinessId: original.relationsBusinessId,
      financeInvoiceGroupId: group.id,
      financeOrderId: null,
      invoiceNumber: numbering.invoiceNumber,
      status: 'SENT',
      summary: `Credit note for invoice ${original.invoiceNumber} of ${original.dateCreated}`,
      dateCreated: today,
      dateDue: today,
      terms: '',
      footer: original.footer,
      currency: original.currency,
      ...totals,
      creditedInvoiceId: original.id,
      createdAt: now,
      updatedAt: now,
    },
    lines.map((line) => ({
      productName: line.item.productName,
      description: line.description,
      quantity: line.quantity,
      price: line.price,
      financeTaxRateId: line.item.financeTaxRateId,
      taxPercentage: line.item.taxPercentage,
      taxRateType: line.item.taxRateType,
      subtotal: line.subtotal,
      tax: line.tax,
      total: line.total,
      accountClasspassId: null,
      financeGlAccountId: line.item.financeGlAccountId,
      financeCostCentreId: line.item.financeCostCentreId,
      glAccountCode: line.item.glAccountCode,
      costCentreCode: line.item.costCentreCode,
      creditedItemId: line.item.id,
    })),
  );
  return { id, invoiceNumber: numbering.invoiceNumber, total: totals.total };
}
