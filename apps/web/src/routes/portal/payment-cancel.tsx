import { Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { purchaseCancelPath } from '../../features/classpasses/purchase-return.js';
import { useDeleteUnpaidOrder } from '../../features/checkout/hooks/use-delete-unpaid-order.js';
import { navigateTo } from '../../lib/navigation.js';
import { useQueryParams } from '../../lib/use-query-params.js';

/**
 * /payment/cancel/?id=: the member gave up at the payment page. Their unpaid order is deleted and, whether that
 * worked or not, they go back to the saved cancel path (spec section 2).
 */
export default function PaymentCancelPage() {
  const [params] = useQueryParams();
  const id = params.get('id');
  // Once per visit, also under StrictMode's double effects.
  const sent = useRef(false);
  const { mutateAsync: deleteOrder } = useDeleteUnpaidOrder();
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const deleted = id ? deleteOrder({ input: { id, fromUser: true } }) : Promise.resolve();
    void deleted.catch(() => undefined).finally(() => navigateTo(purchaseCancelPath()));
  }, [id, deleteOrder]);
  return <Text>Redirecting...</Text>;
}
