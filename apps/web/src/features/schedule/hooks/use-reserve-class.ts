import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreateScheduleItemAttendanceDocument } from '../schedule.generated.js';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import { toastDanger } from '../../../lib/toast.js';
import { invalidateBookingQueries } from '../booking-queries.js';

/**
 * Books a class occurrence with one of the member's class passes. A refused booking shows the catalogue's
 * 'Unable to book class' (the client has logged the server's reason).
 */
export function useReserveClass(scheduleItemId: string, date: string, onReserved: () => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (accountClasspassId: string) =>
      graphqlRequest(CreateScheduleItemAttendanceDocument, {
        input: {
          scheduleItem: scheduleItemId,
          accountClasspass: accountClasspassId,
          date,
          attendanceType: 'CLASSPASS',
          onlineBooking: true,
          bookingStatus: 'BOOKED',
        },
      }),
    onSuccess: () => {
      onReserved();
      return invalidateBookingQueries(queryClient);
    },
    onError: () => toastDanger('Unable to book class'),
  });

  return { reserve: (accountClasspassId: string) => mutation.mutate(accountClasspassId), reservingWith: mutation.isPending ? mutation.variables : null };
}
