import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { PageTitle } from '../../components/page-title.js';
import { ShopSubscriptionCard } from '../../features/shop-subscriptions/components/shop-subscription-card.js';
import { useShopSubscriptions } from '../../features/shop-subscriptions/use-shop-subscriptions.js';
import { EmptyState } from '../../components/empty-state.js';

/** /shop/subscriptions: the subscriptions on sale; anyone may look, signing up asks to sign in. */
export default function ShopSubscriptionsPage() {
  const { data, isPending, error } = useShopSubscriptions();
  return (
    <Stack gap="md">
      <PageTitle>Subscriptions</PageTitle>
      {isPending ? (
        <Text>Loading Data...</Text>
      ) : error ? (
        <Alert color="red" variant="outline" title="Error loading subscriptions :(">
          {error.message}
        </Alert>
      ) : data.shopSubscriptions.length === 0 ? (
        <EmptyState buttonLabel="Start Shopping" to="/shop/classpasses" />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {data.shopSubscriptions.map((subscription) => (
            <ShopSubscriptionCard key={subscription.id} subscription={subscription} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
