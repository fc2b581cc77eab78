import { Badge } from '@mantine/core';

/** Spec /user/classpasses: Active (green) or Expired (red), taken from isExpired. */
export function ClasspassStatusBadge({ isExpired }: { isExpired: boolean }) {
  return isExpired ? <Badge color="red">Expired</Badge> : <Badge color="green">Active</Badge>;
}
