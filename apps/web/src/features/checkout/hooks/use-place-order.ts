import { useMutation } from '@tanstack/react-query';
import type { CreateFinanceOrderInput } from '../../../graphql-types.generated.js';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import { toastDanger } from '../../../lib/toast.js';
import { CreateFinanceOrderDocument, CreateFinanceOrderPaymentLinkDocument } from '../checkout.generated.js';

/** Spec section 8: logged (not shown) when the payment-link answer has no link. */
export const CHECKOUT_URL_MISSING = 'Checkout URL not found in response.';

/** The order was refused: the member sees why (spec section 8, a danger toast) and may try again. */
class OrderRefused extends Error {}

async function orderAndPaymentLink(input: CreateFinanceOrderInput): Promise<string | null> {
  const order = await graphqlRequest(CreateFinanceOrderDocument, { input }).catch((error: unknown) => {
    throw new OrderRefused(error instanceof Error ? error.message : String(error));
  });
  const { createFinanceOrderPaymentLinkStripe: answer } = await graphqlRequest(CreateFinanceOrderPaymentLinkDocument, {
    id: order.createFinanceOrder.financeOrder.id,
  });
  return answer.financeOrderPaymentLink?.paymentLink || null;
}

/**
 * Spec section 4, "Single class pass checkout": creates the order, then its payment link, then sends the browser
 * to the link (a payment provider's page, or the built-in test checkout). `placing` stays true while the browser
 * leaves; every failure (section 8) gives the button back.
 */
export function usePlaceOrder() {
  const mutation = useMutation({
    mutationFn: orderAndPaymentLink,
    onSuccess: (paymentLink) => {
      if (paymentLink) window.location.assign(paymentLink);
      else console.error(CHECKOUT_URL_MISSING);
    },
    onError: (error) => {
      // A failed payment-link call only resets the button (section 8); the client has logged its reason.
      if (error instanceof OrderRefused) toastDanger(error.message);
    },
  });
  return {
    placeOrder: (input: CreateFinanceOrderInput) => mutation.mutate(input),
    placing: mutation.isPending || (mutation.isSuccess && mutation.data !== null),
  };
}
