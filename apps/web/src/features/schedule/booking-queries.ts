import type { QueryClient } from '@tanstack/react-query';
import { AccountClasspassesDocument } from '../classpasses/classpasses.generated.js';
import { MyClassBookingsDocument, ScheduleClassBookingOptionsDocument, ScheduleClassesDocument, ScheduleItemAttendancesDocument } from './schedule.generated.js';
import { operationKey } from '../../lib/operation-key.js';

/**
 * A booking, cancellation or rebooking changes spaces left, the member's classes and booking options and the
 * classes remaining on a pass: every cached answer that shows one of them is fetched again.
 */
export function invalidateBookingQueries(queryClient: QueryClient): Promise<void> {
  const documents = [ScheduleClassesDocument, MyClassBookingsDocument, ScheduleClassBookingOptionsDocument, ScheduleItemAttendancesDocument, AccountClasspassesDocument];
  return Promise.all(documents.map((document) => queryClient.invalidateQueries({ queryKey: operationKey(document) }))).then(() => undefined);
}
