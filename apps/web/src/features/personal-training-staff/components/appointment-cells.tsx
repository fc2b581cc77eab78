import { Badge, Button } from '@mantine/core';
import dayjs from 'dayjs';
import { clubClockTime } from '../../../lib/club-time.js';
import type { useCancelStaffAppointment } from '../use-cancel-staff-appointment.js';

interface ListedAppointment {
  id: string;
  serviceName: string;
  memberName: string;
  startsAt: string;
  endsAt: string;
  canceled: boolean;
}

/** An appointment's times on the club's clock, HH:mm–HH:mm (the browser may be in another zone). */
export function appointmentTimeRange(appointment: Pick<ListedAppointment, 'startsAt' | 'endsAt'>, timeZone: string): string {
  return `${clubClockTime(appointment.startsAt, timeZone)}–${clubClockTime(appointment.endsAt, timeZone)}`;
}

export function AppointmentStatusBadge({ canceled }: { canceled: boolean }) {
  return canceled ? <Badge color="gray">Cancelled</Badge> : <Badge color="green">Booked</Badge>;
}

/** Staff cancel an appointment that is booked and still to come (after the confirmation of useCancelStaffAppointment). */
export function CancelAppointmentButton({
  appointment,
  timeZone,
  cancel,
}: {
  appointment: ListedAppointment;
  timeZone: string;
  cancel: ReturnType<typeof useCancelStaffAppointment>;
}) {
  if (appointment.canceled || !dayjs(appointment.startsAt).isAfter(dayjs())) return null;
  return (
    <Button
      size="xs"
      variant="outline"
      color="red"
      loading={cancel.cancelling}
      onClick={() => cancel.confirmCancel(appointment)}
      aria-label={`Cancel ${appointment.memberName}'s appointment at ${appointmentTimeRange(appointment, timeZone)}`}
    >
      Cancel
    </Button>
  );
}
