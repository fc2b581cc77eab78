import { Stack, Text, Title } from '@mantine/core';
import { formatDayHeading } from '../dates.js';
import { occurrenceKey, type MyBookings } from '../my-bookings.js';
import type { ScheduleClass } from '../types.js';
import { ScheduleClassCard } from './schedule-class-card.js';
import classes from './schedule-day.module.css';

/** One day of the schedule: its heading (sticky under the week strip on a phone) and its classes, or 'No available classes'. */
export function ScheduleDay({ date, classes: dayClasses, myBookings }: { date: string; classes: ScheduleClass[]; myBookings: MyBookings }) {
  return (
    <Stack gap="xs" component="section" aria-label={formatDayHeading(date)}>
      <Title order={2} size="h4" className={classes.heading}>
        {formatDayHeading(date)}
      </Title>
      {dayClasses.length === 0 ? (
        <Text c="dimmed">No available classes</Text>
      ) : (
        dayClasses.map((scheduleClass) => (
          <ScheduleClassCard key={scheduleClass.scheduleItemId} scheduleClass={scheduleClass} myBooking={myBookings.get(occurrenceKey(scheduleClass.scheduleItemId, scheduleClass.date))} />
        ))
      )}
    </Stack>
  );
}
