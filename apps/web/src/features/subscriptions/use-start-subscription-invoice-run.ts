import { toastSuccess } from '../../lib/toast.js';
import { useGraphQLMutation } from '../../lib/use-graphql-mutation.js';
import { StartSubscriptionInvoiceRunDocument, SubscriptionInvoiceRunsDocument } from './subscription-invoice-runs.generated.js';

/** Staff start a month's subscription invoices; the list of runs is read again. */
export const useStartSubscriptionInvoiceRun = () =>
  useGraphQLMutation(StartSubscriptionInvoiceRunDocument, {
    invalidates: [SubscriptionInvoiceRunsDocument],
    onSuccess: () => toastSuccess('The invoice run is queued'),
  });
