import { clubClockTime } from '../../lib/club-time.js';

/** An appointment's times on the club's clock, HH:mm–HH:mm (the browser may be in another zone). */
export function appointmentTimeRange(appointment: { startsAt: string; endsAt: string }, timeZone: string): string {
  return `${clubClockTime(appointment.startsAt, timeZone)}–${clubClockTime(appointment.endsAt, timeZone)}`;
}
