import { Button, Group, Paper, Text } from '@mantine/core';
import { useWaitlist } from '../hooks/use-waitlist.js';

interface ClassWaitlistProps {
  scheduleItemId: string;
  date: string;
  waitlist: { open: boolean; position?: number | null | undefined };
}

/** A full class's waitlist on its booking page: 'Join waitlist', or the member's position with 'Leave waitlist'. */
export function ClassWaitlist({ scheduleItemId, date, waitlist }: ClassWaitlistProps) {
  const { join, leave, busy } = useWaitlist(scheduleItemId, date);
  const position = waitlist.position ?? null;
  if (position === null && !waitlist.open) return null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="class-waitlist">
      {position === null ? (
        <Group justify="space-between" gap="sm">
          <Text>This class is full. Join the waitlist: when a place comes free you are booked with your pass and mailed.</Text>
          <Button onClick={join} loading={busy}>
            Join waitlist
          </Button>
        </Group>
      ) : (
        <Group justify="space-between" gap="sm">
          <Text fw={600}>Waitlist: position {position}</Text>
          <Button variant="default" onClick={leave} loading={busy}>
            Leave waitlist
          </Button>
        </Group>
      )}
    </Paper>
  );
}
