import type { Selectable } from 'kysely';
import type { AccountSubscriptionsTable, OrganizationSubscriptionsTable } from '../../platform/db/tables/subscriptions.js';
import type { SubscriptionDates } from './subscription-status.js';

/** A subscription product of the club (Organization → Subscriptions). */
export type OrganizationSubscription = Selectable<OrganizationSubscriptionsTable>;

export interface SubscriptionPause {
  id: number;
  dateStart: string;
  dateEnd: string;
  reason: string;
  clubClosureId: number | null;
}

export interface SubscriptionBlock {
  id: number;
  dateStart: string;
  dateEnd: string | null;
  reason: string;
}

/** A member's subscription with its product, pauses and blocks: everything its status on a date is derived from. */
export interface AccountSubscription extends Selectable<AccountSubscriptionsTable>, SubscriptionDates {
  product: OrganizationSubscription;
  pauses: SubscriptionPause[];
  blocks: SubscriptionBlock[];
}
