import { SCHEDULE_CLASS_BOOKING_OPTIONS_QUERY } from '../graphql.js';
import type { BookingOptions, ScheduleClass } from '../types.js';
import { useFetchQuery } from '../../../lib/useFetchQuery.js';

interface BookingOptionsData {
  scheduleClass: ScheduleClass;
  scheduleClassBookingOptions: BookingOptions;
}

/** One class occurrence and how the signed-in member may book it. */
export function useFetchBookingOptions(scheduleItemId: string, date: string) {
  const { data, loading, error, refetch } = useFetchQuery<BookingOptionsData>(SCHEDULE_CLASS_BOOKING_OPTIONS_QUERY, {
    scheduleItem: scheduleItemId,
    date,
  });
  return { scheduleClass: data?.scheduleClass ?? null, options: data?.scheduleClassBookingOptions ?? null, loading, error, refetch };
}
