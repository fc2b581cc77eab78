import { Anchor, Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { usePortalConfig } from '../../lib/portal-config.js';
import { useCurrentUser } from '../session/use-current-user.js';
import { AccountDrawer } from './account-drawer.js';
import { AccountMenu } from './account-menu.js';
import { GUEST_LINKS, MEMBER_LINKS, PUBLIC_LINKS, type NavItem } from './nav-links.js';

/** Below this Mantine breakpoint the links move into the 'My Account' drawer. */
const WIDE = 'md';

/** The portal's top bar: shop and booking links for everyone, account links by session. */
export function TopBar() {
  const { user, loading } = useCurrentUser();
  const config = usePortalConfig();
  const { pathname } = useLocation();
  const links = (items: NavItem[]) =>
    items.map((item) => (
      <Button key={item.to} component={Link} to={item.to} variant={pathname === item.to ? 'light' : 'subtle'} size="compact-md">
        {item.label}
      </Button>
    ));

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Anchor component={Link} to="/book-your-spot" fw={700} size="lg" underline="never" c="inherit">
        {config?.clubName ?? ''}
      </Anchor>
      <Group gap={4} wrap="nowrap" visibleFrom={WIDE} component="nav" aria-label="Main">
        {links(PUBLIC_LINKS)}
        {user && links(MEMBER_LINKS)}
        {user && <AccountMenu user={user} />}
        {!loading && !user && links(GUEST_LINKS)}
      </Group>
      <Group hiddenFrom={WIDE}>
        <AccountDrawer user={user} sessionKnown={!loading} />
      </Group>
    </Group>
  );
}
