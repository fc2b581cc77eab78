import { Badge } from '@mantine/core';
import type { AttendanceBookingStatus } from '../types.js';

// Spec section 4: green for BOOKED, orange for CANCELLED.
const COLORS: Partial<Record<AttendanceBookingStatus, string>> = { BOOKED: 'green', CANCELLED: 'orange' };

export function AttendanceStatusBadge({ status }: { status: AttendanceBookingStatus }) {
  return <Badge color={COLORS[status] ?? 'gray'}>{status}</Badge>;
}
