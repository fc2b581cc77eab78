import { Decimal } from 'decimal.js';
import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { isOwnAccount, requireActor, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { findInvoice } from '../finance/index.js';
import { findOrder } from '../finance/index.js';
import { findCheckout, lockCheckout, updateCheckoutState, type PaymentCheckout } from '../finance/index.js';
import { TEST_PAYMENT_EVENT_JOB } from './test-payment-event.job.js';
import { TEST_CARDS } from './test-provider.js';

export const TEST_CHECKOUT_NOT_FOUND = 'This checkout could not be found.';
export const CARD_DECLINED = 'Your card was declined. Choose another outcome to try again.';

/** What the payer chooses on the test checkout page (PAY_REFUND_REFUSED: paid, and a refund of it will be refused). */
export type TestCheckoutOutcome = 'PAY' | 'PAY_REFUND_REFUSED' | 'CANCEL' | 'DECLINE' | 'DELAYED_PAID' | 'DELAYED_FAILED';

export interface TestCheckoutView {
  sessionId: string;
  /** What is paid: "Order #12" or "Invoice INV2026-0003". */
  title: string;
  items: { productName: string; quantity: string; total: string }[];
  amount: string;
  currency: string;
  open: boolean;
  /** The card will be kept for the subscription's monthly payments. */
  keepsCard: boolean;
}

/** The order or invoice a checkout pays, as the checkout page shows it. */
async function payableOf(app: AppContext, club: Club, checkout: PaymentCheckout) {
  const lines = (items: { productName: string; quantity: string; total: string }[]) =>
    items.map((i) => ({ productName: i.productName, quantity: new Decimal(i.quantity).toString(), total: i.total }));
  if (checkout.orderId !== null) {
    const order = await findOrder(app.db, club.id, checkout.orderId);
    return order && { accountId: order.accountId, title: `Order #${order.orderNumber}`, items: lines(order.items) };
  }
  const invoice = checkout.invoiceId === null ? undefined : await findInvoice(app.db, club.id, checkout.invoiceId);
  return invoice && { accountId: invoice.accountId, title: `Invoice ${invoice.invoiceNumber}`, items: lines(invoice.items) };
}

/** Only the built-in provider's checkouts, and only the payer (the member of the order or invoice) sees them. */
async function ownTestCheckout(app: AppContext, club: Club, actor: Actor | null, sessionId: string) {
  const member = requireActor(actor);
  const checkout = app.payments.name === 'test' ? await findCheckout(app.db, club.id, 'test', sessionId) : undefined;
  const payable = checkout && (await payableOf(app, club, checkout));
  if (!checkout || !payable || payable.accountId === null || !isOwnAccount(member, payable.accountId)) throw new AppError('NOT_FOUND', TEST_CHECKOUT_NOT_FOUND);
  return { checkout, payable };
}

export async function findTestCheckout(app: AppContext, club: Club, actor: Actor | null, sessionId: string): Promise<TestCheckoutView> {
  const { checkout, payable } = await ownTestCheckout(app, club, actor, sessionId);
  return { sessionId, title: payable.title, items: payable.items, amount: checkout.amount, currency: checkout.currency, open: checkout.status === 'open', keepsCard: checkout.keepsCard };
}

/** The return path into the app (the test checkout is part of it, so it stays on the member's origin). */
function pathOf(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

/**
 * The payer's choice on the test checkout page, acted out as a hosted checkout would: Pay completes it
 * paid (with refunds refused, as some of Stripe's test cards do, when the payer asks for that); the delayed outcomes complete it unpaid and settle (paid or failed) after a while; Decline leaves
 * it open; Cancel returns to the cancel page. Events are queued in the same transaction and reach the
 * webhook handler signed, through the job queue. A checkout that keeps the card keeps the test card the payer chose
 * (`cardNumber`, 4242… by default; 4000 0000 0000 0341 is kept and declines its later charges, as Stripe's does).
 * Answers where to send the browser (null: stay).
 */
export async function completeTestCheckout(
  app: AppContext,
  club: Club,
  actor: Actor | null,
  sessionId: string,
  outcome: TestCheckoutOutcome,
  cardNumber: string | null = null,
): Promise<{ redirectPath: string | null; message: string | null }> {
  const { checkout } = await ownTestCheckout(app, club, actor, sessionId);
  const card = cardNumber?.replace(/\s/g, '') ?? TEST_CARDS.pays;
  if (!(Object.values(TEST_CARDS) as string[]).includes(card)) throw new AppError('VALIDATION_FAILED', 'Choose one of the test cards.', { field: 'cardNumber' });
  if (outcome === 'CANCEL') return { redirectPath: pathOf(checkout.cancelUrl), message: null };
  if (outcome === 'DECLINE') return { redirectPath: null, message: CARD_DECLINED };

  await app.db.transaction().execute(async (trx) => {
    const row: PaymentCheckout | undefined = await lockCheckout(trx, club.id, 'test', sessionId);
    if (!row || row.status !== 'open') throw new AppError('CONFLICT', 'This checkout is already complete.');
    const paidNow = outcome === 'PAY' || outcome === 'PAY_REFUND_REFUSED';
    await updateCheckoutState(trx, club.id, row.id, {
      status: 'complete',
      paymentStatus: paidNow ? 'paid' : 'unpaid',
      refundRefused: outcome === 'PAY_REFUND_REFUSED',
      testCardNumber: row.keepsCard ? card : null,
    });
    await app.jobs.enqueue(trx, TEST_PAYMENT_EVENT_JOB, club.id, { sessionId, type: 'checkout.session.completed' });
    if (paidNow) return;
    const settled = outcome === 'DELAYED_PAID';
    await app.jobs.enqueue(
      trx,
      TEST_PAYMENT_EVENT_JOB,
      club.id,
      settled
        ? { sessionId, type: 'checkout.session.async_payment_succeeded', settlesPaid: true }
        : { sessionId, type: 'checkout.session.async_payment_failed' },
      { startAfterSeconds: app.config.testPaymentDelaySeconds },
    );
  });
  return { redirectPath: pathOf(checkout.successUrl), message: null };
}
