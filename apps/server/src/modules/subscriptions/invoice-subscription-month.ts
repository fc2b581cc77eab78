import type { AppContext } from '../../platform/app-context.js';
import { monthTitle } from '../../platform/club-clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { isPositiveMoney } from '../../platform/money.js';
import { lockAccount } from '../account-records/index.js';
import type { Club } from '../clubs/index.js';
import { draftAccountInvoice, issueAccountDraft, queueSavedCardCharge, readAccountInvoiceSetup, type AccountInvoice, type AccountInvoiceSetup } from '../finance/index.js';
import {
  billableMonth,
  insertInvoicedMonth,
  lockAccountSubscription,
  monthAmount,
  monthLineText,
  monthPrice,
  pricedProducts,
  registrationFeeLineText,
  registrationFeesCharged,
  type BillableMonth,
  type OrganizationSubscription,
  type PricedProduct,
  type RunningSubscription,
} from '../subscription-records/index.js';
import { monthBillingState } from './subscription-billing.repository.js';

export const SUBSCRIPTION_NOT_FOUND = 'This subscription could not be found.';

/** What invoicing one subscription month did: its invoice, or why there was none. */
export type MonthInvoice =
  | { outcome: 'INVOICED'; invoiceId: number; invoiceNumber: string; total: string; registrationFee: boolean; cardCharge: boolean }
  | { outcome: 'SKIPPED'; reason: 'ALREADY_INVOICED' | 'ARCHIVED_ACCOUNT' | 'NO_BILLABLE_DAYS' | 'ZERO_PRICE' };

/**
 * What invoicing a slice of a run's subscriptions reads once, before their transactions: the SUBSCRIPTION kind's
 * default group, the products with their prices, and whose registration fee is charged (none of them change under a
 * subscription's lock; what does is read under it, monthBillingState).
 */
export interface InvoiceBatch {
  setup: AccountInvoiceSetup;
  products: Map<number, PricedProduct>;
  /**
   * the accounts or subscriptions (feeKey) whose registration fee is charged; the run adds those it charges. Read
   * before the transactions, so a fee it leaves out is read again under a lock (feeDue).
   */
  feeCharged: Set<number>;
}

/** Whose registration fee a subscription's counts against: its account's or its own (the club's registration_fee_per). */
export const feeKey = (club: Club, subscription: { id: number; accountId: number }): number =>
  club.registrationFeePer === 'ACCOUNT' ? subscription.accountId : subscription.id;

/** The batch of these subscriptions (four statements, whatever their number). */
export async function readInvoiceBatch(db: Db, club: Club, subscriptions: readonly RunningSubscription[]): Promise<InvoiceBatch> {
  const [setup, products, feeCharged] = await Promise.all([
    readAccountInvoiceSetup(db, club, 'SUBSCRIPTION'),
    pricedProducts(db, club.id, subscriptions.map((s) => s.organizationSubscriptionId)),
    registrationFeesCharged(
      db,
      club.id,
      club.registrationFeePer === 'ACCOUNT' ? { accountIds: subscriptions.map((s) => s.accountId) } : { accountSubscriptionIds: subscriptions.map((s) => s.id) },
    ),
  ]);
  return { setup, products, feeCharged };
}

/**
 * Invoices one subscription month in the caller's transaction (domain notes "Monthly jobs"): under the
 * subscription's row lock, so two runs at once bill it once (the invoiced month's primary key backs that up); what
 * a pause, a stop or a month's price changes under that lock is read after it is taken. The month is billed at its
 * price (the month's own, the subscription's kept one, else the product's on the first billable day) × billable
 * days / days of the month, paused days left out; the registration fee rides on the first invoice of the account or
 * of the subscription (the club's registration_fee_per) until an issued fee line that no credit note credits exists.
 * Skips months invoiced already, archived accounts, zero billable days and zero prices. The invoice is issued in the
 * SUBSCRIPTION kind's default group with the subscription's payment method: the one place a subscription month's
 * invoice is issued. Paid by card online with a card kept, its charge is queued with it (`cardCharge`). `batch` is what the run read for this subscription's slice (readInvoiceBatch); read here without it.
 */
