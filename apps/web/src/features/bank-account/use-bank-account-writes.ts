import { useGraphQLMutation } from '../../lib/use-graphql-mutation.js';
import { ShopSubscriptionSignUpDocument } from '../shop-subscriptions/shop-subscriptions.generated.js';
import { CancelMyDirectDebitMandateDocument, MyDirectDebitMandateDocument, SignMyDirectDebitMandateDocument } from './bank-account.generated.js';

// A mandate signed or cancelled shows on the Bank account page and in a sign-up's ways to pay.
const MANDATE_QUERIES = [MyDirectDebitMandateDocument, ShopSubscriptionSignUpDocument];

/** The member signs a SEPA mandate for their own account. */
export const useSignMyDirectDebitMandate = () => useGraphQLMutation(SignMyDirectDebitMandateDocument, { invalidates: MANDATE_QUERIES });
/** The member cancels their mandate in force. */
export const useCancelMyDirectDebitMandate = () => useGraphQLMutation(CancelMyDirectDebitMandateDocument, { invalidates: MANDATE_QUERIES });
