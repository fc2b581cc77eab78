import { Button, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.js';
import { PurchaseClasspassDocument } from '../../features/checkout/checkout.generated.js';
import { PurchaseSummary } from '../../features/checkout/components/purchase-summary.js';
import { TrialLimitNotice } from '../../features/checkout/components/trial-limit-notice.js';
import { usePlaceOrder } from '../../features/checkout/hooks/use-place-order.js';
import { RequireLogin } from '../../features/session/require-login.js';
import { useGraphQLQuery } from '../../lib/use-graphql-query.js';

function Purchase({ id }: { id: string }) {
  const { data, isPending, error } = useGraphQLQuery(PurchaseClasspassDocument, { id });
  const { placeOrder, placing } = usePlaceOrder();
  if (isPending) return <Text>Loading Data...</Text>;
  if (error) return <Text c="red">Error: {error.message}</Text>;

  const classpass = data.organizationClasspass;
  const trialUsedUp = classpass.trialPass && data.user.hasReachedTrialLimit;
  return (
    <Stack gap="md" maw={560}>
      <PurchaseSummary classpass={classpass} />
      {trialUsedUp ? (
        <TrialLimitNotice />
      ) : (
        <Button size="md" loading={placing} onClick={() => placeOrder({ organizationClasspass: classpass.id, message: '' })}>
          Place an order
        </Button>
      )}
    </Stack>
  );
}

/** /purchase/{id}/: the order of one class pass; 'Place an order' goes on to the payment page. */
export default function PurchasePage() {
  const { id = '' } = useParams();
  return (
    <Stack gap="md">
      <PageTitle>Checkout</PageTitle>
      <RequireLogin>
        <Purchase id={id} />
      </RequireLogin>
    </Stack>
  );
}
