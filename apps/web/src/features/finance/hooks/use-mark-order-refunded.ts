import { toastDanger, toastSuccess } from '../../../lib/toast.js';
import { useGraphQLMutation } from '../../../lib/use-graphql-mutation.js';
import { FinanceOrderDocument } from '../orders.generated.js';
import { FinanceOrderRefundsDueDocument, MarkFinanceOrderRefundedDocument } from '../refunds-due.generated.js';

/** Staff mark an order refunded by hand; the refunds due and the order are read again, even after a refusal. */
export const useMarkOrderRefunded = (orderNumber: number) =>
  useGraphQLMutation(MarkFinanceOrderRefundedDocument, {
    invalidates: [FinanceOrderRefundsDueDocument, FinanceOrderDocument],
    invalidateAfter: 'settled',
    onSuccess: () => toastSuccess(`Order ${orderNumber} marked refunded`),
    onError: (error) => toastDanger(`The order could not be marked refunded: ${error.message}`),
  });
