import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ShopSubscriptionsQuery } from '../shop-subscriptions.generated.js';
import { HtmlDescription } from '../../classpasses/components/html-description.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';

export type ShopSubscription = ShopSubscriptionsQuery['shopSubscriptions'][number];

/** One subscription on sale: what it gives, its terms, its monthly price and 'Sign up'. */
export function ShopSubscriptionCard({ subscription }: { subscription: ShopSubscription }) {
  const format = useClubFormats();
  return (
    <Card withBorder padding="lg" radius="md" data-testid="shop-subscription-card">
      <Stack gap="xs" h="100%">
        <Title order={2} size="h3">
          {subscription.name}
        </Title>
        <Text fw={600}>{subscription.classesDisplay}</Text>
        <HtmlDescription html={subscription.description} />
        <Text size="sm">Minimum duration: {subscription.minimumDurationDisplay}</Text>
        <Text size="sm">Notice period: {subscription.noticePeriodDisplay}</Text>
        {subscription.requiredMembershipName && <Text size="sm">Requires the membership {subscription.requiredMembershipName}</Text>}
        {Number(subscription.registrationFee) > 0 && <Text size="sm">Registration fee: {format.money(subscription.registrationFee)} (once)</Text>}
        <Text fw={700} size="xl" mt="auto">
          {subscription.price === null ? 'No price yet' : `${format.money(subscription.price)} a month`}
        </Text>
        <Button component={Link} to={`/shop/subscriptions/${encodeURIComponent(subscription.id)}`} aria-label={`Sign up for ${subscription.name}`}>
          Sign up
        </Button>
      </Stack>
    </Card>
  );
}
