import { Badge } from '@mantine/core';

const COLORS: Record<string, string> = { ACTIVE: 'green', PAUSED: 'orange', BLOCKED: 'red', STOPPED: 'gray' };
const LABELS: Record<string, string> = { ACTIVE: 'Active', PAUSED: 'Paused', BLOCKED: 'Blocked', STOPPED: 'Stopped' };

/** A subscription's status as the server derives it (spec section 4: active, paused, blocked, stopped). */
export function SubscriptionStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={COLORS[status] ?? 'gray'} style={{ flexShrink: 0 }}>
      {LABELS[status] ?? status}
    </Badge>
  );
}
