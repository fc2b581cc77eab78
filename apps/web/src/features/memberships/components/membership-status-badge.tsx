import { Badge } from '@mantine/core';
import type { AccountMembershipStatus } from '../../../graphql-types.generated.js';

const BADGES: Record<AccountMembershipStatus, { label: string; color: string }> = {
  ACTIVE: { label: 'Active', color: 'green' },
  FUTURE: { label: 'Future', color: 'blue' },
  ENDED: { label: 'Ended', color: 'gray' },
};

/** A membership period's status by the club's today, as the portal and the back office show it. */
export function MembershipStatusBadge({ status }: { status: AccountMembershipStatus }) {
  const badge = BADGES[status];
  // Light: the theme's dark shades on a pale ground keep 4.5:1 at the badge's small bold type.
  return (
    <Badge color={badge.color} variant="light">
      {badge.label}
    </Badge>
  );
}
