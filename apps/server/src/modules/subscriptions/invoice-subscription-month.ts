import type { AppContext } from '../../platform/app-context.js';
import { monthTitle } from '../../platform/club-clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { isPositiveMoney } from '../../platform/money.js';
import type { Club } from '../clubs/index.js';
import { issueAccountInvoice, type AccountInvoice } from '../finance/index.js';
import { billableMonth, findAccountSubscription, lockAccountSubscription, monthAmount, monthPrice, type AccountSubscription, type BillableMonth } from '../subscription-records/index.js';
import {
  hasChargedRegistrationFee,
  insertInvoicedMonth,
  isAccountArchived,
  isMonthInvoiced,
  monthPriceOverride,
  productPrices,
} from './subscription-billing.repository.js';

export const SUBSCRIPTION_NOT_FOUND = 'This subscription could not be found.';

/** What invoicing one subscription month did: its invoice, or why there was none. */
export type MonthInvoice =
  | { outcome: 'INVOICED'; invoiceId: number; invoiceNumber: string; total: string; registrationFee: boolean }
  | { outcome: 'SKIPPED'; reason: 'ALREADY_INVOICED' | 'ARCHIVED_ACCOUNT' | 'NO_BILLABLE_DAYS' | 'ZERO_PRICE' };

/**
 * Invoices one subscription month in the caller's transaction (domain notes "Monthly jobs"): under the
 * subscription's row lock, so two runs at once bill it once (the invoiced month's primary key backs that up). The
 * month is billed at its price (the month's own, the subscription's kept one, else the product's on the first
 * billable day) × billable days / days of the month, paused days left out; the registration fee rides on the first
 * invoice of the account or of the subscription (the club's registration_fee_per) until an issued fee line that no
 * credit note credits exists. Skips months invoiced already, archived accounts, zero billable days and zero prices.
 * The invoice is issued in the SUBSCRIPTION kind's default group with the subscription's payment method.
 */
export async function invoiceSubscriptionMonth(
  trx: Db,
  app: AppContext,
  club: Club,
  accountSubscriptionId: number,
  month: string,
  jobId?: string,
): Promise<MonthInvoice> {
  if (!(await lockAccountSubscription(trx, club.id, accountSubscriptionId))) throw new AppError('NOT_FOUND', SUBSCRIPTION_NOT_FOUND);
  if (await isMonthInvoiced(trx, club.id, accountSubscriptionId, month)) return { outcome: 'SKIPPED', reason: 'ALREADY_INVOICED' };
  const subscription = (await findAccountSubscription(trx, club.id, accountSubscriptionId))!;
  if (await isAccountArchived(trx, club.id, subscription.accountId)) return { outcome: 'SKIPPED', reason: 'ARCHIVED_ACCOUNT' };
  const billable = billableMonth(subscription, subscription.pauses, month);
  const [firstBillableDate] = billable.billableDates;
  if (firstBillableDate === undefined) return { outcome: 'SKIPPED', reason: 'NO_BILLABLE_DAYS' };
  const sources = {
    prices: await productPrices(trx, club.id, subscription.organizationSubscriptionId),
    priceOverride: subscription.priceOverride,
    monthOverride: await monthPriceOverride(trx, club.id, subscription.id, month),
  };
  const price = monthPrice(sources, firstBillableDate);
  if (price === null) throw new AppError('VALIDATION_FAILED', `${subscription.product.name} has no price on ${firstBillableDate}.`);
  const amount = monthAmount(price, billable);
  if (!isPositiveMoney(amount)) return { outcome: 'SKIPPED', reason: 'ZERO_PRICE' };

  const lines: AccountInvoice['lines'][number][] = [monthLine(subscription, billable, amount)];
  const fee = (await registrationFeeDue(trx, club, subscription)) ? feeLine(subscription) : undefined;
  if (fee) lines.push(fee);
  const invoice = await issueAccountInvoice(app, trx, club, {
    accountId: subscription.accountId,
    saleKind: 'SUBSCRIPTION',
    summary: `${subscription.product.name} ${monthTitle(month)}`,
    paymentMethodId: subscription.financePaymentMethodId,
    lines,
  });
  await insertInvoicedMonth(trx, {
    clubId: club.id,
    accountSubscriptionId: subscription.id,
    month,
    financeInvoiceId: invoice.id,
    financeInvoiceItemId: invoice.itemIds[0]!,
    billedDays: billable.billableDates.length,
    automationJobId: jobId ?? null,
    createdAt: app.clock.now(),
  });
  return { outcome: 'INVOICED', invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber, total: invoice.total, registrationFee: fee !== undefined };
}

const ledgerOf = (subscription: AccountSubscription) => ({
  ...(subscription.product.financeTaxRateId === null ? {} : { taxRateId: subscription.product.financeTaxRateId }),
  ...(subscription.product.financeGlAccountId === null ? {} : { glAccountId: subscription.product.financeGlAccountId }),
  ...(subscription.product.financeCostCentreId === null ? {} : { costCentreId: subscription.product.financeCostCentreId }),
});

/** "Eight a month March 2026", for the billable days when fewer than the month's. */
function monthLine(subscription: AccountSubscription, billable: BillableMonth, amount: string) {
  const days = billable.billableDates.length;
  return {
    productName: `${subscription.product.name} ${monthTitle(billable.month)}`,
    description: days < billable.daysInMonth ? `${days} of ${billable.daysInMonth} days` : '',
    quantity: '1',
    price: amount,
    ...ledgerOf(subscription),
    source: { accountSubscriptionId: subscription.id, subscriptionMonth: billable.month },
  };
}

function feeLine(subscription: AccountSubscription) {
  return {
    productName: 'Registration fee',
    description: subscription.product.name,
    quantity: '1',
    price: subscription.product.registrationFee,
    ...ledgerOf(subscription),
    source: { accountSubscriptionId: subscription.id, registrationFee: true },
  };
}

async function registrationFeeDue(trx: Db, club: Club, subscription: AccountSubscription): Promise<boolean> {
  if (!isPositiveMoney(subscription.product.registrationFee)) return false;
  const of = club.registrationFeePer === 'ACCOUNT' ? { accountId: subscription.accountId } : { accountSubscriptionId: subscription.id };
  return !(await hasChargedRegistrationFee(trx, club.id, of));
}
