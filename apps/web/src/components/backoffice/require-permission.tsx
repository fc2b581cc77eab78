import type { Permission } from '@kiai/shared';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { describePermission, hasStaffPermission } from '../../features/session/staff-access.js';
import { useCurrentUser } from '../../features/session/use-current-user.js';

/**
 * A back-office screen for staff holding `permission` (or any of several); others read which right they lack
 * instead of a list the server would refuse or narrow to their own records. (The back-office frame already
 * asked for a staff login.)
 */
export function RequirePermission({ permission, children }: { permission: Permission | readonly Permission[]; children: ReactNode }) {
  const { user } = useCurrentUser();
  const anyOf: readonly Permission[] = typeof permission === 'string' ? [permission] : permission;
  if (user && anyOf.some((p) => hasStaffPermission(user, p))) return children;
  return (
    <Alert color="gray" variant="outline" title="Not part of your role">
      This screen needs the right to {describePermission(anyOf[0]!).toLowerCase()}, which your staff role does not include.
    </Alert>
  );
}
