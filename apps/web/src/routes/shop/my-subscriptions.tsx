import { Alert, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { EmptyState } from '../../components/empty-state.js';
import { PageTitle } from '../../components/page-title.js';
import { MySubscriptionCard } from '../../features/subscriptions/components/my-subscription-card.js';
import { SavedCardsPanel } from '../../features/subscriptions/components/saved-cards-panel.js';
import { MySubscriptionsDocument } from '../../features/subscriptions/my-subscriptions.generated.js';
import { RequireLogin } from '../../features/session/require-login.js';
import { useGraphQLQuery } from '../../lib/use-graphql-query.js';

function MySubscriptions() {
  const { data, isPending, error } = useGraphQLQuery(MySubscriptionsDocument, {});
  if (isPending) return <Text>Loading Data...</Text>;
  if (error) return <Alert color="red" variant="outline" title="Error loading subscriptions :(">{error.message}</Alert>;
  const subscriptions = data.accountSubscriptions.edges.map((edge) => edge.node);
  if (subscriptions.length === 0) return <EmptyState buttonLabel="Start Shopping" to="/shop/subscriptions" />;
  return (
    <Stack gap="sm">
      {subscriptions.map((subscription) => (
        <MySubscriptionCard key={subscription.id} subscription={subscription} />
      ))}
      <SavedCardsPanel mayRetire showCharges={false} />
    </Stack>
  );
}

/** /shop/my-subscriptions: the member's subscriptions, their pauses, pausing or cancelling one, and the saved card. */
export default function MySubscriptionsPage() {
  // Arrived from a sign-up paid by direct debit (nothing paid online): say it went through.
  const signedUp = (useLocation().state as { signedUp?: string } | null)?.signedUp;
  return (
    <Stack gap="md">
      <PageTitle>My subscriptions</PageTitle>
      {signedUp !== undefined && (
        <Alert color="teal.9" variant="outline" title="Thank you for signing up!" role="status">
          Your subscription {signedUp} is active from its start date. Its first invoice is collected by direct debit.
        </Alert>
      )}
      <RequireLogin>
        <MySubscriptions />
      </RequireLogin>
    </Stack>
  );
}
