import { PageTitle } from '../../components/page-title.js';
import { MyMembershipList } from '../../features/memberships/components/my-membership-list.js';
import { RequireLogin } from '../../features/session/require-login.js';

/** /user/memberships: the member's memberships, next to their class passes. */
export default function MyMembershipsPage() {
  return (
    <RequireLogin>
      <PageTitle>My memberships</PageTitle>
      <MyMembershipList />
    </RequireLogin>
  );
}
