// The portal's bundle carries only the CSS of the components it uses (main.tsx); this area adds its own.
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '../../components/touch-targets.css';
import { Anchor, AppShell, Burger, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Fragment } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { BACKOFFICE_AREAS } from '../../features/backoffice/areas.js';
import { RequireStaff } from '../../features/session/require-staff.js';
import { canOpenBackoffice, hasStaffPermission } from '../../features/session/staff-access.js';
import { useCurrentUser } from '../../features/session/use-current-user.js';
import { ClubLogo } from '../../components/club-logo.js';
import { usePortalConfig } from '../../lib/portal-config.js';

/** The back office frame (ui-notes "Back office"): header, a left navigation of the areas for staff, the page. */
export default function BackofficeLayout() {
  const { user } = useCurrentUser();
  const config = usePortalConfig();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The areas are listed to staff only: anyone else gets the sign-in or no-access notice in their place.
  const staff = user !== null && canOpenBackoffice(user);

  return (
    <AppShell className="kiai-touch-targets" header={{ height: 60 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened, desktop: !staff } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {staff && <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Back office navigation" />}
            <Anchor component={Link} to="/backoffice" fw={700} size="lg" underline="never" c="inherit">
              Back office
            </Anchor>
            <ClubLogo url={config?.logoUrl} />
            <Text visibleFrom="sm" truncate>
              {config?.clubName ?? ''}
            </Text>
          </Group>
          <Anchor component={Link} to="/book-your-spot">
            Member portal
          </Anchor>
        </Group>
      </AppShell.Header>
      {/* Every area with its screens is taller than a laptop screen: the navigation scrolls on its own. */}
      {staff && (
        <AppShell.Navbar p="sm" component="nav" aria-label="Back office" style={{ overflowY: 'auto' }}>
          {BACKOFFICE_AREAS.map((area) => {
            const to = `/backoffice/${area.path}`;
            return (
              <Fragment key={area.path}>
                <NavLink component={Link} to={to} label={area.label} active={pathname === to} variant="filled" onClick={close} />
                {area.screens?.filter((screen) => hasStaffPermission(user, screen.permission)).map((screen) => {
                  const screenTo = `/backoffice/${screen.path}`;
                  return (
                    <NavLink
                      key={screen.path}
                      component={Link}
                      to={screenTo}
                      label={screen.label}
                      active={pathname.startsWith(screenTo)}
                      variant="filled"
                      pl="xl"
                      onClick={close}
                    />
                  );
                })}
              </Fragment>
            );
          })}
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <RequireStaff area="The back office" allowed={canOpenBackoffice}>
          <Outlet />
        </RequireStaff>
      </AppShell.Main>
    </AppShell>
  );
}
