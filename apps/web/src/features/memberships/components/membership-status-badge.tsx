import { Badge } from '@mantine/core';
import type { AccountMembershipStatus } from '../../../graphql-types.generated.js';

const BADGES: Record<AccountMembershipStatus, { label: string; color: string }> = {
  ACTIVE: { label: 'Active', color: 'green.9' },
  FUTURE: { label: 'Future', color: 'blue.9' },
  ENDED: { label: 'Ended', color: 'gray.8' },
};

/** A membership period's status by the club's today, as the portal and the back office show it. */
export function MembershipStatusBadge({ status }: { status: AccountMembershipStatus }) {
  const badge = BADGES[status];
  return <Badge color={badge.color}>{badge.label}</Badge>;
}
