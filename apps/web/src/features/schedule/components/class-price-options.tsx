import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { rememberPurchaseReturn } from '../../classpasses/purchase-return.js';
import { usePlaceOrder } from '../../checkout/hooks/use-place-order.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';
import type { BookingOptions } from '../types.js';

interface ClassPriceOptionsProps {
  scheduleItemId: string;
  date: string;
  options: BookingOptions;
  /** False when the class cannot be reserved online (bookingStatus not OK). */
  bookable: boolean;
}

/**
 * The class's drop-in and trial prices (trial hidden once the account reached its trial limit): buying one
 * orders the pass together with this class occurrence, pays like any pass, and the success page returns here.
 */
export function ClassPriceOptions({ scheduleItemId, date, options, bookable }: ClassPriceOptionsProps) {
  const { placeOrder, placing } = usePlaceOrder();
  const format = useClubFormats();
  const { organizationClasspassDropin: dropin, organizationClasspassTrial: trial } = options.scheduleItemPrices;
  const prices = [
    dropin && { kind: 'Drop-in class', classpass: dropin },
    trial && !options.account.hasReachedTrialLimit && { kind: 'Trial class', classpass: trial },
  ].filter((price) => !!price);
  if (prices.length === 0) return null;

  const buy = (organizationClasspass: string) => {
    rememberPurchaseReturn();
    placeOrder({ organizationClasspass, scheduleItem: scheduleItemId, attendanceDate: date, message: '' });
  };
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Pay for this class only
      </Title>
      {prices.map(({ kind, classpass }) => (
        <Paper key={classpass.id} withBorder p="md" radius="md" data-testid="class-price">
          <Group justify="space-between">
            <Stack gap={2}>
              <Text fw={600}>{kind}</Text>
              <Text size="sm">{classpass.name}</Text>
              <Text fw={700}>{format.money(classpass.price)}</Text>
            </Stack>
            <Button disabled={!bookable} loading={placing} onClick={() => buy(classpass.id)} aria-label={`Buy ${kind.toLowerCase()} and book`}>
              Buy and book
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
