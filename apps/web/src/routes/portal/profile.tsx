import { Stack } from '@mantine/core';
import { PageTitle } from '../../components/page-title.js';
import { MemberCard } from '../../features/account/member-card.js';
import { ProfileForm } from '../../features/account/profile-form.js';
import { RequireLogin } from '../../features/session/require-login.js';
import { useCurrentUser } from '../../features/session/use-current-user.js';

function Profile() {
  const { user } = useCurrentUser();
  return (
    <Stack gap="md">
      <PageTitle>My Profile</PageTitle>
      {/* The key resets the form when another account signs in. */}
      {user && <ProfileForm key={user.id} user={user} />}
      {user && <MemberCard />}
    </Stack>
  );
}

export default function ProfilePage() {
  return (
    <RequireLogin>
      <Profile />
    </RequireLogin>
  );
}
