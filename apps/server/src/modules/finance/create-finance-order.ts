import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requireAccountAccess, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { type OrganizationClasspass, countTrialPasses, findClasspassProduct, findItemPricesOn } from '../classpasses/index.js';
import { lockAccount } from '../account-records/index.js';
import { countOccupancy, ALREADY_BOOKED_MESSAGE, assertBookable } from '../booking/index.js';
import type { Db } from '../../platform/db/database.js';
import { loadOccurrenceState } from '../schedule/index.js';
import { clubDateOf, isCalendarDate } from '../../platform/club-clock.js';
import { assertMembershipValidOn, findMembershipProduct, MEMBERSHIP_PRODUCT_NOT_FOUND, type OrganizationMembership } from '../memberships/index.js';
import { assertDefaultGroupSet } from './default-group.js';
import { deliverOrder } from './deliver-order.js';
import { insertClasspassOrder } from './insert-classpass-order.js';
import { createSubscriptionOrder, type SubscriptionOrderInput } from './create-subscription-order.js';
import { createSessionOrder } from './create-session-order.js';
import type { SlotChoice } from '../personal-training/index.js';
import { isPositiveMoney } from '../../platform/money.js';
import { countTrialPassesOnOrder } from './order.repository.js';
import { saleKindOf } from './sale-kind.js';
import { NOT_IN_SHOP_MESSAGE, NOT_SOLD_FOR_CLASS_MESSAGE, OPEN_TRIAL_ORDER_MESSAGE, orderMessage, TRIAL_LIMIT_MESSAGE } from './order-rules.js';
import { CLASSPASS_NOT_FOUND, CLASS_NOT_FOUND } from '../../platform/error-messages.js';

export interface CreateOrderInput {
  message?: string | null | undefined;
  /** decoded id; null when it could not be decoded; undefined when the order is a subscription's */
  organizationClasspassId?: number | null | undefined;
  /** a subscription sign-up instead of a pass (exactly one of the two), with its start and way of paying */
  subscription?: SubscriptionOrderInput | undefined;
  /** "Buy and book in one go": a drop-in or trial pass for this class on attendanceDate (both or neither). */
  scheduleItemId?: number | null | undefined;
  attendanceDate?: string | null | undefined;
  /** decoded id of a membership bought in the same order (null: could not be decoded; undefined: none) */
  organizationMembershipId?: number | null | undefined;
  /** one personal-training session paid on its own, instead of a pass or a subscription (createSessionOrder) */
  appointment?: SlotChoice | undefined;
}

const ONE_PRODUCT_MESSAGE = 'Please choose one class pass, one subscription or one personal-training session to order.';

/**
 * A member orders one class pass, signs up for one subscription (createSubscriptionOrder) or buys one personal-training session (createSessionOrder), for themselves (status RECEIVED, to be paid online). Refused: archived or
 * unknown passes (NOT_FOUND), passes not in the shop, a trial pass at the trial limit (counting the trial passes
 * already on open or paid orders, see assertTrialOrderAllowed), a pass requiring a membership the member holds
 * not on the pass's first day unless the order buys it too (MEMBERSHIP_REQUIRED). With a class, the
 * pass must be that class's drop-in or trial price on the date, and the class must be bookable by the
 * member now; delivery books it. A kind of sale without a default invoice group is a set-up error
 * (FINANCE_SETUP_INCOMPLETE), found before anything is written. An order with nothing to pay is delivered at once. Returns the order id.
 */
