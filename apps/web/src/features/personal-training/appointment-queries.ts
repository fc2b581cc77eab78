import type { QueryClient } from '@tanstack/react-query';
import { restKey } from '../../lib/rest-key.js';
import { operationKey } from '../../lib/operation-key.js';
import { AccountClasspassesDocument } from '../classpasses/classpasses.generated.js';
import { PT_PATHS } from './rest-paths.js';

/**
 * Booking or cancelling an appointment changes the member's appointments, the free slots, the passes that can
 * pay and the sessions left on a pass: every cached answer that shows one of them is fetched again.
 */
export function invalidateAppointmentQueries(queryClient: QueryClient): Promise<void> {
  const keys = [
    restKey(PT_PATHS.appointments),
    restKey(PT_PATHS.bookAppointment),
    restKey(PT_PATHS.availableSlotsOfAnyDay),
    operationKey(AccountClasspassesDocument),
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
