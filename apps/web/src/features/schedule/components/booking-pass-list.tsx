import { Stack } from '@mantine/core';
import type { ClasspassBookingOption } from '../types.js';
import { BookingPassCard } from './booking-pass-card.js';

interface BookingPassListProps {
  options: ClasspassBookingOption[];
  bookable: boolean;
  reservingWith: string | null;
  onReserve: (accountClasspassId: string) => void;
}

export function BookingPassList({ options, bookable, reservingWith, onReserve }: BookingPassListProps) {
  return (
    <Stack gap="sm">
      {options.map((option) => (
        <BookingPassCard
          key={option.accountClasspass.id}
          option={option}
          bookable={bookable && reservingWith === null}
          reserving={reservingWith === option.accountClasspass.id}
          onReserve={onReserve}
        />
      ))}
    </Stack>
  );
}
