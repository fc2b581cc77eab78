import { Alert, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { slotTime24 } from '../../../lib/club-formats.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';
import { useFetchAvailableSlots } from '../hooks/use-fetch-available-slots.js';
import { slotStart } from '../wizard-state.js';

interface SlotPickerProps {
  date: string;
  trainerId: number;
  serviceId: number;
  chosen: Date | null;
  onChoose: (start: Date) => void;
}

/**
 * The trainer's free start times on the day ('hh:mm A', the spec's labels, kept as the buttons' text) with the 24-hour
 * time under each where the club shows times on the 24-hour clock, the spec's texts when there are none, or the
 * server's warning.
 */
export function SlotPicker({ date, trainerId, serviceId, chosen, onChoose }: SlotPickerProps) {
  const { slots, loading, warning } = useFetchAvailableSlots({ date, trainerId, serviceId });
  const { uses24Hours } = useClubFormats();
  if (loading) return <Text>Loading Data...</Text>;
  if (warning) {
    return (
      <Alert color="yellow" variant="light" data-testid="slots-warning">
        {warning}
      </Alert>
    );
  }
  if (slots.length === 0) {
    return (
      <Stack gap={4}>
        <Text fw={600}>No available slots for the selected day.</Text>
        <Text>Please choose another date to continue.</Text>
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs" role="group" aria-label="Available times">
      {slots.map((slot, index) => {
        const start = slotStart(date, slot);
        const selected = chosen !== null && dayjs(chosen).isSame(start);
        const time24 = uses24Hours ? slotTime24(slot) : null;
        return (
          // The fall-back day lists its repeated hour twice under the same labels.
          <Stack key={`${index}-${slot}`} gap={2} align="stretch">
            <Button variant={selected ? 'filled' : 'default'} aria-pressed={selected} onClick={() => onChoose(start)} px={4}>
              {slot}
            </Button>
            {time24 && (
              <Text size="xs" ta="center" data-testid="slot-time-24">
                {time24}
              </Text>
            )}
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
