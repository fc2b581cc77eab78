import type { AppContext } from '../../platform/app-context.js';
import { clubDateOf } from '../../platform/club-clock.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import type { SubscriptionPayment } from '../../platform/db/tables/finance.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { isPositiveMoney, sumAmounts } from '../../platform/money.js';
import { lockAccount } from '../account-records/index.js';
import type { Club } from '../clubs/index.js';
import { assertMembershipValidOn, type OrganizationMembership } from '../memberships/index.js';
import { subscriptionOrOrderOfProduct } from '../subscription-records/index.js';
import { assertDefaultGroupSet } from './default-group.js';
import { deliverOrder } from './deliver-order.js';
import { findPaymentMethodId } from './finance-setup.repository.js';
import { membershipOrderLine, type OrderLine } from './insert-classpass-order.js';
import { insertOrder } from './order.repository.js';
import { readSubscriptionSignUp } from './read-subscription-sign-up.js';
import { saleKindOf } from './sale-kind.js';
import { ALREADY_SUBSCRIBED, DIRECT_DEBIT_NOT_OFFERED, NO_MANDATE_IN_FORCE, OPEN_SUBSCRIPTION_ORDER, subscriptionMethodCode } from './subscription-sign-up.js';

export interface SubscriptionOrderInput {
  /** decoded id; null when it could not be decoded */
  organizationSubscriptionId: number | null;
  /** the first day (default: the club's today) */
  dateStart?: string | null | undefined;
  /** default CARD */
  payment?: SubscriptionPayment | null | undefined;
}

/**
 * A member signs up for a subscription in the shop, in createFinanceOrder's transaction (its access check done): the
 * order's lines are the first month and the registration fee when due (readSubscriptionSignUp), after a membership the
 * product requires when the order buys it too. Under the account's lock (so two sign-ups of one member count one after
 * the other, and the fee is charged once): refused when the member holds a subscription of the product on or after the
 * start date or has an open order for it (one running subscription per product), when the product requires a membership
 * not valid on the start date and not bought with it (MEMBERSHIP_REQUIRED), when direct debit is not offered or the
 * member has no mandate in force, and when the set-up lacks the default invoice group or the payment method
 * (FINANCE_SETUP_INCOMPLETE), all before anything is written. Paid by card, the order awaits its payment like a pass
 * order; by direct debit (or with nothing to pay) it is delivered at once and its invoice stays open for the next
 * collection. Answers the order id.
 */
export async function createSubscriptionOrder(
  app: AppContext,
  trx: Transaction<Database>,
  club: Club,
  accountId: number,
  input: SubscriptionOrderInput,
  message: string,
  membership: OrganizationMembership | undefined,
): Promise<number> {
  const now = app.clock.now();
  const payment = input.payment ?? 'CARD';
  await lockAccount(trx, club.id, accountId);
  const signUp = await readSubscriptionSignUp(trx, club, accountId, input.organizationSubscriptionId, input.dateStart, clubDateOf(now, club.timeZone));
  const { product, dateStart } = signUp;
  if (payment === 'DIRECT_DEBIT' && !signUp.directDebit.offered) throw fieldError('subscriptionPayment', DIRECT_DEBIT_NOT_OFFERED);
  if (payment === 'DIRECT_DEBIT' && signUp.directDebit.mandateId === null) throw fieldError('subscriptionPayment', NO_MANDATE_IN_FORCE);
  await assertMembershipValidOn(trx, club.id, accountId, product.requiredMembershipId, dateStart, { inSameOrder: membership !== undefined && membership.id === product.requiredMembershipId });
  const held = await subscriptionOrOrderOfProduct(trx, club.id, accountId, product.id, dateStart);
  if (held !== null) throw fieldError('organizationSubscription', held === 'SUBSCRIBED' ? ALREADY_SUBSCRIBED : OPEN_SUBSCRIPTION_ORDER);
  await assertDefaultGroupSet(trx, club.id, saleKindOf([...(membership ? [{ trialPass: false, forClass: false, membership: true }] : []), { trialPass: false, forClass: false, subscription: true }], 'ONLINE'));
  const method = subscriptionMethodCode(app.payments.name, payment);
  if ((await findPaymentMethodId(trx, club.id, method)) === undefined) throw new AppError('FINANCE_SETUP_INCOMPLETE', `The payment method ${method} is missing from Finance → Payment methods.`);

  const subscriptionLines: OrderLine[] = signUp.lines.map(({ registrationFee, ...line }) => ({
    ...line,
    organizationClasspassId: null,
    organizationSubscriptionId: product.id,
    subscriptionDateStart: dateStart,
    subscriptionPayment: payment,
    registrationFee,
    scheduleItemId: null,
    attendanceDate: null,
  }));
  const lines = membership ? [await membershipOrderLine(trx, club.id, membership), ...subscriptionLines] : subscriptionLines;
  const amounts = sumAmounts(lines);
  const id = await insertOrder(trx, { clubId: club.id, accountId, status: 'RECEIVED', message, ...amounts, createdAt: now, updatedAt: now }, lines);
  // Direct debit is collected later from the open invoice, and nothing to pay has no payment to wait for: delivered now.
  if (payment === 'DIRECT_DEBIT' || !isPositiveMoney(amounts.total)) await deliverOrder(app, trx, club, id, null);
  return id;
}
