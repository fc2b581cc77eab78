import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import type { CheckoutRequest, CheckoutState } from '../../platform/payment-provider.js';
import type { Club } from '../clubs/index.js';
import { onlineMethodOf } from './checkout-payment.js';
import type { PaymentCheckout } from './checkout.repository.js';
import type { FinanceInvoice } from './invoice.js';
import type { FinanceOrder } from './order.js';
import { findPaymentMethod } from './payment.repository.js';
import { insertSavedCardOnce, listUsableCards } from './saved-card.repository.js';

/** Keep the card, on the account's customer at the provider when one of its cards is kept there already. */
async function keepOnAccount(app: AppContext, club: Club, accountId: number): Promise<CheckoutRequest['keepCard']> {
  const [newest] = await listUsableCards(app.db, club.id, accountId, app.payments.name);
  return { customer: newest?.customerReference ?? null };
}

/** A checkout of an order with a subscription line keeps the card: the subscription's next months are charged to it. */
export async function cardToKeepForOrder(app: AppContext, club: Club, order: FinanceOrder): Promise<CheckoutRequest['keepCard']> {
  return order.items.some((item) => item.organizationSubscriptionId !== null) ? keepOnAccount(app, club, order.accountId) : null;
}

/**
 * A checkout of a subscription's invoice paid by card online (its method is the provider's) keeps the card: a member
 * without one (or whose card was declined) pays the month from My invoices, and the next month is charged to it.
 */
export async function cardToKeepForInvoice(app: AppContext, club: Club, invoice: FinanceInvoice): Promise<CheckoutRequest['keepCard']> {
  if (invoice.accountId === null || invoice.financePaymentMethodId === null) return null;
  if (!invoice.items.some((item) => item.accountSubscriptionId !== null)) return null;
  const method = await findPaymentMethod(app.db, club.id, invoice.financePaymentMethodId);
  return method?.code === onlineMethodOf(app.payments.name) ? keepOnAccount(app, club, invoice.accountId) : null;
}

/**
 * Records the card a paid checkout kept for the account that paid, in the transaction that records the payment. Only
 * a checkout we opened to keep the card (our row says so, not the provider's metadata), and only once per card.
 */
export async function keepPaidCheckoutCard(app: AppContext, trx: Db, club: Club, row: PaymentCheckout | undefined, state: CheckoutState, accountId: number | null): Promise<void> {
  if (!row?.keepsCard || !state.card || accountId === null) return;
  await insertSavedCardOnce(trx, {
    clubId: club.id,
    accountId,
    provider: row.provider,
    customerReference: state.card.customer,
    paymentMethodReference: state.card.paymentMethod,
    label: state.card.label.slice(0, 100),
    createdAt: app.clock.now(),
  });
}
