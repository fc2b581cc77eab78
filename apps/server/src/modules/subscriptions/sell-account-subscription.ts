import type { AppContext } from '../../platform/app-context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { isCalendarDate } from '../../platform/club-clock.js';
import { VALID_DATE_MESSAGE } from '../../platform/error-messages.js';
import type { Club } from '../clubs/index.js';
import { findAccountById } from '../account-records/index.js';
import { assertMembershipValidOn } from '../memberships/index.js';
import { ACCOUNT_NOT_FOUND } from '../../platform/error-messages.js';
import { checkPaymentTerms, type PaymentTermsInput } from './payment-terms.js';
import { checkKeptPrice, checkNote } from './subscription-fields.js';
import { insertAccountSubscription } from '../subscription-records/index.js';
import { findSubscriptionProduct, firstPriceDate } from './subscription-changes.repository.js';

export interface SellSubscriptionInput extends PaymentTermsInput {
  accountId: number | null;
  productId: number | null;
  dateStart: string;
  note?: string | null | undefined;
  priceOverride?: string | null | undefined;
}

const PRODUCT_NOT_FOUND = 'This subscription product could not be found.';

/**
 * Staff sell a subscription on the account page (accounts.subscriptions.edit): a product of the club that is not
 * archived, from a start date on which the product has a price (not before it exists), paid by one of the club's
 * methods (direct debit with the account's mandate in force). The required membership is checked by the
 * memberships module (issue 23's other slice). Billing and credits follow from the monthly jobs. The new id.
 */
export async function sellAccountSubscription(app: AppContext, club: Club, actor: Actor | null, input: SellSubscriptionInput): Promise<number> {
  requirePermission(actor, 'accounts.subscriptions.edit');
  if (!isCalendarDate(input.dateStart)) throw fieldError('dateStart', VALID_DATE_MESSAGE);
  const note = checkNote(input.note);
  const priceOverride = checkKeptPrice(input.priceOverride);
  return app.db.transaction().execute(async (trx) => {
    const account = input.accountId === null ? undefined : await findAccountById(trx, club.id, input.accountId);
    if (!account || account.role === 'KIOSK') throw new AppError('NOT_FOUND', ACCOUNT_NOT_FOUND, { field: 'account' });
    const product = input.productId === null ? undefined : await findSubscriptionProduct(trx, club.id, input.productId);
    if (!product) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND, { fields: { organizationSubscription: PRODUCT_NOT_FOUND } });
    if (product.archived) throw fieldError('organizationSubscription', 'This subscription product is archived and no longer sold.');
    const first = await firstPriceDate(trx, club.id, product.id);
    if (first === null) throw fieldError('organizationSubscription', 'This subscription product has no price yet.');
    if (input.dateStart < first) throw fieldError('dateStart', `The start date is before the product exists: its first price starts on ${first}.`);
    // A product that requires a membership is sold only to a member who holds one on the start date (test plan M12).
    await assertMembershipValidOn(trx, club.id, account.id, product.requiredMembershipId, input.dateStart);
    const terms = await checkPaymentTerms(trx, club.id, account.id, input);
    return insertAccountSubscription(trx, {
      clubId: club.id,
      accountId: account.id,
      organizationSubscriptionId: product.id,
      dateStart: input.dateStart,
      note,
      priceOverride: priceOverride ?? null,
      ...terms,
    });
  });
}
