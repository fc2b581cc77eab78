import { Stack, Text } from '@mantine/core';
import { useFetchScheduleClasses } from '../hooks/useFetchScheduleClasses.js';
import { listedDays } from '../listed-classes.js';
import type { DateRange } from '../schedule-week.js';
import { ScheduleDay } from './schedule-day.js';

/** The classes of the selected range, day by day; a failed query renders nothing (spec section 8). */
export function ScheduleDayList({ range }: { range: DateRange }) {
  const { days, loading, error } = useFetchScheduleClasses(range);
  if (loading) return <Text>Loading classes...</Text>;
  if (error) return null;
  return (
    <Stack gap="xl">
      {listedDays(range, days).map((day) => (
        <ScheduleDay key={day.date} date={day.date} classes={day.classes} />
      ))}
    </Stack>
  );
}
