import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import { operationKey } from '../../../lib/operation-key.js';
import { toastDanger } from '../../../lib/toast.js';
import { invalidateBookingQueries } from '../booking-queries.js';
import { JoinScheduleClassWaitlistDocument, LeaveScheduleClassWaitlistDocument, ScheduleClassWaitlistPlacesDocument } from '../waitlist.generated.js';

/** Joins or leaves the waitlist of one class occurrence; the booking page and My classes read it again. */
export function useWaitlist(scheduleItemId: string, date: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([invalidateBookingQueries(queryClient), queryClient.invalidateQueries({ queryKey: operationKey(ScheduleClassWaitlistPlacesDocument) })]).then(() => undefined);
  const input = { scheduleItem: scheduleItemId, date };
  const join = useMutation({ mutationFn: () => graphqlRequest(JoinScheduleClassWaitlistDocument, { input }), onSuccess: refresh, onError: () => toastDanger('Unable to join the waitlist') });
  const leave = useMutation({ mutationFn: () => graphqlRequest(LeaveScheduleClassWaitlistDocument, { input }), onSuccess: refresh, onError: () => toastDanger('Unable to leave the waitlist') });
  return { join: () => join.mutate(), leave: () => leave.mutate(), busy: join.isPending || leave.isPending };
}
