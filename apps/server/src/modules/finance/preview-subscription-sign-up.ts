import type { AppContext } from '../../platform/app-context.js';
import { requireAccountAccess, type Actor } from '../../platform/access-policy.js';
import { clubDateOf } from '../../platform/club-clock.js';
import type { SubscriptionPayment } from '../../platform/db/tables/finance.js';
import type { Club } from '../clubs/index.js';
import { readSubscriptionSignUp, type SubscriptionSignUp } from './read-subscription-sign-up.js';

/** What a sign-up would order, and the ways the member may pay it. */
export interface SignUpPreview extends SubscriptionSignUp {
  /** CARD always (online, with the club's provider); DIRECT_DEBIT when the club collects by direct debit */
  paymentOptions: SubscriptionPayment[];
  /** the member has a direct debit mandate in force (else paying by direct debit needs one signed first) */
  mandateInForce: boolean;
}

/**
 * A member's preview of signing up for a shop subscription from a start date (default the club's today): the order
 * lines createFinanceOrder would write (the first month priced as the monthly run prices it, the registration fee when
 * due) and their total, and how it may be paid. For the signed-in person's own account, as an order is; nothing is written.
 */
export async function previewSubscriptionSignUp(app: AppContext, club: Club, actor: Actor | null, input: { productId: number | null; dateStart?: string | null | undefined }): Promise<SignUpPreview> {
  const buyer = requireAccountAccess(actor, actor?.accountId ?? 0, 'finance.orders.edit');
  const signUp = await readSubscriptionSignUp(app.db, club, buyer.accountId, input.productId, input.dateStart, clubDateOf(app.clock.now(), club.timeZone));
  return {
    ...signUp,
    paymentOptions: signUp.directDebit.offered ? ['CARD', 'DIRECT_DEBIT'] : ['CARD'],
    mandateInForce: signUp.directDebit.mandateId !== null,
  };
}
