import type { SaleKindCode } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import type { PaymentMethodCode } from '../../platform/db/tables/finance.js';
import { AppError } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import { findPaymentMethodId } from './finance-setup.repository.js';
import { issueAccountInvoice } from './issue-account-invoice.js';

/** An invoice of one untaxed line for an account, issued as it is made (a direct debit return fee, a category batch's item). */
export interface OneLineInvoice {
  accountId: number;
  saleKind: SaleKindCode;
  summary: string;
  productName: string;
  description: string;
  /** the line's price, a positive exact decimal */
  price: string;
  paymentMethodCode: PaymentMethodCode;
}

/**
 * Issues an invoice of one line for an account through issueAccountInvoice, in the caller's transaction, whose use
 * case checked the actor's permission. The line carries no tax: a charge passed on to the member (a bank's return
 * fee) is a compensation outside VAT, and a category amount is what the club and the member agreed
 * (docs/direct-debit.md). Finance's door exports this for direct debit.
 */
export async function issueOneLineInvoice(app: AppContext, trx: Db, club: Club, invoice: OneLineInvoice): Promise<{ id: number; invoiceNumber: string; total: string }> {
  const methodId = await findPaymentMethodId(trx, club.id, invoice.paymentMethodCode);
  if (methodId === undefined) throw new AppError('NOT_FOUND', `The payment method ${invoice.paymentMethodCode} is missing.`);
  const { id, invoiceNumber, total } = await issueAccountInvoice(app, trx, club, {
    accountId: invoice.accountId,
    saleKind: invoice.saleKind,
    summary: invoice.summary,
    paymentMethodId: methodId,
    lines: [{ productName: invoice.productName, description: invoice.description, quantity: '1', price: invoice.price }],
  });
  return { id, invoiceNumber, total };
}