export async function createFinanceOrder(app: AppContext, club: Club, actor: Actor | null, input: CreateOrderInput): Promise<number> {
  // Orders are for the buyer's own account: a check-in device has none to buy for.
  const buyer = requireAccountAccess(actor, actor?.accountId ?? 0, 'finance.orders.edit');
  const message = orderMessage(input.message);
  const withClass = input.scheduleItemId !== undefined || (input.attendanceDate ?? '') !== '';
  const now = app.clock.now();
  const products = [input.organizationClasspassId, input.subscription, input.appointment].filter((product) => product !== undefined);
  if (products.length !== 1) throw new AppError('VALIDATION_FAILED', ONE_PRODUCT_MESSAGE);
  if ((input.subscription || input.appointment) && withClass) throw new AppError('VALIDATION_FAILED', NOT_SOLD_FOR_CLASS_MESSAGE);
  if (input.appointment && input.organizationMembershipId !== undefined) throw new AppError('VALIDATION_FAILED', ONE_PRODUCT_MESSAGE);

  return app.db.transaction().execute(async (trx) => {
    const membershipOf = () => (input.organizationMembershipId === undefined ? undefined : shopMembership(trx, club.id, input.organizationMembershipId));
    if (input.subscription) return createSubscriptionOrder(app, trx, club, buyer.accountId, input.subscription, message, await membershipOf());
    if (input.appointment) return createSessionOrder(app, trx, club, buyer.accountId, input.appointment, message, now);
    const product = input.organizationClasspassId === null || input.organizationClasspassId === undefined ? undefined : await findClasspassProduct(trx, club.id, input.organizationClasspassId);
    if (!product || product.archived) throw new AppError('NOT_FOUND', CLASSPASS_NOT_FOUND);
    const forClass = withClass ? await checkClassPurchase(trx, club, buyer.accountId, product, input, now) : undefined;
    if (!forClass && !product.displayShop) throw new AppError('VALIDATION_FAILED', NOT_IN_SHOP_MESSAGE);
    if (product.trialPass) await assertTrialOrderAllowed(trx, club, buyer.accountId);
    const membership = await membershipOf();
    // The pass starts as delivery starts it: on a later class's date, else the club's today.
    const today = clubDateOf(now, club.timeZone);
    const passStart = forClass && forClass.date > today ? forClass.date : today;
    await assertMembershipValidOn(trx, club.id, buyer.accountId, product.requiredMembershipId, passStart, { inSameOrder: membership !== undefined && membership.id === product.requiredMembershipId });
    const lines = [...(membership ? [{ trialPass: false, forClass: false, membership: true }] : []), { trialPass: product.trialPass, forClass: forClass !== undefined }];
    await assertDefaultGroupSet(trx, club.id, saleKindOf(lines, 'ONLINE'));

    const order = await insertClasspassOrder(trx, club.id, buyer.accountId, product, forClass, message, now, membership);
    // Nothing to pay: no payment will ever confirm it, so it is delivered now.
    if (!isPositiveMoney(order.total)) await deliverOrder(app, trx, club, order.id, null);
    return order.id;
  });
}

/** A membership the shop sells: this club's, not archived, shown in the shop. */
async function shopMembership(trx: Db, clubId: number, id: number | null): Promise<OrganizationMembership> {
  const membership = id === null ? undefined : await findMembershipProduct(trx, clubId, id);
  if (!membership || membership.archived) throw new AppError('NOT_FOUND', MEMBERSHIP_PRODUCT_NOT_FOUND);
  if (!membership.displayShop) throw new AppError('VALIDATION_FAILED', NOT_IN_SHOP_MESSAGE);
  return membership;
}

/**
 * A trial pass may be ordered while the passes held plus those on open or paid orders stay under the club's
 * limit: otherwise orders placed at once would all be paid and all but one fail at delivery, the money taken.
 * The account's row lock makes orders of one member count one after the other (until commit).
 */
async function assertTrialOrderAllowed(trx: Db, club: Club, accountId: number): Promise<void> {
  await lockAccount(trx, club.id, accountId);
  const held = await countTrialPasses(trx, club.id, accountId);
  const onOrder = await countTrialPassesOnOrder(trx, club.id, accountId);
  if (held + onOrder.paid >= club.trialPassLimit) throw new AppError('VALIDATION_FAILED', TRIAL_LIMIT_MESSAGE);
  if (held + onOrder.paid + onOrder.unpaid >= club.trialPassLimit) throw new AppError('VALIDATION_FAILED', OPEN_TRIAL_ORDER_MESSAGE);
}

/** Checks a "buy and book" order: the class runs and is bookable online, and the pass is its price on the date. */
async function checkClassPurchase(
  trx: Db,
  club: Club,
  accountId: number,
  product: OrganizationClasspass,
  input: CreateOrderInput,
  now: Date,
): Promise<{ scheduleItemId: number; date: string }> {
  const scheduleItemId = input.scheduleItemId;
  const date = input.attendanceDate ?? '';
  if (scheduleItemId === null || scheduleItemId === undefined || !isCalendarDate(date)) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);
  const occurrence = await loadOccurrenceState(trx, club, scheduleItemId, date, now);
  if (!occurrence || !occurrence.displayPublic) throw new AppError('NOT_FOUND', CLASS_NOT_FOUND);
  assertBookable(occurrence, 'ONLINE');
  const prices = await findItemPricesOn(trx, club.id, scheduleItemId, date);
  if (prices.dropin?.id !== product.id && prices.trial?.id !== product.id) throw new AppError('VALIDATION_FAILED', NOT_SOLD_FOR_CLASS_MESSAGE);
  const occupancy = await countOccupancy(trx, club.id, scheduleItemId, date, occurrence, accountId);
  if (occupancy.holdsSpot) throw new AppError('ALREADY_BOOKED', ALREADY_BOOKED_MESSAGE);
  return { scheduleItemId, date };
}
