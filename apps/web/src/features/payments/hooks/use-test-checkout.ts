import { useMutation } from '@tanstack/react-query';
import {
  CompletePaymentTestCheckoutDocument,
  PaymentTestCheckoutDocument,
  type PaymentTestCheckoutOutcome,
} from '../payments.generated.js';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import { prefetchGraphQLQuery, useGraphQLQuery } from '../../../lib/use-graphql-query.js';

/**
 * The test checkout and the payer's choice. The answer's path leaves this page with a full load, as the
 * return from a hosted checkout would; a declined card keeps the page with its message.
 */
export function useTestCheckout(sessionId: string) {
  const { data, isPending, error } = useGraphQLQuery(PaymentTestCheckoutDocument, { sessionId });
  const mutation = useMutation({
    mutationFn: ({ outcome, cardNumber }: { outcome: PaymentTestCheckoutOutcome; cardNumber: string | null }) =>
      graphqlRequest(CompletePaymentTestCheckoutDocument, { sessionId, outcome, cardNumber }),
    onSuccess: ({ completePaymentTestCheckout: { redirectPath } }) => {
      if (redirectPath) window.location.assign(redirectPath);
    },
  });
  return {
    checkout: data?.paymentTestCheckout ?? null,
    loading: isPending,
    error,
    /** `cardNumber`: the test card a checkout that keeps the card keeps (null: the default, 4242…). */
    choose: (outcome: PaymentTestCheckoutOutcome, cardNumber: string | null = null) => mutation.mutate({ outcome, cardNumber }),
    choosing: mutation.isPending || (mutation.isSuccess && Boolean(mutation.data.completePaymentTestCheckout.redirectPath)),
    message: mutation.data?.completePaymentTestCheckout.message ?? (mutation.error ? mutation.error.message : null),
  };
}

/** Asks for the test checkout before its page has loaded (the router's preload). */
export const prefetchTestCheckout = (sessionId: string) => prefetchGraphQLQuery(PaymentTestCheckoutDocument, { sessionId });
