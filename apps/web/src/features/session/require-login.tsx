import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { rememberNextAfterLogin } from '../../lib/login-redirect.js';
import { LoginRequiredNotice } from './login-required-notice.js';
import { useCurrentUser } from './use-current-user.js';

/** Renders the page for a signed-in user; anyone else sees 'Login Required' and comes back here after login. */
export function RequireLogin({ children }: { children: React.ReactNode }) {
  const { user, loading } = useCurrentUser();
  const { pathname, search, hash } = useLocation();
  const signedOut = !user && !loading;

  useEffect(() => {
    if (signedOut) rememberNextAfterLogin(`${pathname}${search}${hash}`);
  }, [signedOut, pathname, search, hash]);

  if (loading) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return user ? children : <LoginRequiredNotice />;
}
