import { NoAccessNotice } from './no-access-notice.js';
import { RequireLogin } from './require-login.js';
import { isStaff } from './staff-access.js';
import { useCurrentUser } from './use-current-user.js';

/**
 * Renders a staff area for staff only: anyone signed out sees 'Login Required' (and comes back here after
 * signing in), a member sees 'No access'. `area` names it in that message, e.g. "The back office".
 */
export function RequireStaff({ area, children }: { area: string; children: React.ReactNode }) {
  return (
    <RequireLogin>
      <StaffOnly area={area}>{children}</StaffOnly>
    </RequireLogin>
  );
}

function StaffOnly({ area, children }: { area: string; children: React.ReactNode }) {
  const { user } = useCurrentUser();
  return user && isStaff(user) ? children : <NoAccessNotice area={area} />;
}
