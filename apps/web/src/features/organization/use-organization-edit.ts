import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { hasStaffPermission } from '../session/staff-access.js';
import { useCurrentUser } from '../session/use-current-user.js';
import { toastSuccess } from '../../lib/toast.js';

/** Whether the signed-in staff member may change the club set-up (front desk may only look). */
export function useCanEditOrganization(): boolean {
  const { user } = useCurrentUser();
  return user !== null && hasStaffPermission(user, 'organization.edit');
}

/**
 * After a set-up change: every cached list and record is read again (names show in other lists and in the
 * schedule), a confirmation, and back to the list or on to the saved record.
 */
export function useAfterOrganizationChange() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (message: string, next: string) => {
    await queryClient.invalidateQueries();
    toastSuccess(message);
    navigate(next);
  };
}
