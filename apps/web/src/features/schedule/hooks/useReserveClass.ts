import { useState } from 'react';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import { toastDanger } from '../../../lib/toast.js';
import { CREATE_SCHEDULE_ITEM_ATTENDANCE_MUTATION } from '../graphql.js';

/**
 * Books a class occurrence with one of the member's class passes. A refused booking shows the catalogue's
 * 'Unable to book class' (the client has logged the server's reason).
 */
export function useReserveClass(scheduleItemId: string, date: string, onReserved: () => void) {
  const [reservingWith, setReservingWith] = useState<string | null>(null);

  async function reserve(accountClasspassId: string): Promise<void> {
    setReservingWith(accountClasspassId);
    try {
      await graphqlRequest(CREATE_SCHEDULE_ITEM_ATTENDANCE_MUTATION, {
        input: {
          scheduleItem: scheduleItemId,
          accountClasspass: accountClasspassId,
          date,
          attendanceType: 'CLASSPASS',
          onlineBooking: true,
          bookingStatus: 'BOOKED',
        },
      });
      onReserved();
    } catch {
      toastDanger('Unable to book class');
    } finally {
      setReservingWith(null);
    }
  }

  return { reserve, reservingWith };
}
