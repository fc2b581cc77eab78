import { Box, Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { CurrentUser } from '../session/current-user.js';
import { ACCOUNT_MENU_LINKS, GUEST_LINKS, MEMBER_LINKS, PUBLIC_LINKS, type NavItem } from './nav-links.js';
import { UserGreeting } from './user-greeting.js';

interface AccountDrawerPanelProps {
  opened: boolean;
  onClose: () => void;
  user: CurrentUser | null;
  sessionKnown: boolean;
}

/** The 'My Account' drawer: the greeting, the public links, then the member's or the guest's links. */
export default function AccountDrawerPanel({ opened, onClose, user, sessionKnown }: AccountDrawerPanelProps) {
  const { pathname } = useLocation();
  const links = (items: NavItem[]) =>
    items.map((item) => (
      <NavLink key={item.to} component={Link} to={item.to} label={item.label} active={pathname === item.to} onClick={onClose} />
    ));

  return (
    <Drawer opened={opened} onClose={onClose} position="right" title="My Account" size="xs" closeButtonProps={{ 'aria-label': 'Close' }}>
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
  );
}
