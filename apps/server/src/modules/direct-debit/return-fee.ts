import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import { isPositiveMoney } from '../../platform/money.js';
import type { Club } from '../clubs/index.js';
import { issueOneLineInvoice } from '../finance/index.js';
import type { BatchItem } from './batch.repository.js';
import { findDirectDebitSettings } from './direct-debit-settings.repository.js';
import { setReturnFeeInvoice } from './return.repository.js';
import { RETURN_REASONS } from './return-reasons.js';

export interface ChargedFee {
  invoiceNumber: string;
  total: string;
}

/**
 * Charges the club's return fee for a return recorded just now, in its transaction: one new invoice of the fee
 * for the item's account (never an edit of the returned invoice), issued in the default group of return fees and
 * paid by direct debit, so the next batch collects it with the reopened invoice. Null when the club charges no
 * fee. Called once per return: a return recorded again returns before this.
 */
export async function chargeReturnFee(
  app: AppContext,
  trx: Db,
  club: Club,
  returned: { returnId: number; item: Pick<BatchItem, 'accountId'>; invoiceNumber: string; reasonCode: string; returnDate: string },
): Promise<ChargedFee | null> {
  const fee = (await findDirectDebitSettings(trx, club.id))?.returnFee ?? '0';
  if (!isPositiveMoney(fee)) return null;
  const { item, reasonCode } = returned;
  const invoice = await issueOneLineInvoice(app, trx, club, {
    accountId: item.accountId,
    saleKind: 'RETURN_FEE',
    summary: `Return fee, invoice ${returned.invoiceNumber}`,
    productName: 'Direct debit return fee',
    description: `The bank returned the direct debit of invoice ${returned.invoiceNumber} on ${returned.returnDate}: ${reasonCode} ${RETURN_REASONS[reasonCode] ?? ''}`.trim(),
    price: fee,
    paymentMethodCode: 'DIRECT_DEBIT',
  });
  await setReturnFeeInvoice(trx, club.id, returned.returnId, invoice.id);
  return { invoiceNumber: invoice.invoiceNumber, total: invoice.total };
}
