import { Stack } from '@mantine/core';
import type { BookWith } from '../hooks/use-reserve-class.js';
import type { ClasspassBookingOption, SubscriptionBookingOption } from '../types.js';
import { BookingPassCard } from './booking-pass-card.js';
import { BookingSubscriptionCard } from './booking-subscription-card.js';

interface BookingPassListProps {
  options: ClasspassBookingOption[];
  subscriptions: SubscriptionBookingOption[];
  bookable: boolean;
  reservingWith: string | null;
  onReserve: (bookWith: BookWith) => void;
}

/** The member's subscriptions and passes offered for one class, subscriptions first (their credits come with the month). */
export function BookingPassList({ options, subscriptions, bookable, reservingWith, onReserve }: BookingPassListProps) {
  const free = bookable && reservingWith === null;
  return (
    <Stack gap="sm">
      {subscriptions.map((option) => (
        <BookingSubscriptionCard
          key={option.accountSubscription.id}
          option={option}
          bookable={free}
          reserving={reservingWith === option.accountSubscription.id}
          onReserve={onReserve}
        />
      ))}
      {options.map((option) => (
        <BookingPassCard key={option.accountClasspass.id} option={option} bookable={free} reserving={reservingWith === option.accountClasspass.id} onReserve={onReserve} />
      ))}
    </Stack>
  );
}
