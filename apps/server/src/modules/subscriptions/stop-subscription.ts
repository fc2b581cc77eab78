import type { AppContext } from '../../platform/app-context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { requirePermission, requireActor, type Actor } from '../../platform/access-policy.js';
import { addDays, clubDateOf, isCalendarDate } from '../../platform/club-clock.js';
import { VALID_DATE_MESSAGE } from '../../platform/error-messages.js';
import type { Db } from '../../platform/db/database.js';
import type { Club } from '../clubs/index.js';
import type { AccountSubscription } from '../subscription-records/index.js';
import { earliestMemberEnd } from '../subscription-records/index.js';
import { changeSubscription, changerId, type ChangedBy } from './subscription-change.js';
import { checkReason } from './subscription-fields.js';
import { cancelBookingsInside, countAttendedInside, lastInvoicedMonth, updateAccountSubscriptionRow } from './subscription-changes.repository.js';
import { ATTENDED_INSIDE } from './subscription-messages.js';
import { creditUnbilledDays } from './unbilled-days.js';

export interface StopInput {
  accountSubscriptionId: number | null;
  /** the last day */
  dateEnd: string;
  reason?: string | null | undefined;
}

/** The earliest end a member may choose today: the minimum duration, the notice and the months already invoiced. */
export async function earliestEndOf(db: Db, club: Club, subscription: AccountSubscription, today: string): Promise<string> {
  const end = earliestMemberEnd(
    {
      dateStart: subscription.dateStart,
      minimumDurationMonths: subscription.product.minimumDurationMonths,
      noticePeriod: subscription.product.noticePeriod,
      noticeUnit: subscription.product.noticeUnit,
      invoicedThrough: await lastInvoicedMonth(db, club.id, subscription.id),
    },
    today,
  );
  return end < subscription.dateStart ? subscription.dateStart : end;
}

async function stop(app: AppContext, club: Club, by: ChangedBy, input: StopInput): Promise<void> {
  if (!isCalendarDate(input.dateEnd)) throw fieldError('dateEnd', VALID_DATE_MESSAGE);
  const reason = checkReason(input.reason);
  const now = app.clock.now();
  const today = clubDateOf(now, club.timeZone);
  await changeSubscription(app, club, by, input.accountSubscriptionId, async (trx, subscription) => {
    if (input.dateEnd < subscription.dateStart) throw fieldError('dateEnd', 'The subscription cannot end before it starts.');
    const earliest = await earliestEndOf(trx, club, subscription, today);
    if (input.dateEnd < earliest) {
      if ('member' in by) {
        const message = `The earliest end you can choose is ${earliest}.`;
        throw new AppError('SUBSCRIPTION_STOP_TOO_EARLY', message, { fields: { dateEnd: message } });
      }
      if (reason === '') throw fieldError('reason', `Stopping before ${earliest} (the minimum duration and notice) needs a reason.`);
    }
    const after = addDays(input.dateEnd, 1);
    if ((await countAttendedInside(trx, club.id, subscription.id, after, null)) > 0) throw fieldError('dateEnd', ATTENDED_INSIDE);
    await updateAccountSubscriptionRow(trx, club.id, subscription.id, { dateEnd: input.dateEnd, stopReason: reason });
    await cancelBookingsInside(trx, club.id, subscription.id, after > today ? after : today, null, now);
    await creditUnbilledDays(app, trx, club, subscription.id, changerId(by));
  });
}

/**
 * Staff stop a subscription (accounts.subscriptions.edit): its last day; before the earliest end a member could
 * choose only with a reason. The BOOKED classes after it are cancelled with their credits returned, and the days
 * after it of months already invoiced are credited.
 */
export async function stopSubscription(app: AppContext, club: Club, actor: Actor | null, input: StopInput): Promise<void> {
  const staff = requirePermission(actor, 'accounts.subscriptions.edit');
  await stop(app, club, { staff }, input);
}

/** A member stops their own subscription: never before the earliest end (SUBSCRIPTION_STOP_TOO_EARLY). */
export async function stopMySubscription(app: AppContext, club: Club, actor: Actor | null, input: StopInput): Promise<void> {
  const member = requireActor(actor);
  await stop(app, club, { member }, input);
}
