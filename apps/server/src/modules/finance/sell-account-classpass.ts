import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import type { Db } from '../../platform/db/database.js';
import { findAccountById } from '../account-records/index.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { type OrganizationClasspass, findClasspassProduct, findItemPricesOn, productIdsAllowedForItem, hasReachedTrialLimit } from '../classpasses/index.js';
import type { Club } from '../clubs/index.js';
import { assertMembershipValidOn } from '../memberships/index.js';
import { clubDateOf, isCalendarDate } from '../../platform/club-clock.js';
import { findInvoiceOfOrder } from './invoice.repository.js';
import { applyInvoicePayment, DESK_METHODS } from './record-invoice-payment.js';
import { assertDefaultGroupSet } from './default-group.js';
import { deliverOrder, type FulfilledItems } from './deliver-order.js';
import { insertClasspassOrder } from './insert-classpass-order.js';
import { NOT_SOLD_FOR_CLASS_MESSAGE, TRIAL_LIMIT_MESSAGE } from './order-rules.js';
import { ACCOUNT_NOT_FOUND, CLASSPASS_NOT_FOUND, CLASS_NOT_FOUND, DATE_FORMAT_MESSAGE } from '../../platform/error-messages.js';

export interface SellClasspassInput {
  /** decoded ids; null when they could not be decoded */
  accountId: number | null;
  organizationClasspassId: number | null;
  /** Sell and book in one step: this class on this date (both or neither). */
  scheduleItemId?: number | null | undefined;
  date?: string | null | undefined;
  /** The pass's first day when sold without a class (default: the club's today). */
  dateStart?: string | null | undefined;
  /** Paid on the spot with this desk method (cash, card at the desk; decoded, null: names none); unset leaves the invoice open. */
  paidWithMethodId?: number | null | undefined;
}

export interface ClasspassSale {
  accountClasspassId: number;
  orderId: number;
  /** the booking made with the pass, when a class was given */
  attendanceId: number | null;
}

/**
 * Staff sell a class pass at the desk: a finance order for the account, delivered at once in the same
 * transaction (the pass, its invoice and, with a class, the booking), exactly as a paid shop order is
 * delivered. The invoice stays open (SENT) until the member pays at the desk, or, with a desk method (cash, card
 * at the desk; finance.payments.desk), is paid on the spot in the same transaction (PAID). The shop's rules hold: no
 * archived product, the trial limit, a membership the product requires (valid on the pass's first day); the desk may sell a product the shop does not show. With a class, the
 * pass must be one the class accepts (its pass groups, or its drop-in or trial price), and the booking is made
 * as at the desk (walk-in spaces, before booking opens). The invoice goes to the desk sales default group, whose
 * terms say it is paid at the desk; without one the sale is a set-up error (FINANCE_SETUP_INCOMPLETE). Any
 * refusal leaves nothing written.
 */
export async function sellAccountClasspass(app: AppContext, club: Club, actor: Actor | null, input: SellClasspassInput): Promise<ClasspassSale> {
  const staff = requirePermission(actor, 'accounts.classpasses.grant');
  // Taking the money too is the desk's right (finance.payments.desk), checked before anything is written.
  if (input.paidWithMethodId !== undefined) requirePermission(actor, 'finance.payments.desk');
  const forClass = classOf(input);
  const dateStart = startOf(input, forClass);
  const now = app.clock.now();

  return app.db.transaction().execute(async (trx) => {
    const account = input.accountId === null ? undefined : await findAccountById(trx, club.id, input.accountId);
    if (!account) throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND);
    const product = input.organizationClasspassId === null ? undefined : await findClasspassProduct(trx, club.id, input.organizationClasspassId);
    if (!product || product.archived) throw new AppError('NOT_FOUND', CLASSPASS_NOT_FOUND);
    if (forClass) await assertAcceptedByClass(trx, club.id, product, forClass);
    await assertMembershipValidOn(trx, club.id, account.id, product.requiredMembershipId, dateStart ?? forClass?.date ?? clubDateOf(now, club.timeZone));
    if (product.trialPass && (await hasReachedTrialLimit(trx, club, account.id))) throw new AppError('VALIDATION_FAILED', TRIAL_LIMIT_MESSAGE);
    await assertDefaultGroupSet(trx, club.id, 'DESK_SALES');

    const { id: orderId } = await insertClasspassOrder(trx, club.id, account.id, product, forClass, '', now);
    let made: FulfilledItems | undefined;
    await deliverOrder(app, trx, club, orderId, null, { bookingWay: 'DESK', throwOnFailure: true, dateStart, onFulfilled: (m) => (made = m) });
    const accountClasspassId = made?.passIds[0];
    if (accountClasspassId === undefined || accountClasspassId === null) throw new Error(`order ${orderId} was not delivered`);
    const methodId = input.paidWithMethodId;
    const invoice = methodId === undefined ? undefined : await findInvoiceOfOrder(trx, club.id, orderId);
    if (invoice && methodId !== undefined) {
      if (methodId === null) throw new AppError('NOT_FOUND', 'This payment method could not be found.', { field: 'paymentMethod' });
      const entry = { invoiceId: invoice.id, amount: invoice.total, date: clubDateOf(now, club.timeZone), paymentMethodId: methodId, reference: '', note: 'Paid at the desk on sale', recordedByAccountId: staff.accountId };
      await applyInvoicePayment(app, trx, club, entry, DESK_METHODS);
    }
    return { accountClasspassId, orderId, attendanceId: made?.attendanceIds[0] ?? null };
  });
}

/** The class and date to book, both or neither; an unknown or undecodable class answers NOT_FOUND. */
function classOf(input: SellClasspassInput): { scheduleItemId: number; date: string } | undefined {
  const date = input.date ?? '';
  if (input.scheduleItemId === undefined && date === '') return undefined;
  if (input.scheduleItemId === null || input.scheduleItemId === undefined || !isCalendarDate(date)) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);
  return { scheduleItemId: input.scheduleItemId, date };
}

/** A chosen first day must be a date, and only without a class (a pass sold for a class starts on its date). */
function startOf(input: SellClasspassInput, forClass: { date: string } | undefined): string | undefined {
  const dateStart = input.dateStart ?? '';
  if (dateStart === '') return undefined;
  if (!isCalendarDate(dateStart)) throw new AppError('VALIDATION_FAILED', DATE_FORMAT_MESSAGE);
  if (forClass) throw new AppError('VALIDATION_FAILED', "A pass sold with a class starts on the class's date.");
  return dateStart;
}

/** The class must accept the pass: one of its attend groups, or the class's own drop-in or trial price on the date. */
async function assertAcceptedByClass(trx: Db, clubId: number, product: OrganizationClasspass, forClass: { scheduleItemId: number; date: string }): Promise<void> {
  const allowed = await productIdsAllowedForItem(trx, clubId, forClass.scheduleItemId, 'attend');
  if (allowed.has(product.id)) return;
  const prices = await findItemPricesOn(trx, clubId, forClass.scheduleItemId, forClass.date);
  if (prices.dropin?.id !== product.id && prices.trial?.id !== product.id) throw new AppError('VALIDATION_FAILED', NOT_SOLD_FOR_CLASS_MESSAGE);
}
