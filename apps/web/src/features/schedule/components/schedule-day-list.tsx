import { SimpleGrid, Text } from '@mantine/core';
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
    // A week on a wide screen is read in columns of days, not as one long page (ui-notes).
    <SimpleGrid cols={range.dateFrom === range.dateUntil ? 1 : { base: 1, md: 2, lg: 3 }} spacing="lg" verticalSpacing="xl">
      {listedDays(range, days).map((day) => (
        <ScheduleDay key={day.date} date={day.date} classes={day.classes} />
      ))}
    </SimpleGrid>
  );
}
