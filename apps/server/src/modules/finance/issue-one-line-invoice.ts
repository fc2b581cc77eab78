import type { SaleKindCode } from '@kiai/shared';
import type { Db } from '../../platform/db/database.js';
import type { PaymentMethodCode } from '../../platform/db/tables/finance.js';
import { addDays } from '../../platform/club-clock.js';
import { AppError } from '../../platform/errors.js';
import { lineAmounts, NO_TAX } from '../../platform/money.js';
import type { Club } from '../clubs/index.js';
import { takeDefaultGroupNumber } from './default-group.js';
import { findPaymentMethodId } from './finance-setup.repository.js';
import { insertInvoice } from './invoice.repository.js';

/** An invoice of one untaxed line for an account, issued as it is made (a direct debit return fee). */
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
 * Issues an invoice of one line for an account in the caller's transaction (whose use case checked the actor's
 * permission): numbered in the default group of its kind of sale, dated the club's `today`, due after the group's
 * days, with the group's terms and footer, SENT. The line carries no tax: a charge passed on to the member (a
 * bank's return fee) is a compensation outside VAT. Finance's door exports this for direct debit.
 */
export async function issueOneLineInvoice(trx: Db, club: Club, invoice: OneLineInvoice, today: string, now: Date): Promise<{ id: number; invoiceNumber: string; total: string }> {
  const methodId = await findPaymentMethodId(trx, club.id, invoice.paymentMethodCode);
  if (methodId === undefined) throw new AppError('NOT_FOUND', `The payment method ${invoice.paymentMethodCode} is missing.`);
  const { group, invoiceNumber } = await takeDefaultGroupNumber(trx, club.id, invoice.saleKind, today);
  const amounts = lineAmounts(invoice.price, '1', NO_TAX);
  const id = await insertInvoice(
    trx,
    {
      clubId: club.id,
      accountId: invoice.accountId,
      financeInvoiceGroupId: group.id,
      invoiceNumber,
      status: 'SENT',
      summary: invoice.summary,
      dateCreated: today,
      dateDue: addDays(today, group.dueAfterDays),
      terms: group.terms,
      footer: group.footer,
      financePaymentMethodId: methodId,
      ...amounts,
      createdAt: now,
      updatedAt: now,
    },
    [{ productName: invoice.productName, description: invoice.description, quantity: '1', price: invoice.price, financeTaxRateId: null, taxPercentage: NO_TAX.percentage, taxRateType: NO_TAX.rateType, ...amounts, accountClasspassId: null }],
  );
  return { id, invoiceNumber, total: amounts.total };
}
