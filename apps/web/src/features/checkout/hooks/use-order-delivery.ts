import { ORDER_POLL_INTERVAL_MS } from '@kiai/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { navigateTo } from '../../../lib/navigation.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { purchaseNextPath } from '../../classpasses/purchase-return.js';
import { purchaseReturnState } from '../../classpasses/purchase-return-state.js';
import { useCurrentUser } from '../../session/use-current-user.js';
import { PaymentOrderStatusDocument } from '../checkout.generated.js';

/** Long enough to read 'Payment successful! Redirecting...' before the return path opens. */
const SUCCESS_READ_MS = 1500;

/**
 * Spec section 4, "Order on the success page": reads the order every 3000 ms until it is DELIVERED (paid and
 * fulfilled; every other status means "awaiting confirmation"), then goes to the saved return path, telling that page
 * what was bought (the pass list says "Your pass is ready"). A failed
 * read stops the polling: someone else's or an unknown id never turns into a success.
 */
export function useOrderDelivery(orderId: string | null) {
  const { data, isPending, error } = useGraphQLQuery(PaymentOrderStatusDocument, orderId ? { id: orderId } : null, {
    refetchInterval: (query) => (query.state.status === 'error' || query.state.data?.financeOrder.status === 'DELIVERED' ? false : ORDER_POLL_INTERVAL_MS),
  });
  const delivered = data?.financeOrder.status === 'DELIVERED';
  // One string (a name a line): the re-read after delivery must not restart the redirect's timer.
  const purchased = data?.financeOrder.items.edges.map((edge) => edge.node.productName).join('\n') ?? '';
  const queryClient = useQueryClient();
  const { refetch: refreshUser } = useCurrentUser();
  useEffect(() => {
    if (!delivered) return;
    // The new pass, a booked class and a reached trial limit show wherever the member goes next.
    void refreshUser();
    void queryClient.invalidateQueries();
    const state = purchaseReturnState(purchased.split('\n').filter(Boolean));
    const timer = window.setTimeout(() => navigateTo(purchaseNextPath(), state), SUCCESS_READ_MS);
    return () => window.clearTimeout(timer);
  }, [delivered, purchased, queryClient, refreshUser]);
  return { loading: orderId !== null && isPending, failed: orderId === null || error !== null, delivered };
}
