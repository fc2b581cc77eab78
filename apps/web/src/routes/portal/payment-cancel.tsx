import { Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { purchaseCancelPath } from '../../features/classpasses/purchase-return.js';
import { DeleteFinanceOrderDocument } from '../../features/checkout/checkout.generated.js';
import { graphqlRequest } from '../../lib/graphql-client.js';
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
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const deleted = id ? graphqlRequest(DeleteFinanceOrderDocument, { input: { id, fromUser: true } }) : Promise.resolve();
    void deleted.catch(() => undefined).finally(() => navigateTo(purchaseCancelPath()));
  }, [id]);
  return <Text>Redirecting...</Text>;
}