export async function invoiceSubscriptionMonth(
  trx: Db,
  app: AppContext,
  club: Club,
  accountSubscriptionId: number,
  month: string,
  jobId?: string,
  batch?: InvoiceBatch,
): Promise<MonthInvoice> {
  if (!(await lockAccountSubscription(trx, club.id, accountSubscriptionId))) throw new AppError('NOT_FOUND', SUBSCRIPTION_NOT_FOUND);
  const state = (await monthBillingState(trx, club.id, accountSubscriptionId, month))!;
  if (state.invoiced) return { outcome: 'SKIPPED', reason: 'ALREADY_INVOICED' };
  if (!state.accountActive) return { outcome: 'SKIPPED', reason: 'ARCHIVED_ACCOUNT' };
  const { subscription } = state;
  const billable = billableMonth(subscription, state.pauses, month);
  const [firstBillableDate] = billable.billableDates;
  if (firstBillableDate === undefined) return { outcome: 'SKIPPED', reason: 'NO_BILLABLE_DAYS' };
  const known = batch ?? (await readInvoiceBatch(trx, club, [subscription]));
  // A product changed since the batch was read is read on its own.
  const { product, prices } = known.products.get(subscription.organizationSubscriptionId) ?? (await pricedProducts(trx, club.id, [subscription.organizationSubscriptionId])).get(subscription.organizationSubscriptionId)!;
  const price = monthPrice({ prices, priceOverride: subscription.priceOverride, monthOverride: state.monthPrice }, firstBillableDate);
  if (price === null) throw new AppError('VALIDATION_FAILED', `${product.name} has no price on ${firstBillableDate}.`);
  const amount = monthAmount(price, billable);
  if (!isPositiveMoney(amount)) return { outcome: 'SKIPPED', reason: 'ZERO_PRICE' };

  const lines: AccountInvoice['lines'][number][] = [monthLine(product, subscription.id, billable, amount)];
  const fee = isPositiveMoney(product.registrationFee) && (await feeDue(trx, club, subscription, known)) ? feeLine(product, subscription.id) : undefined;
  if (fee) lines.push(fee);
  const draft = await draftAccountInvoice(
    app,
    trx,
    club,
    { accountId: subscription.accountId, saleKind: 'SUBSCRIPTION', summary: `${product.name} ${monthTitle(month)}`, paymentMethodId: subscription.financePaymentMethodId, lines },
    known.setup,
  );
  // Written before the issue, which takes the invoice group's number lock last and holds it to the commit.
  await insertInvoicedMonth(trx, {
    clubId: club.id,
    accountSubscriptionId: subscription.id,
    month,
    financeInvoiceId: draft.id,
    financeInvoiceItemId: draft.itemIds[0]!,
    billedDays: billable.billableDates.length,
    automationJobId: jobId ?? null,
    createdAt: app.clock.now(),
  });
  const invoice = await issueAccountDraft(app, trx, club, draft);
  const cardCharge = await queueSavedCardCharge(app, trx, club, { id: invoice.id, accountId: subscription.accountId, paymentMethodId: subscription.financePaymentMethodId });
  return { outcome: 'INVOICED', invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber, total: invoice.total, registrationFee: fee !== undefined, cardCharge };
}

/**
 * Whether the registration fee rides on this invoice. A fee the batch found charged stays charged; one it found due was
 * read before this transaction, while another run's (or another subscription's of the account) may have been billing
 * it: it is read again under the fee's lock, the account row's (the subscription's own is held already), which a
 * transaction that billed the fee holds to its commit. So two runs of a month at once bill an account's fee once.
 */
async function feeDue(trx: Db, club: Club, subscription: { id: number; accountId: number }, batch: InvoiceBatch): Promise<boolean> {
  const key = feeKey(club, subscription);
  if (batch.feeCharged.has(key)) return false;
  const perAccount = club.registrationFeePer === 'ACCOUNT';
  if (perAccount) await lockAccount(trx, club.id, subscription.accountId);
  const charged = await registrationFeesCharged(trx, club.id, perAccount ? { accountIds: [subscription.accountId] } : { accountSubscriptionIds: [subscription.id] });
  return !charged.has(key);
}

const ledgerOf = (product: OrganizationSubscription) => ({
  ...(product.financeTaxRateId === null ? {} : { taxRateId: product.financeTaxRateId }),
  ...(product.financeGlAccountId === null ? {} : { glAccountId: product.financeGlAccountId }),
  ...(product.financeCostCentreId === null ? {} : { costCentreId: product.financeCostCentreId }),
});

/** The month's line, named as the shop's sign-up order names it (monthLineText). */
function monthLine(product: OrganizationSubscription, accountSubscriptionId: number, billable: BillableMonth, amount: string) {
  return {
    ...monthLineText(product.name, billable),
    quantity: '1',
    price: amount,
    ...ledgerOf(product),
    source: { accountSubscriptionId, subscriptionMonth: billable.month },
  };
}

function feeLine(product: OrganizationSubscription, accountSubscriptionId: number) {
  return {
    ...registrationFeeLineText(product.name),
    quantity: '1',
    price: product.registrationFee,
    ...ledgerOf(product),
    source: { accountSubscriptionId, registrationFee: true },
  };
}
