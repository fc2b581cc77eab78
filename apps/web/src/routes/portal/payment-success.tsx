import { Alert, Stack, Text } from '@mantine/core';
import { useQueryParams } from '../../lib/use-query-params.js';
import { PageTitle } from '../../components/page-title.js';
import { useOrderDelivery } from '../../features/checkout/hooks/use-order-delivery.js';
import { RequireLogin } from '../../features/session/require-login.js';

function PaymentStatus({ orderId }: { orderId: string | null }) {
  const { loading, failed, delivered } = useOrderDelivery(orderId);
  if (loading) return <Text>Loading order...</Text>;
  if (failed) return <Alert color="red" variant="outline" title="Failed to load payment status." />;
  if (delivered) return <Alert color="green" variant="light" title="Payment successful! Redirecting..." />;
  return <Text>Awaiting payment confirmation...</Text>;
}

/** /payment/success/?id=: where the payment provider returns the member; the order is read until it is delivered. */
export default function PaymentSuccessPage() {
  const [params] = useQueryParams();
  return (
    <Stack gap="md">
      <PageTitle>Payment</PageTitle>
      <RequireLogin>
        <PaymentStatus orderId={params.get('id')} />
      </RequireLogin>
    </Stack>
  );
}
