const AVAILABLE_SLOTS = '/abc/get_available_slots/';

/** The personal-training paths under the club's `/d` (spec section 7, api-contract.md). */
export const PT_PATHS = {
  services: '/abc/get_services/',
  service: (serviceId: number | string) => `/abc/get_service/${encodeURIComponent(String(serviceId))}/`,
  nonWorkingDays: (trainerId: number) => `/abc/get_non_working_days/?${new URLSearchParams({ staff_member: String(trainerId) })}`,
  availableSlotsOfAnyDay: AVAILABLE_SLOTS,
  // The service id lets the server fit the whole session (duration and buffers) into each slot.
  availableSlots: (date: string, trainerId: number, serviceId: number) =>
    `${AVAILABLE_SLOTS}?${new URLSearchParams({ selected_date: date, staff_member: String(trainerId), service_id: String(serviceId) })}`,
  bookAppointment: '/abc/book_appointment/',
  createAppointment: '/abc/create_appointment/',
  appointments: '/abc/get_appointments/',
  cancelAppointment: '/abc/cancel_appointment/',
} as const;
