import dayjs from 'dayjs';

/** A moment in the staff member's local time, as back-office tables show it. */
export function formatDateTime(isoTimestamp: string): string {
  return dayjs(isoTimestamp).format('YYYY-MM-DD HH:mm');
}
