import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import type { CurrentUser } from '../session/current-user.js';

// The drawer (dialog, overlay, scroll lock) is fetched on the first tap, not with every page.
const AccountDrawerPanel = lazy(() => import('./account-drawer-panel.js'));

/** Narrow screens: a 'My Account' button opening a right-hand drawer with every top bar link. */
export function AccountDrawer({ user, sessionKnown }: { user: CurrentUser | null; sessionKnown: boolean }) {
  const [opened, { open, close }] = useDisclosure(false);
  // Stays mounted after the first opening, so closing plays its transition.
  const [used, setUsed] = useState(false);

  return (
    <>
      <Button
        variant="default"
        flex="none"
        onClick={() => {
          setUsed(true);
          open();
        }}
      >
        My Account
      </Button>
      {used && (
        <Suspense fallback={null}>
          <AccountDrawerPanel opened={opened} onClose={close} user={user} sessionKnown={sessionKnown} />
        </Suspense>
      )}
    </>
  );
}
