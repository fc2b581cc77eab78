import type { Db } from '../../platform/db/database.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { isPositiveMoney, sumAmounts, type Amounts } from '../../platform/money.js';
import type { Club } from '../clubs/index.js';
import { directDebitTermsOf, hasOpenRegistrationFeeOrder, pricedProducts, registrationFeesCharged, type OrganizationSubscription } from '../subscription-records/index.js';
import { pricedLine } from './priced-line.js';
import { checkSignUpStart, firstMonthOf, signUpLines, SUBSCRIPTION_NOT_IN_SHOP, type SignUpLine } from './subscription-sign-up.js';

/** An order line of a sign-up with its amounts, taxed at the product's rate. */
export type PricedSignUpLine = SignUpLine & Awaited<ReturnType<typeof pricedLine>>;

/** What signing up for a product from a date would order, and how the member may pay it. */
export interface SubscriptionSignUp {
  product: OrganizationSubscription;
  dateStart: string;
  /** the first month's billable days (the invoiced month delivery records) */
  billedDays: number;
  lines: PricedSignUpLine[];
  amounts: Amounts;
  directDebit: { offered: boolean; mandateId: number | null };
}

/**
 * Reads a member's sign-up for a shop product from a start date (default the club's today): the product must be the
 * club's, shown in the shop and not archived (NOT_FOUND otherwise, as for an id naming nothing), the date from today to
 * the first day of the month after next with a price on it (field errors under subscriptionDateStart). The lines are
 * the first month priced as the monthly run prices it and the registration fee unless the account's is charged already
 * (an issued fee line no credit note credits, or one on an order on its way; with the club's fee per subscription, a new
 * one always has it). Shared by the preview and the order, so the member is charged what they were shown.
 */
export async function readSubscriptionSignUp(db: Db, club: Club, accountId: number, productId: number | null, dateStart: string | null | undefined, today: string): Promise<SubscriptionSignUp> {
  const priced = productId === null ? undefined : (await pricedProducts(db, club.id, [productId])).get(productId);
  if (!priced || priced.product.archived || !priced.product.displayShop) {
    throw new AppError('NOT_FOUND', SUBSCRIPTION_NOT_IN_SHOP, { fields: { organizationSubscription: SUBSCRIPTION_NOT_IN_SHOP } });
  }
  const { product, prices } = priced;
  const date = checkSignUpStart(dateStart, today);
  const first = firstMonthOf(prices, date);
  if (!first) throw fieldError('subscriptionDateStart', `${product.name} has no price on ${date}: please choose another start date.`);
  const [feeCharged, directDebit] = await Promise.all([accountFeeCharged(db, club, accountId), directDebitTermsOf(db, club.id, accountId)]);
  const feeDue = isPositiveMoney(product.registrationFee) && !feeCharged;
  const lines: PricedSignUpLine[] = [];
  for (const line of signUpLines(product, first, feeDue)) lines.push({ ...line, ...(await pricedLine(db, club.id, line.price, product.financeTaxRateId)) });
  return { product, dateStart: date, billedDays: first.billable.billableDates.length, lines, amounts: sumAmounts(lines), directDebit };
}

/**
 * Whether the account's registration fee is charged, with the club's fee per account: issued and not credited, or on
 * an order on its way. With the fee per subscription a new subscription's never is.
 */
async function accountFeeCharged(db: Db, club: Club, accountId: number): Promise<boolean> {
  if (club.registrationFeePer !== 'ACCOUNT') return false;
  const [issued, ordered] = await Promise.all([registrationFeesCharged(db, club.id, { accountIds: [accountId] }), hasOpenRegistrationFeeOrder(db, club.id, accountId)]);
  return issued.has(accountId) || ordered;
}
