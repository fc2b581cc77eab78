import { Anchor } from '@mantine/core';
import { PORTAL_PAGES } from '@kiai/shared';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.js';
import { AccountClasspassList } from '../../features/classpasses/components/account-classpass-list.js';
import { RequireLogin } from '../../features/session/require-login.js';

/** /user/classpasses: the member's class passes, and the way to their memberships beside them. */
export default function MyClasspassesPage() {
  return (
    <RequireLogin>
      <PageTitle>My class passes</PageTitle>
      <AccountClasspassList />
      <Anchor component={Link} to={PORTAL_PAGES.myMemberships} mt="md" display="inline-block">
        My memberships
      </Anchor>
    </RequireLogin>
  );
}
