import { useGraphQLMutation } from '../../lib/use-graphql-mutation.js';
import { CreateFinanceOrderDocument } from '../checkout/checkout.generated.js';
import { MySubscriptionsDocument } from '../subscriptions/my-subscriptions.generated.js';
import { ShopSubscriptionSignUpDocument } from './shop-subscriptions.generated.js';

/**
 * A sign-up paid by direct debit: nothing is paid online, the order is delivered at once (its invoice collected with
 * the next batch), so the new subscription shows on My subscriptions straight away.
 */
export const useSignUpByDirectDebit = () => useGraphQLMutation(CreateFinanceOrderDocument, { invalidates: [MySubscriptionsDocument, ShopSubscriptionSignUpDocument] });
