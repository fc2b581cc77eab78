import type { BackofficeAccountSubscriptionQuery } from './account-subscriptions.generated.js';

/** One subscription as its back-office page reads it. */
export type SubscriptionDetail = Extract<NonNullable<BackofficeAccountSubscriptionQuery['node']>, { __typename: 'AccountSubscriptionNode' }>;
