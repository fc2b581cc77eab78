import { modals } from '@mantine/modals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import { operationKey } from '../../../lib/operation-key.js';
import { toastDanger, toastSuccess } from '../../../lib/toast.js';
import { FinanceInvoicesDocument } from '../invoices.generated.js';
import { FinanceOrderDocument, FinanceOrdersDocument, UpdateFinanceOrderDocument } from '../orders.generated.js';

/**
 * Staff set an order to Delivered by hand, after a confirmation: the spec's hint, delivering manually sells the
 * pass (and books the class of a drop-in) and creates the invoice. The order and the lists are read again.
 */
export function useDeliverOrder(orderId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => graphqlRequest(UpdateFinanceOrderDocument, { input: { id: orderId, status: 'DELIVERED' } }),
    onSuccess: () => toastSuccess('Order delivered'),
    onError: (error) => toastDanger(error.message),
    onSettled: () =>
      Promise.all(
        [FinanceOrderDocument, FinanceOrdersDocument, FinanceInvoicesDocument].map((document) =>
          queryClient.invalidateQueries({ queryKey: operationKey(document) }),
        ),
      ),
  });
  const confirmDelivery = () =>
    modals.openConfirmModal({
      title: 'Set this order to Delivered?',
      children: 'Setting the status to Delivered delivers the order manually and creates an invoice.',
      labels: { confirm: 'Set Delivered', cancel: 'Go back' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () => mutation.mutate(),
    });
  return { confirmDelivery, delivering: mutation.isPending };
}
