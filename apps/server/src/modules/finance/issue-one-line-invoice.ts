import type { SaleKindCode } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import { clubDateOf } from '../../platform/club-clock.js';
import type { Db } from '../../platform/db/database.js';
import type { PaymentMethodCode } from '../../platform/db/tables/finance.js';
import { AppError } from '../../platform/errors.js';
import { lineAmounts, NO_TAX } from '../../platform/money.js';
import type { Club } from '../clubs/index.js';
import { missingDefaultGroupMessage } from './default-group.js';
import { findPaymentMethodId, lockDefaultGroup } from './finance-setup.repository.js';
import { issueInvoiceIn } from './issue-invoice.js';
import { insertInvoice } from './invoice.repository.js';

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
 * Writes a draft of one line for an account in the default group of its kind of sale, with the group's terms and
 * footer, and issues it through the invoices' one issue path (issueInvoiceIn: numbered under the group's lock,
 * dated the club's today, due after the group's days, frozen, mailed after the commit), in the caller's
 * transaction, whose use case checked the actor's permission. The line carries no tax: a charge passed on to the
 * member (a bank's return fee) is a compensation outside VAT, and a category amount is what the club and the
 * member agreed (docs/direct-debit.md). Finance's door exports this for direct debit.
 */
export async function issueOneLineInvoice(app: AppContext, trx: Db, club: Club, invoice: OneLineInvoice): Promise<{ id: number; invoiceNumber: string; total: string }> {
  const methodId = await findPaymentMethodId(trx, club.id, invoice.paymentMethodCode);
  if (methodId === undefined) throw new AppError('NOT_FOUND', `The payment method ${invoice.paymentMethodCode} is missing.`);
  const group = await lockDefaultGroup(trx, club.id, invoice.saleKind);
  if (!group) throw new AppError('FINANCE_SETUP_INCOMPLETE', missingDefaultGroupMessage(invoice.saleKind));
  const now = app.clock.now();
  const today = clubDateOf(now, club.timeZone);
  const amounts = lineAmounts(invoice.price, '1', NO_TAX);
  const id = await insertInvoice(
    trx,
    {
      clubId: club.id,
      accountId: invoice.accountId,
      financeInvoiceGroupId: group.id,
      status: 'DRAFT',
      summary: invoice.summary,
      dateCreated: today,
      dateDue: today,
      terms: group.terms,
      footer: group.footer,
      financePaymentMethodId: methodId,
      ...amounts,
      createdAt: now,
      updatedAt: now,
    },
    [{ productName: invoice.productName, description: invoice.description, quantity: '1', price: invoice.price, financeTaxRateId: null, taxPercentage: NO_TAX.percentage, taxRateType: NO_TAX.rateType, ...amounts, accountClasspassId: null }],
  );
  const invoiceNumber = await issueInvoiceIn(app, trx, club, id);
  return { id, invoiceNumber, total: amounts.total };
}
