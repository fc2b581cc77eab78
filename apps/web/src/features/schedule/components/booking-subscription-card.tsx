import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../dates.js';
import type { BookWith } from '../hooks/use-reserve-class.js';
import type { SubscriptionBookingOption } from '../types.js';

interface BookingSubscriptionCardProps {
  option: SubscriptionBookingOption;
  /** False when the class cannot be reserved online (bookingStatus not OK). */
  bookable: boolean;
  reserving: boolean;
  onReserve: (bookWith: BookWith) => void;
}

/** One of the member's subscriptions offered for this class: its credits on the class date, with 'Use Subscription to Reserve'. */
export function BookingSubscriptionCard({ option, bookable, reserving, onReserve }: BookingSubscriptionCardProps) {
  const { accountSubscription } = option;
  const { organizationSubscription } = accountSubscription;
  return (
    <Paper withBorder p="md" radius="md" data-testid="booking-subscription">
      <Group justify="space-between">
        <Stack gap={4}>
          <Title order={2} size="h5">
            {organizationSubscription.name}
          </Title>
          <Text size="sm">Credits on this date: {organizationSubscription.unlimited ? 'Unlimited' : option.creditsOnDate}</Text>
          <Text size="sm" c="dimmed">
            {formatDate(accountSubscription.dateStart)}
            {accountSubscription.dateEnd ? ` - ${formatDate(accountSubscription.dateEnd)}` : ''}
          </Text>
        </Stack>
        <Button disabled={!bookable || !option.allowed} loading={reserving} onClick={() => onReserve({ accountSubscription: accountSubscription.id })}>
          Use Subscription to Reserve
        </Button>
      </Group>
    </Paper>
  );
}
