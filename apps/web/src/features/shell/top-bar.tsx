import { Anchor, Button, Group, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CLUB_LOGO_ROW, ClubLogo } from '../../components/club-logo.js';
import { usePortalConfig } from '../../lib/portal-config.js';
import { useCurrentUser } from '../session/use-current-user.js';
import { AccountDrawer } from './account-drawer.js';
import { GUEST_LINKS, MEMBER_LINKS, PUBLIC_LINKS, type NavItem } from './nav-links.js';
import classes from './top-bar.module.css';
import { useFitsInline } from './use-fits-inline.js';
import { UserGreeting } from './user-greeting.js';

// The menu's popover code is only needed once someone is signed in; until it arrives the greeting stands in,
// and a tap on it opens the menu as soon as it is there.
const AccountMenu = lazy(() => import('./account-menu.js'));

/**
 * The portal's top bar: shop and booking links for everyone, account links by session. The links stay in the
 * bar only while they fit next to the club name on one line; otherwise they fold into the 'My Account' drawer,
 * whatever the screen width or the length of the names.
 */
export function TopBar() {
  const { user, loading } = useCurrentUser();
  const config = usePortalConfig();
  const { pathname } = useLocation();
  const [menuTapped, setMenuTapped] = useState(false);
  const { container, start, end, fits } = useFitsInline<HTMLDivElement, HTMLSpanElement, HTMLDivElement>();
  const links = (items: NavItem[]) =>
    items.map((item) => (
      <Button key={item.to} component={Link} to={item.to} variant={pathname === item.to ? 'light' : 'subtle'} size="compact-sm">
        {item.label}
      </Button>
    ));

  return (
    <Group ref={container} className={classes.row} justify="space-between" wrap="nowrap">
      <Anchor
        component={Link}
        to="/book-your-spot"
        className={classes.clubName}
        underline="never"
        c="inherit"
        style={config?.logoUrl ? CLUB_LOGO_ROW : undefined}
      >
        <ClubLogo url={config?.logoUrl} />
        {config?.clubName ?? ''}
      </Anchor>
      {/* The measure: a box of the logo's size and the name drawn from data-name (CSS), so the page holds no second
          picture to fetch and no second copy of the name for assistive tech or text search to find. */}
      <span
        ref={start}
        className={`${classes.clubName} ${classes.oneLine}`}
        style={config?.logoUrl ? CLUB_LOGO_ROW : undefined}
        data-name={config?.clubName ?? ''}
        aria-hidden
      >
        {config?.logoUrl && <span className={classes.logoSpace} />}
      </span>
      <Group ref={end} gap={4} wrap="nowrap" component="nav" aria-label="Main" className={fits ? classes.nav : `${classes.nav} ${classes.folded}`}>
        {links(PUBLIC_LINKS)}
        {user && links(MEMBER_LINKS)}
        {user && (
          <Suspense
            fallback={
              <UnstyledButton px="xs" py={4} onClick={() => setMenuTapped(true)}>
                <UserGreeting user={user} />
              </UnstyledButton>
            }
          >
            <AccountMenu user={user} opened={menuTapped} />
          </Suspense>
        )}
        {!loading && !user && links(GUEST_LINKS)}
      </Group>
      {!fits && <AccountDrawer user={user} sessionKnown={!loading} />}
    </Group>
  );
}
