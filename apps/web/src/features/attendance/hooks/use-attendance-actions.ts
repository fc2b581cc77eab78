import { modals } from '@mantine/modals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import { operationKey } from '../../../lib/operation-key.js';
import { toastDanger, toastSuccess } from '../../../lib/toast.js';
import {
  BookMemberDocument,
  CancelMemberBookingDocument,
  CheckInAllBookedDocument,
  CheckInMemberDocument,
  ClassAttendanceListDocument,
  UndoCheckInDocument,
  SellClasspassAndBookDocument,
} from '../attendance.generated.js';
import { confirmCancelBooking, type DeskCancel } from '../components/confirm-cancel-booking.js';
import { hasStaffPermission } from '../../session/staff-access.js';
import { useCurrentUser } from '../../session/use-current-user.js';

const CANCELLED_TOASTS: Record<DeskCancel, string> = {
  IN_WINDOW: 'Booking cancelled',
  LATE: 'Late cancel recorded: the credit is kept',
  LATE_CREDIT_RETURNED: 'Booking cancelled: the credit is returned',
};

/** What a desk booking spends: one of the member's passes or subscriptions. */
export interface PaidWith {
  kind: 'CLASSPASS' | 'SUBSCRIPTION';
  id: string;
}

export interface Occurrence {
  scheduleItem: string;
  date: string;
}

/**
 * What staff do on a class list: check in (one, or every booked member at once), undo a check-in, book with a pass or
 * subscription, sell a pass and book, cancel (inside the window, or late). Each reads the list
 * again afterwards and says how it went in a toast (the server's reason when it refuses).
 */
export function useAttendanceActions({ scheduleItem, date }: Occurrence) {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const mayReturnCredit = !!user && hasStaffPermission(user, 'schedule.attendance.credit.return');
  const settled = () => queryClient.invalidateQueries({ queryKey: operationKey(ClassAttendanceListDocument) });
  const options = (done: string) => ({ onSuccess: () => toastSuccess(done), onError: (error: Error) => toastDanger(error.message), onSettled: settled });

  const checkIn = useMutation({
    // One key per tap: the API client's retry of the same request can never count twice.
    mutationFn: (account: string) =>
      graphqlRequest(CheckInMemberDocument, { input: { account, scheduleItem, date, clientId: crypto.randomUUID() } }),
    ...options('Checked in'),
  });
  const undoCheckIn = useMutation({
    mutationFn: (attendanceId: string) => graphqlRequest(UndoCheckInDocument, { input: { id: attendanceId } }),
    ...options('Check-in undone: booked again'),
  });
  const checkInAll = useMutation({
    mutationFn: () => graphqlRequest(CheckInAllBookedDocument, { input: { scheduleItem, date } }),
    onSuccess: ({ checkInAllBooked: { checkedIn } }: { checkInAllBooked: { checkedIn: number } }) => toastSuccess(`${checkedIn} ${checkedIn === 1 ? 'member' : 'members'} checked in`),
    onError: (error: Error) => toastDanger(error.message),
    onSettled: settled,
  });
  const book = useMutation({
    mutationFn: ({ account, paidWith }: { account: string; paidWith: PaidWith }) =>
      graphqlRequest(BookMemberDocument, {
        input: {
          account,
          ...(paidWith.kind === 'CLASSPASS' ? { accountClasspass: paidWith.id } : { accountSubscription: paidWith.id }),
          scheduleItem,
          date,
          attendanceType: paidWith.kind,
          onlineBooking: false,
          bookingStatus: 'BOOKED',
        },
      }),
    ...options('Booked'),
  });
  const sellAndBook = useMutation({
    mutationFn: ({ account, organizationClasspass }: { account: string; organizationClasspass: string }) =>
      graphqlRequest(SellClasspassAndBookDocument, { input: { account, organizationClasspass, scheduleItem, date } }),
    ...options('Pass sold and class booked; the invoice is open for payment at the desk'),
  });
  const cancel = useMutation({
    mutationFn: ({ attendanceId, how }: { attendanceId: string; how: DeskCancel }) =>
      graphqlRequest(CancelMemberBookingDocument, {
        input: { id: attendanceId, bookingStatus: 'CANCELLED', lateCancellation: how === 'LATE', returnCredit: how === 'LATE_CREDIT_RETURNED' },
      }),
    onSuccess: (_data: unknown, { how }: { attendanceId: string; how: DeskCancel }) => toastSuccess(CANCELLED_TOASTS[how]),
    onError: (error: Error) => toastDanger(error.message),
    onSettled: settled,
  });

  /** The member's own rule: inside the window the credit comes back, after it a late cancel keeps it (or a manager returns it). */
  const confirmCancel = (row: { attendanceId: string; cancellationPossible: boolean }, name: string) =>
    confirmCancelBooking({ name, late: !row.cancellationPossible, mayReturnCredit, onConfirm: (how) => cancel.mutate({ attendanceId: row.attendanceId, how }) });

  /** The whole booked list at once, after a confirmation naming how many. */
  const confirmCheckInAll = (booked: number) =>
    modals.openConfirmModal({
      title: `Check in all ${booked} booked ${booked === 1 ? 'member' : 'members'}?`,
      children: 'Everyone still booked for this class is marked as attending. A check-in made by mistake can be undone on its row.',
      labels: { confirm: 'Check in all', cancel: 'Go back' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () => checkInAll.mutate(),
    });

  return { checkIn, undoCheckIn, checkInAll, book, sellAndBook, confirmCancel, confirmCheckInAll };
}
