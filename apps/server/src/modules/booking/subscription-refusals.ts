import { NO_CREDITS_MESSAGE, subscriptionStatusOn, type AccountSubscription } from '../subscription-records/index.js';

/** Why a subscription may not book a class: the reason a refusal carries (details.reason) and the text it says. */
export interface SubscriptionRefusal {
  reason: 'NOT_STARTED' | 'STOPPED' | 'PAUSED' | 'BLOCKED' | 'NOT_ALLOWED_FOR_CLASS' | 'NO_CREDITS_LEFT';
  message: string;
}

const NOT_USABLE: Record<'STOPPED' | 'PAUSED' | 'BLOCKED' | 'NOT_STARTED', string> = {
  NOT_STARTED: 'This subscription has not started on the date of this class.',
  STOPPED: 'This subscription has ended before the date of this class.',
  PAUSED: 'This subscription is paused on the date of this class.',
  BLOCKED: 'This subscription is blocked on the date of this class: please see the desk.',
};

export const NOT_ALLOWED_FOR_CLASS: SubscriptionRefusal = { reason: 'NOT_ALLOWED_FOR_CLASS', message: "This subscription can't be used for this class." };
export const NO_CREDITS_LEFT: SubscriptionRefusal = { reason: 'NO_CREDITS_LEFT', message: NO_CREDITS_MESSAGE };

/** Why the subscription does not run on the class date or is paused or blocked then; null when it is usable. */
export function unusableOn(subscription: Pick<AccountSubscription, 'dateStart' | 'dateEnd' | 'pauses' | 'blocks'>, date: string): SubscriptionRefusal | null {
  const status = date < subscription.dateStart ? 'NOT_STARTED' : subscriptionStatusOn(subscription, date);
  return status === 'ACTIVE' ? null : { reason: status, message: NOT_USABLE[status] };
}
