import { Badge } from '@mantine/core';

/** BOOKED (green) or CANCELED (orange), the colours of the class bookings' badges. */
export function AppointmentStatusBadge({ canceled }: { canceled: boolean }) {
  return canceled ? <Badge color="orange">CANCELED</Badge> : <Badge color="green">BOOKED</Badge>;
}
