import { Paper, Text } from '@mantine/core';
import { useCheckInQueue } from './submit-check-in.js';

/**
 * On every kiosk page while the tablet is offline or check-ins wait to be sent: members see that their
 * check-in is kept, staff see how many wait. Announced politely to screen readers as it changes; named, so
 * it is told apart from the check-in's own outcome.
 */
export function OfflineStatusBar() {
  const { waiting, offline } = useCheckInQueue();
  const visible = offline || waiting.length > 0;
  return (
    <div role="status" aria-live="polite" aria-label="Connection">
      {visible && (
        <Paper bg="yellow.4" c="black" p="md" mb="xl" radius="md">
          <Text fz={28} fw={700}>
            {offline ? `offline, ${waiting.length} waiting` : `sending, ${waiting.length} waiting`}
          </Text>
        </Paper>
      )}
    </div>
  );
}
