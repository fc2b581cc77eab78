import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { checkPaymentTerms, type PaymentTermsInput } from './payment-terms.js';
import { changeSubscription } from './subscription-change.js';
import { checkKeptPrice, checkNote } from './subscription-fields.js';
import { deleteAccountSubscriptionRow, subscriptionHasHistory, updateAccountSubscriptionRow } from './subscription-changes.repository.js';

export interface UpdateSubscriptionInput extends PaymentTermsInput {
  accountSubscriptionId: number | null;
  note?: string | null | undefined;
  /** '' or null: back to the product's dated price */
  priceOverride?: string | null | undefined;
}

/**
 * Staff change a subscription's note, payment method, mandate or kept price (accounts.subscriptions.edit). Its
 * product and start are what was sold: a different product is a stop and a new sale (domain notes).
 */
export async function updateAccountSubscription(app: AppContext, club: Club, actor: Actor | null, input: UpdateSubscriptionInput): Promise<void> {
  const staff = requirePermission(actor, 'accounts.subscriptions.edit');
  const note = input.note === undefined ? undefined : checkNote(input.note);
  const priceOverride = checkKeptPrice(input.priceOverride);
  await changeSubscription(app, club, { staff }, input.accountSubscriptionId, async (trx, subscription) => {
    const terms = await checkPaymentTerms(trx, club.id, subscription.accountId, {
      paymentMethodId: input.paymentMethodId === undefined ? (subscription.financePaymentMethodId ?? undefined) : input.paymentMethodId,
      mandateId: input.mandateId === undefined ? (subscription.directDebitMandateId ?? undefined) : input.mandateId,
    });
    await updateAccountSubscriptionRow(trx, club.id, subscription.id, {
      ...terms,
      ...(note === undefined ? {} : { note }),
      ...(priceOverride === undefined ? {} : { priceOverride }),
    });
  });
}

/**
 * Staff delete a subscription sold by mistake (accounts.subscriptions.edit), only while nothing points at it: once it
 * has credits, invoice lines or bookings it is stopped instead (its history stays).
 */
export async function deleteAccountSubscription(app: AppContext, club: Club, actor: Actor | null, accountSubscriptionId: number | null): Promise<void> {
  const staff = requirePermission(actor, 'accounts.subscriptions.edit');
  await changeSubscription(app, club, { staff }, accountSubscriptionId, async (trx, subscription) => {
    if (await subscriptionHasHistory(trx, club.id, subscription.id)) {
      throw new AppError('CONFLICT', 'This subscription has credits, invoices or bookings, so it cannot be deleted: stop it instead.');
    }
    await deleteAccountSubscriptionRow(trx, club.id, subscription.id);
  });
}
