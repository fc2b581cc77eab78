import { useGraphQLMutation } from '../../lib/use-graphql-mutation.js';
import {
  BackofficeAccountSubscriptionDocument,
  BackofficeAccountSubscriptionsDocument,
  CreateAccountSubscriptionBlockDocument,
  CreateAccountSubscriptionDocument,
  CreateAccountSubscriptionPauseDocument,
  DeleteAccountSubscriptionDocument,
  DeleteAccountSubscriptionPauseDocument,
  LiftAccountSubscriptionBlockDocument,
  StopAccountSubscriptionDocument,
} from './account-subscriptions.generated.js';
import { MySubscriptionsDocument, PauseMySubscriptionDocument, StopMySubscriptionDocument } from './my-subscriptions.generated.js';

// A change of a subscription shows on the account's tab and on the subscription's page.
const STAFF_QUERIES = [BackofficeAccountSubscriptionsDocument, BackofficeAccountSubscriptionDocument];

/** Staff sell a subscription on the account page. */
export const useCreateAccountSubscription = () => useGraphQLMutation(CreateAccountSubscriptionDocument, { invalidates: STAFF_QUERIES });
/** Staff delete a subscription nothing points at yet. */
export const useDeleteAccountSubscription = () => useGraphQLMutation(DeleteAccountSubscriptionDocument, { invalidates: STAFF_QUERIES });
/** Staff pause a subscription, or delete a pause. */
export const useCreateSubscriptionPause = () => useGraphQLMutation(CreateAccountSubscriptionPauseDocument, { invalidates: STAFF_QUERIES });
export const useDeleteSubscriptionPause = () => useGraphQLMutation(DeleteAccountSubscriptionPauseDocument, { invalidates: STAFF_QUERIES });
/** Staff block a subscription, or lift a block. */
export const useCreateSubscriptionBlock = () => useGraphQLMutation(CreateAccountSubscriptionBlockDocument, { invalidates: STAFF_QUERIES });
export const useLiftSubscriptionBlock = () => useGraphQLMutation(LiftAccountSubscriptionBlockDocument, { invalidates: STAFF_QUERIES });
/** Staff stop a subscription. */
export const useStopAccountSubscription = () => useGraphQLMutation(StopAccountSubscriptionDocument, { invalidates: STAFF_QUERIES });

/** The member pauses or stops their own subscription in the portal. */
export const usePauseMySubscription = () => useGraphQLMutation(PauseMySubscriptionDocument, { invalidates: [MySubscriptionsDocument] });
export const useStopMySubscription = () => useGraphQLMutation(StopMySubscriptionDocument, { invalidates: [MySubscriptionsDocument] });
