import { Stack, Text, Title } from '@mantine/core';
import { formatDayHeading } from '../dates.js';
import type { ScheduleClass } from '../types.js';
import { ScheduleClassCard } from './schedule-class-card.js';

/** One day of the schedule: its heading and its classes, or 'No available classes'. */
export function ScheduleDay({ date, classes }: { date: string; classes: ScheduleClass[] }) {
  return (
    <Stack gap="xs" component="section" aria-label={formatDayHeading(date)}>
      <Title order={2} size="h4">
        {formatDayHeading(date)}
      </Title>
      {classes.length === 0 ? (
        <Text c="dimmed">No available classes</Text>
      ) : (
        classes.map((scheduleClass) => <ScheduleClassCard key={scheduleClass.scheduleItemId} scheduleClass={scheduleClass} />)
      )}
    </Stack>
  );
}
