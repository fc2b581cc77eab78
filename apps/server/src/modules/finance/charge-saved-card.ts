import type { AppContext } from '../../platform/app-context.js';
import { clubDateOf } from '../../platform/club-clock.js';
import { isPositiveMoney, moneyDisplay } from '../../platform/money.js';
import type { CardChargeResult } from '../../platform/payment-provider.js';
import { findAccountById } from '../account-records/index.js';
import type { Club } from '../clubs/index.js';
import { cardChargeDeclinedMail } from './card-charge-declined.mail.js';
import { findCardCharge, insertCardCharge, settleCardCharge, type CardCharge } from './card-charge.repository.js';
import { onlineMethodOf } from './checkout-payment.js';
import { findPaymentMethodId } from './finance-setup.repository.js';
import { openBalance } from './invoice-status.js';
import { findInvoice, lockInvoiceBalance } from './invoice.repository.js';
import { applyInvoicePayment } from './record-invoice-payment.js';
import { findSavedCard, listUsableCards, type SavedCard } from './saved-card.repository.js';

/** One key per attempt: every retry of the attempt asks with it, so the provider charges the attempt once (test plan M14). */
export const cardChargeKey = (clubId: number, invoiceId: number, attempt: number) => `kiai-${clubId}-invoice-${invoiceId}-attempt-${attempt}`;

/** What a try failed to hear: the provider's answer, or that it could not be reached on the job's last try. */
type Answer = CardChargeResult | { charged: false; declined: false; reason: string };

/**
 * The attempt to ask the provider about, under the invoice's lock: the attempt's row when a try before this one wrote
 * it and never heard the answer (asked again with its key and amount, whatever happened since: the provider may have
 * charged it), else a new one for the invoice's open balance on the account's newest saved card of the provider in
 * use. Nothing (and why) when the attempt was settled, nothing is left to pay (cash, a credit note) or no card is kept.
 */
async function attemptToAsk(app: AppContext, club: Club, invoiceId: number, attempt: number): Promise<{ charge: CardCharge; card: SavedCard } | { nothing: string }> {
  return app.db.transaction().execute(async (trx) => {
    const invoice = await lockInvoiceBalance(trx, club.id, invoiceId);
    if (!invoice || invoice.accountId === null) return { nothing: 'no such invoice of an account' };
    const earlier = await findCardCharge(trx, club.id, invoiceId, attempt);
    if (earlier) {
      const card = earlier.status === 'PENDING' ? await findSavedCard(trx, club.id, earlier.accountPaymentCardId) : undefined;
      return card ? { charge: earlier, card } : { nothing: `attempt ${attempt} is ${earlier.status} already` };
    }
    const balance = openBalance(invoice);
    if (!isPositiveMoney(balance)) return { nothing: 'nothing is left to pay' };
    const [card] = await listUsableCards(trx, club.id, invoice.accountId, app.payments.name);
    if (!card) return { nothing: 'the account has no saved card' };
    const charge = await insertCardCharge(trx, {
      clubId: club.id,
      financeInvoiceId: invoiceId,
      attempt,
      accountPaymentCardId: card.id,
      amount: balance,
      currency: invoice.currency,
      idempotencyKey: cardChargeKey(club.id, invoiceId, attempt),
      createdAt: app.clock.now(),
    });
    return { charge, card };
  });
}

