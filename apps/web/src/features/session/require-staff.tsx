import { NoAccessNotice } from './no-access-notice.js';
import { RequireLogin } from './require-login.js';
import type { CurrentUser } from './current-user.js';
import { useCurrentUser } from './use-current-user.js';

interface StaffAreaProps {
  /** Names the area in the no-access message, e.g. "The back office". */
  area: string;
  /** Who may open it (`staff-access.ts`). */
  allowed: (user: CurrentUser) => boolean;
  children: React.ReactNode;
}

/**
 * Renders a staff area for those `allowed`: anyone signed out sees 'Login Required' (and comes back here
 * after signing in), anyone else 'No access'.
 */
export function RequireStaff(props: StaffAreaProps) {
  return (
    <RequireLogin>
      <StaffOnly {...props} />
    </RequireLogin>
  );
}

function StaffOnly({ area, allowed, children }: StaffAreaProps) {
  const { user } = useCurrentUser();
  return user && allowed(user) ? children : <NoAccessNotice area={area} />;
}
