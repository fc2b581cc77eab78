import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import { toastDanger } from '../../../lib/toast.js';
import { CHECKOUT_URL_MISSING } from '../../checkout/hooks/use-place-order.js';
import { CreateFinanceInvoicePaymentLinkDocument } from '../invoices.generated.js';

/**
 * Pays an open invoice online: asks for a payment link for its balance and sends the browser there (a payment
 * provider's page, or the built-in test checkout), which returns to the invoice with `?payment=success|cancel`.
 * A refusal (already paid, say) shows why and gives the button back.
 */
export function usePayInvoice(invoiceId: string) {
  const mutation = useMutation({
    mutationFn: async () => {
      const answer = await graphqlRequest(CreateFinanceInvoicePaymentLinkDocument, { id: invoiceId });
      return answer.createFinanceInvoicePaymentLink.financeInvoicePaymentLink.paymentLink || null;
    },
    onSuccess: (paymentLink) => {
      if (paymentLink) window.location.assign(paymentLink);
      else console.error(CHECKOUT_URL_MISSING);
    },
    onError: (error) => toastDanger(error.message),
  });
  return { pay: () => mutation.mutate(), paying: mutation.isPending || (mutation.isSuccess && mutation.data !== null) };
}
