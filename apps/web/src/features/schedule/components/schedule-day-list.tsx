import { SimpleGrid, Text } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { useFetchScheduleClasses } from '../hooks/use-fetch-schedule-classes.js';
import { useFetchMyClassBookings } from '../hooks/use-fetch-my-class-bookings.js';
import { listedDays } from '../listed-classes.js';
import type { DateRange } from '../schedule-week.js';
import type { ScheduleClass } from '../types.js';
import { ScheduleDay } from './schedule-day.js';

const NOTHING_YET: { date: string; classes: ScheduleClass[] }[] = [];

/** The classes of the selected range, day by day, the member's own marked; a failed query renders nothing (spec section 8). */
export function ScheduleDayList({ range }: { range: DateRange }) {
  const { days, loading, error } = useFetchScheduleClasses(range);
  const myBookings = useFetchMyClassBookings(range);
  // A week is about a hundred rows: React builds them as a background transition in small slices, so a phone
  // stays responsive (and the page paints its strip first) instead of freezing for one long task.
  const { dateFrom, dateUntil } = range;
  const current = useMemo(
    () => (loading || error ? NOTHING_YET : listedDays({ dateFrom, dateUntil }, days)),
    [dateFrom, dateUntil, days, loading, error],
  );
  const listed = useDeferredValue(current, NOTHING_YET);
  if (loading) return <Text>Loading classes...</Text>;
  if (error) return null;
  return (
    // A week on a wide screen is read in columns of days, not as one long page (ui-notes).
    <SimpleGrid cols={dateFrom === dateUntil ? 1 : { base: 1, md: 2, lg: 3 }} spacing="lg" verticalSpacing="xl">
      {listed.map((day) => (
        <ScheduleDay key={day.date} date={day.date} classes={day.classes} myBookings={myBookings} />
      ))}
    </SimpleGrid>
  );
}
