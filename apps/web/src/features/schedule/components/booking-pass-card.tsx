import { Button, Group, Paper } from '@mantine/core';
import { ClasspassSummary } from '../../classpasses/components/classpass-summary.js';
import type { ClasspassBookingOption } from '../types.js';
import type { BookWith } from '../hooks/use-reserve-class.js';

interface BookingPassCardProps {
  option: ClasspassBookingOption;
  /** False when the class cannot be reserved online (bookingStatus not OK). */
  bookable: boolean;
  reserving: boolean;
  onReserve: (bookWith: BookWith) => void;
}

/** One of the member's passes offered for this class, with 'Use Pass to Reserve'. */
export function BookingPassCard({ option, bookable, reserving, onReserve }: BookingPassCardProps) {
  const { accountClasspass } = option;
  return (
    <Paper withBorder p="md" radius="md" data-testid="booking-pass">
      <Group justify="space-between">
        <ClasspassSummary classpass={accountClasspass} />
        <Button disabled={!bookable || !option.allowed} loading={reserving} onClick={() => onReserve({ accountClasspass: accountClasspass.id })}>
          Use Pass to Reserve
        </Button>
      </Group>
    </Paper>
  );
}
