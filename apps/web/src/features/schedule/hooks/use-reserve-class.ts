import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreateScheduleItemAttendanceDocument } from '../schedule.generated.js';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import { toastDanger } from '../../../lib/toast.js';
import { invalidateBookingQueries } from '../booking-queries.js';

/** What a member books with: one of their class passes or one of their subscriptions, by its global id. */
export type BookWith = { accountClasspass: string } | { accountSubscription: string };

const idOf = (bookWith: BookWith) => ('accountClasspass' in bookWith ? bookWith.accountClasspass : bookWith.accountSubscription);

/**
 * Books a class occurrence with one of the member's class passes or subscriptions. A refused booking shows the
 * catalogue's 'Unable to book class' (the client has logged the server's reason).
 */
export function useReserveClass(scheduleItemId: string, date: string, onReserved: (attendanceId: string) => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (bookWith: BookWith) =>
      graphqlRequest(CreateScheduleItemAttendanceDocument, {
        input: {
          scheduleItem: scheduleItemId,
          ...bookWith,
          date,
          attendanceType: 'accountClasspass' in bookWith ? 'CLASSPASS' : 'SUBSCRIPTION',
          onlineBooking: true,
          bookingStatus: 'BOOKED',
        },
      }),
    onSuccess: ({ createScheduleItemAttendance }) => {
      onReserved(createScheduleItemAttendance.scheduleItemAttendance.id);
      return invalidateBookingQueries(queryClient);
    },
    onError: () => toastDanger('Unable to book class'),
  });

  return { reserve: (bookWith: BookWith) => mutation.mutate(bookWith), reservingWith: mutation.isPending && mutation.variables ? idOf(mutation.variables) : null };
}
