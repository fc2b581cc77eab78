import { Center, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { signOut } from '../../features/session/session-store.js';
import { tokens } from '../../lib/auth-tokens.js';
import { navigateAfterDelay } from '../../lib/navigation.js';
import { toastSuccess } from '../../lib/toast.js';

/** Spec section 4: clear the session, revoke it on the server, 'Logged out!', then the schedule after 500 ms. */
export default function LogoutPage() {
  // Strict mode runs effects twice in development (refs survive that): one logout per visit.
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    // Opened directly, the session was ended before the app rendered (sign-out-on-logout-page.ts).
    if (tokens.hasSession()) signOut();
    toastSuccess('Logged out!');
    navigateAfterDelay('/book-your-spot');
  }, []);
  return (
    <Center py="xl">
      <Loader aria-label="Logging out" />
    </Center>
  );
}
