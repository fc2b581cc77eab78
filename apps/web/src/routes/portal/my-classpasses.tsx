import { PageTitle } from '../../components/page-title.js';
import { AccountClasspassList } from '../../features/classpasses/components/account-classpass-list.js';
import { RequireLogin } from '../../features/session/require-login.js';

/** /user/classpasses: the member's class passes. */
export default function MyClasspassesPage() {
  return (
    <RequireLogin>
      <PageTitle>My class passes</PageTitle>
      <AccountClasspassList />
    </RequireLogin>
  );
}
