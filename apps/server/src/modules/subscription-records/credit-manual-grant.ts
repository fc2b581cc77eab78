import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { isCalendarMonth } from '../../platform/club-clock.js';
import type { Club } from '../clubs/index.js';
import { findAccountSubscription, lockAccountSubscription } from './account-subscription.repository.js';
import { insertCreditGrant, type CreditGrantRow } from './credit.repository.js';
import { MONTH_MESSAGE } from './credits-run.js';
import { creditExpiry } from './month-credits.js';

export const SUBSCRIPTION_NOT_FOUND = 'This subscription could not be found.';
const MAX_MANUAL_CREDITS = 1000;

export interface ManualCreditsInput {
  /** null when the id could not be decoded */
  accountSubscriptionId: number | null;
  amount: number;
  month: string;
  description: string;
}

/**
 * Staff add credits to a member's subscription by hand (a MANUAL grant, any number a month), for a month and with a
 * reason; they expire as that month's credits do. Another club's id answers like a missing one.
 */
export async function addSubscriptionCredits(app: AppContext, club: Club, actor: Actor | null, input: ManualCreditsInput): Promise<CreditGrantRow> {
  const staff = requirePermission(actor, 'accounts.subscriptions.credits');
  if (!Number.isInteger(input.amount) || input.amount < 1 || input.amount > MAX_MANUAL_CREDITS) {
    throw fieldError('amount', `Please input a whole number from 1 to ${MAX_MANUAL_CREDITS}.`);
  }
  const month = input.month.trim();
  if (!isCalendarMonth(month)) throw fieldError('month', MONTH_MESSAGE);
  const description = input.description.trim();
  if (description === '') throw fieldError('description', 'This field is required');
  if (description.length > 500) throw fieldError('description', 'Please input at most 500 characters');
  const id = input.accountSubscriptionId;
  return app.db.transaction().execute(async (trx) => {
    const subscription = id === null || !(await lockAccountSubscription(trx, club.id, id)) ? undefined : await findAccountSubscription(trx, club.id, id);
    if (!subscription) throw new AppError('NOT_FOUND', SUBSCRIPTION_NOT_FOUND);
    const grant = await insertCreditGrant(trx, {
      clubId: club.id,
      accountSubscriptionId: subscription.id,
      kind: 'MANUAL',
      month,
      amount: input.amount,
      expiresOn: creditExpiry(month, subscription.product.creditValidityDays ?? club.creditValidityDays),
      description,
      createdByAccountId: staff.accountId,
      createdAt: app.clock.now(),
    });
    if (!grant) throw new Error('a manual grant is never a conflict');
    return grant;
  });
}
