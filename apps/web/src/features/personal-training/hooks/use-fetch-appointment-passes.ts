import type { BookAppointmentRequest, BookAppointmentResponse } from '@kiai/shared';
import { useRestQuery } from '../../../lib/use-rest-query.js';
import { PT_PATHS } from '../rest-paths.js';

/** book_appointment: whether the member may book the service, the passes that pay for it, and those the shop sells for it. */
export function useFetchAppointmentPasses(serviceId: number) {
  const { data, isPending } = useRestQuery<BookAppointmentResponse>(PT_PATHS.bookAppointment, { method: 'POST', body: { service_id: serviceId } satisfies BookAppointmentRequest });
  return { allowed: data?.data.allowed ?? false, passes: data?.data.available_passes ?? [], passesForSale: data?.data.passes_for_sale ?? [], loading: isPending };
}
