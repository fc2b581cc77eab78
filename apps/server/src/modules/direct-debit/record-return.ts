import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { AppContext } from '../../platform/app-context.js';
import { clubDateOf, isCalendarDate } from '../../platform/club-clock.js';
import { AppError } from '../../platform/errors.js';
import { moneyDisplay } from '../../platform/money.js';
import { findAccountById } from '../account-records/index.js';
import type { Club } from '../clubs/index.js';
import { applyInvoicePayment, findPaymentMethodId } from '../finance/index.js';
import { fieldError } from './direct-debit.js';
import { retireMandate } from './mandate.repository.js';
import { chargeReturnFee } from './return-fee.js';
import { paymentFailedMail } from './payment-failed.mail.js';
import { findReturn, insertReturnOnce, lockBatchItem, releaseBatchItem, returnsOfItems, type BatchReturn } from './return.repository.js';
import { isReturnReason, RETURN_REASONS, voidsMandate } from './return-reasons.js';
import { collectionReference } from './send-batch-to-bank.js';

export interface ReturnInput {
  itemId: number | null;
  reasonCode: string;
  /** YYYY-MM-DD the bank returned the money; the club's today when left out */
  returnDate?: string | null | undefined;
  /** whether to charge the club's return fee (a new invoice); left out: charged when the club has a fee */
  chargeFee?: boolean | null | undefined;
}

/**
 * Records a bank's return of a collected item (finance.batches.edit, test plan L11), once per item and reason
 * code (an item is returned once: another code for it is refused), in one transaction: a negative direct-debit payment with the item's reference and the code (finance's
 * status rule reopens the invoice), the item lets go of the invoice so a later batch may collect it, the club's
 * return fee as one new invoice unless staff leave it off, the "payment failed" mail (naming the fee), and the
 * mandate retired for codes that void it. The same return again changes nothing: no second payment, fee or mail.
 */
export async function recordReturn(app: AppContext, club: Club, actor: Actor | null, input: ReturnInput): Promise<{ batchId: number; batchReturn: BatchReturn }> {
  const staff = requirePermission(actor, 'finance.batches.edit');
  const reasonCode = input.reasonCode.trim().toUpperCase();
  if (!isReturnReason(reasonCode)) throw fieldError('reasonCode', `Unknown return reason code "${input.reasonCode}"; the codes are ${Object.keys(RETURN_REASONS).join(', ')}.`);
  const today = clubDateOf(app.clock.now(), club.timeZone);
  const returnDate = input.returnDate ?? today;
  if (!isCalendarDate(returnDate)) throw fieldError('returnDate', 'Please input the return date as YYYY-MM-DD.');
  if (returnDate > today) throw fieldError('returnDate', 'The return date cannot be in the future.');
  return app.db.transaction().execute(async (trx) => {
    const item = input.itemId === null ? undefined : await lockBatchItem(trx, club.id, input.itemId);
    if (!item) throw new AppError('NOT_FOUND', 'This batch item could not be found.');
    if (item.batchStatus !== 'SENT_TO_BANK') throw new AppError('CONFLICT', 'Only items of a batch sent to the bank can be returned.');
    // Sent to the bank, every item has its invoice: a category batch's were issued then.
    const { invoiceId, invoiceNumber } = item;
    if (invoiceId === null || invoiceNumber === null) throw new Error(`item ${item.id} of a batch sent to the bank has no invoice`);
    const earlier = (await returnsOfItems(trx, club.id, [item.id]))[0];
    if (earlier && earlier.reasonCode !== reasonCode) throw new AppError('CONFLICT', `This item was already returned (${earlier.reasonCode}).`);
    const now = app.clock.now();
    const id = await insertReturnOnce(trx, { clubId: club.id, batchItemId: item.id, reasonCode, returnDate, amount: item.amount, recordedBy: staff.accountId, createdAt: now });
    if (id === undefined) {
      const first = await findReturn(trx, club.id, item.id, reasonCode);
      if (!first) throw new Error(`return ${reasonCode} of item ${item.id} was neither inserted nor found`);
      return { batchId: item.batchId, batchReturn: first };
    }
    const methodId = await findPaymentMethodId(trx, club.id, 'DIRECT_DEBIT');
    if (methodId === undefined) throw new AppError('VALIDATION_FAILED', 'The club has no direct debit payment method.');
    await applyInvoicePayment(app, trx, club, {
      invoiceId,
      amount: `-${item.amount}`,
      date: returnDate,
      paymentMethodId: methodId,
      reference: `${collectionReference(item.batchId, item.endToEndId)}:${reasonCode}`,
      note: `Direct debit returned: ${reasonCode} ${RETURN_REASONS[reasonCode]}`,
      recordedByAccountId: staff.accountId,
    });
    await releaseBatchItem(trx, club.id, item.id);
    const mandateRetired = voidsMandate(reasonCode);
    if (mandateRetired) await retireMandate(trx, club.id, item.mandateId, now, `Bank return ${reasonCode}: ${RETURN_REASONS[reasonCode]}`);
    const fee = input.chargeFee === false ? null : await chargeReturnFee(app, trx, club, { returnId: id, item, invoiceNumber, reasonCode, returnDate });
    const account = await findAccountById(trx, club.id, item.accountId);
    if (account) {
      await app.mailer.queue(
        trx,
        club.id,
        paymentFailedMail({
          publicUrl: app.config.publicUrl,
          club,
          to: account.email,
          firstName: account.firstName,
          invoiceNumber,
          amountDisplay: moneyDisplay(club.currencySymbol, item.amount),
          reason: RETURN_REASONS[reasonCode] ?? reasonCode,
          mandateRetired,
          fee: fee && { invoiceNumber: fee.invoiceNumber, amountDisplay: moneyDisplay(club.currencySymbol, fee.total) },
        }),
      );
    }
    const recorded = await findReturn(trx, club.id, item.id, reasonCode);
    if (!recorded) throw new Error(`return ${id} was inserted but not found`);
    return { batchId: item.batchId, batchReturn: recorded };
  });
}
