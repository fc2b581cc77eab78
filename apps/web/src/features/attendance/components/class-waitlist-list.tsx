import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ClassAttendanceListQuery } from '../attendance.generated.js';

type WaitlistRow = ClassAttendanceListQuery['scheduleClassAttendanceList']['waitlist'][number];

/** A class's waitlist on its attendance screen: who waits, in line order; those whose turn came without a pass are flagged. */
export function ClassWaitlistList({ rows }: { rows: WaitlistRow[] | undefined }) {
  if (!rows || rows.length === 0) return <Text c="dimmed">Nobody is waiting for a place.</Text>;
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Waitlist">
      {rows.map((row) => (
        <Group key={row.accountId} component="li" gap="sm">
          <Text fw={600}>{row.position}.</Text>
          <Text>
            {row.firstName} {row.lastName}
          </Text>
          {row.toldUnusable && (
            <Badge color="orange" variant="light" style={{ overflow: 'visible' }}>
              No usable pass when their turn came
            </Badge>
          )}
        </Group>
      ))}
    </Stack>
  );
}
