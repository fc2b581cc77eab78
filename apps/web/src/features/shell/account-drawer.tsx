import { Box, Button, Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from 'react-router';
import type { CurrentUser } from '../session/current-user.js';
import { ACCOUNT_MENU_LINKS, GUEST_LINKS, MEMBER_LINKS, PUBLIC_LINKS, type NavItem } from './nav-links.js';
import { UserGreeting } from './user-greeting.js';

/** Narrow screens: a 'My Account' button opening a right-hand drawer with every top bar link. */
export function AccountDrawer({ user, sessionKnown }: { user: CurrentUser | null; sessionKnown: boolean }) {
  const [opened, { open, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const links = (items: NavItem[]) =>
    items.map((item) => (
      <NavLink key={item.to} component={Link} to={item.to} label={item.label} active={pathname === item.to} onClick={close} />
    ));

  return (
    <>
      <Button variant="default" onClick={open}>
        My Account
      </Button>
      <Drawer opened={opened} onClose={close} position="right" title="My Account" size="xs">
        <Stack gap={0}>
          {user && (
            <Box pb="sm">
              <UserGreeting user={user} />
            </Box>
          )}
          {links(PUBLIC_LINKS)}
          {sessionKnown && <Divider my="sm" />}
          {user && links([...MEMBER_LINKS, ...ACCOUNT_MENU_LINKS])}
          {sessionKnown && !user && links(GUEST_LINKS)}
        </Stack>
      </Drawer>
    </>
  );
}
