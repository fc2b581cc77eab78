import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requirePermission, requireActor, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { changeSubscription } from './subscription-change.js';
import { deletePauseRow, subscriptionOfPause } from './subscription-changes.repository.js';
import { PAUSE_NOT_FOUND } from './subscription-messages.js';
import { checkPauseDates, writePause, type PauseFields } from './write-pause.js';

/** Staff pause a member's subscription (accounts.subscriptions.edit) by the club's rules; the new pause's id. */
export async function pauseSubscription(app: AppContext, club: Club, actor: Actor | null, input: PauseFields & { accountSubscriptionId: number | null }): Promise<number> {
  const staff = requirePermission(actor, 'accounts.subscriptions.edit');
  checkPauseDates(input);
  return changeSubscription(app, club, { staff }, input.accountSubscriptionId, (trx, subscription) => writePause(app, trx, club, subscription, { staff }, input, null));
}

/**
 * A member pauses their own subscription in the portal: the same rules, and the first day at least the club's
 * pause notice days from today. Someone else's subscription answers as a missing one.
 */
export async function pauseMySubscription(app: AppContext, club: Club, actor: Actor | null, input: PauseFields & { accountSubscriptionId: number | null }): Promise<number> {
  const member = requireActor(actor);
  checkPauseDates(input);
  return changeSubscription(app, club, { member }, input.accountSubscriptionId, (trx, subscription) => writePause(app, trx, club, subscription, { member }, input, null));
}

async function subscriptionOf(app: AppContext, club: Club, pauseId: number | null): Promise<number> {
  const subscriptionId = pauseId === null ? null : await subscriptionOfPause(app.db, club.id, pauseId);
  if (subscriptionId === null) throw new AppError('NOT_FOUND', PAUSE_NOT_FOUND, { field: 'id' });
  return subscriptionId;
}

/**
 * Staff move or shorten a pause (accounts.subscriptions.edit): checked as a new one would be, and extending it
 * cancels the bookings it now covers and credits the invoiced days it now covers. The subscription's id.
 */
export async function updateSubscriptionPause(app: AppContext, club: Club, actor: Actor | null, input: PauseFields & { pauseId: number | null }): Promise<number> {
  const staff = requirePermission(actor, 'accounts.subscriptions.edit');
  checkPauseDates(input);
  const subscriptionId = await subscriptionOf(app, club, input.pauseId);
  return changeSubscription(app, club, { staff }, subscriptionId, async (trx, subscription) => {
    const pause = subscription.pauses.find((p) => p.id === input.pauseId);
    if (!pause) throw new AppError('NOT_FOUND', PAUSE_NOT_FOUND, { field: 'id' });
    await writePause(app, trx, club, subscription, { staff }, input, pause, pause.clubClosureId);
    return subscription.id;
  });
}

/**
 * Staff delete a pause (accounts.subscriptions.edit). Its days become billable again for months not yet invoiced; a
 * credit note already issued for them stays, and those days are not billed again on their own (staff invoice them by
 * hand if they should be). Cancelled bookings stay cancelled.
 */
export async function deleteSubscriptionPause(app: AppContext, club: Club, actor: Actor | null, pauseId: number | null): Promise<void> {
  const staff = requirePermission(actor, 'accounts.subscriptions.edit');
  const subscriptionId = await subscriptionOf(app, club, pauseId);
  await changeSubscription(app, club, { staff }, subscriptionId, async (trx, subscription) => {
    const pause = subscription.pauses.find((p) => p.id === pauseId);
    if (!pause) throw new AppError('NOT_FOUND', PAUSE_NOT_FOUND, { field: 'id' });
    await deletePauseRow(trx, club.id, pause.id);
  });
}
