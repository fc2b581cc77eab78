import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import type { Club } from '../clubs/index.js';
import { CHARGE_SAVED_CARD_JOB } from './charge-saved-card.job.js';
import { onlineMethodOf } from './checkout-payment.js';
import { findPaymentMethod } from './payment.repository.js';
import { listUsableCards } from './saved-card.repository.js';

/**
 * Queues the charge of a just-issued invoice to the account's saved card, in the issuing transaction, when the
 * invoice is paid by card online (its method is the provider's in use) and the account has a card kept there.
 * Without one nothing is charged: the member pays the open invoice from My invoices, which keeps the card. Answers
 * whether it queued.
 */
export async function queueSavedCardCharge(app: AppContext, trx: Db, club: Club, invoice: { id: number; accountId: number | null; paymentMethodId: number | null }): Promise<boolean> {
  if (invoice.accountId === null || invoice.paymentMethodId === null) return false;
  const method = await findPaymentMethod(trx, club.id, invoice.paymentMethodId);
  if (method?.code !== onlineMethodOf(app.payments.name)) return false;
  const [card] = await listUsableCards(trx, club.id, invoice.accountId, app.payments.name);
  if (!card) return false;
  await app.jobs.enqueue(trx, CHARGE_SAVED_CARD_JOB, club.id, { invoiceId: invoice.id, attempt: 1 });
  return true;
}
