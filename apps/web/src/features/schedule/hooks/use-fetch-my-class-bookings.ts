import { useMemo } from 'react';
import { MyClassBookingsDocument } from '../schedule.generated.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { useCurrentUser } from '../../session/use-current-user.js';
import type { DateRange } from '../schedule-week.js';
import { occurrenceKey, type MyBookings } from '../my-bookings.js';

/**
 * The signed-in member's own bookings of the shown range, by class occurrence; nothing is asked for a visitor, so
 * the week itself stays the one answer the server caches for everyone.
 */
export function useFetchMyClassBookings({ dateFrom, dateUntil }: DateRange): MyBookings {
  const { user } = useCurrentUser();
  const { data } = useGraphQLQuery(MyClassBookingsDocument, user ? { dateFrom, dateUntil } : null);
  return useMemo(() => new Map((data?.myClassBookings ?? []).map((booking) => [occurrenceKey(booking.scheduleItemId, booking.date), booking])), [data]);
}