/** The provider's answer; a provider that cannot be reached throws (the job tries again), except on the last try. */
async function askProvider(app: AppContext, club: Club, charge: CardCharge, card: SavedCard, lastTry: boolean): Promise<Answer> {
  if (card.provider !== app.payments.name) return { charged: false, declined: false, reason: `The card is kept by ${card.provider}, not the payment provider in use.` };
  const invoice = await findInvoice(app.db, club.id, charge.financeInvoiceId);
  try {
    return await app.payments.chargeSavedCard({
      clubId: club.id,
      accountId: card.accountId,
      invoiceId: charge.financeInvoiceId,
      amount: charge.amount,
      currency: charge.currency,
      customer: card.customerReference,
      paymentMethod: card.paymentMethodReference,
      description: `${club.name}: invoice ${invoice?.invoiceNumber ?? charge.financeInvoiceId}`,
      idempotencyKey: charge.idempotencyKey,
    });
  } catch (error) {
    if (!lastTry) throw error;
    return { charged: false, declined: false, reason: `The payment provider could not be reached: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * The monthly card charge (domain notes "Monthly jobs"; test plan M14): charges an invoice's open balance to the
 * account's saved card off-session, once. The attempt is written first, the provider asked outside any transaction
 * with the attempt's idempotency key (a retry after a network error or a crash asks with the same key and gets the
 * same answer), and its answer settled in one transaction, once (compare-and-set on PENDING): charged → the payment
 * (method: the provider's online one, reference: its payment) through finance's one payment rule, the invoice PAID;
 * declined → the attempt DECLINED with the reason and the "payment failed" mail, the invoice left open for the
 * overdue reminders and the unpaid block. Answers a line for the job's log.
 */
export async function chargeSavedCard(app: AppContext, club: Club, invoiceId: number, attempt: number, lastTry: boolean): Promise<string> {
  const what = `Invoice ${invoiceId}, attempt ${attempt}`;
  const toAsk = await attemptToAsk(app, club, invoiceId, attempt);
  if ('nothing' in toAsk) return `${what}: not charged, ${toAsk.nothing}.`;
  const { charge, card } = toAsk;
  const answer = await askProvider(app, club, charge, card, lastTry);
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    // The invoice first, as every payment takes it, then the attempt.
    const invoice = await lockInvoiceBalance(trx, club.id, invoiceId);
    const status = answer.charged ? 'CHARGED' : answer.declined ? 'DECLINED' : 'FAILED';
    const settled = await settleCardCharge(trx, club.id, charge.id, answer.charged ? { status, reference: answer.reference, settledAt: now } : { status, reason: answer.reason.slice(0, 500), settledAt: now });
    if (!settled || !invoice) return `${what}: settled by another try.`;
    if (answer.charged) {
      if (openBalance(invoice) !== charge.amount) app.log.warn({ club: club.slug, invoiceId, reference: answer.reference }, 'card charged for an invoice paid otherwise meanwhile: refund the difference');
      const methodId = await findPaymentMethodId(trx, club.id, onlineMethodOf(card.provider));
      if (methodId === undefined) throw new Error(`the payment method ${onlineMethodOf(card.provider)} is missing`);
      await applyInvoicePayment(app, trx, club, {
        invoiceId,
        amount: charge.amount,
        date: clubDateOf(now, club.timeZone),
        paymentMethodId: methodId,
        reference: answer.reference,
        note: `Saved card ${card.label} charged`.trim(),
        recordedByAccountId: null,
      });
      return `${what}: charged ${charge.amount} ${charge.currency} (${answer.reference}).`;
    }
    if (answer.declined) await mailDecline(app, trx, club, charge, card, answer.reason);
    return `${what}: ${status.toLowerCase()}, ${answer.reason}`;
  });
}

/** The "payment failed" mail, queued with the decline's settlement, so once per attempt. */
async function mailDecline(app: AppContext, trx: Parameters<typeof findAccountById>[0], club: Club, charge: CardCharge, card: SavedCard, reason: string): Promise<void> {
  const account = await findAccountById(trx, club.id, card.accountId);
  const invoice = await findInvoice(trx, club.id, charge.financeInvoiceId);
  if (!account || !invoice) return;
  await app.mailer.queue(
    trx,
    club.id,
    cardChargeDeclinedMail({
      publicUrl: app.config.publicUrl,
      club,
      to: account.email,
      firstName: account.firstName,
      invoiceNumber: invoice.invoiceNumber ?? '',
      amountDisplay: moneyDisplay(club.currencySymbol, charge.amount),
      cardLabel: card.label,
      reason,
    }),
  );
}
