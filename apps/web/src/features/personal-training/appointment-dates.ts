import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { formatDate } from '../schedule/dates.js';

// canceled_at is a UTC instant; utc() reads it as UTC even without a 'Z', local() shows it in the browser's time.
dayjs.extend(utc);

/** Spec section 9: the appointment's day as 'dddd, MMMM Do YYYY'. */
export function formatAppointmentDate(startTime: string): string {
  return formatDate(dayjs(startTime));
}

/** Spec section 9: the HH:mm range. */
export function formatAppointmentTimes(startTime: string, endTime: string): string {
  return `${dayjs(startTime).format('HH:mm')} - ${dayjs(endTime).format('HH:mm')}`;
}

/** Spec section 9: appointment timestamps as 'dddd, MMMM Do YYYY HH:mm' in local time. */
export function formatCanceledAt(canceledAt: string): string {
  return dayjs.utc(canceledAt).local().format('dddd, MMMM Do YYYY HH:mm');
}

/** Spec section 5: a day can be picked unless it is before today or on one of the trainer's non-working weekdays (0 = Sunday). */
export function isDayBookable(date: string, today: string, nonWorkingDays: readonly number[]): boolean {
  return date >= today && !nonWorkingDays.includes(dayjs(date).day());
}
