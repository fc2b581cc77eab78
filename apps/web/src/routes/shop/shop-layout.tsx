// The portal's bundle carries only the CSS of the components it uses (main.tsx); this area adds its own.
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '../../components/touch-targets.css';
import { Anchor, AppShell, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { SHOP_LINKS } from '../../features/shop/shop-links.js';
import { CLUB_LOGO_ROW, ClubLogo } from '../../components/club-logo.js';
import { usePortalConfig } from '../../lib/portal-config.js';

// The drawer (dialog, focus trap, scroll area) is fetched on the first tap of the menu, not with every shop page.
const ShopMenuDrawer = lazy(() => import('../../features/shop/shop-menu-drawer.js'));

/** Below this Mantine breakpoint the shop's links move from the header into a drawer, so none is cut off at 360 px. */
const WIDE = 'md';

/** The customer shop's frame: the club, the shop's sections, a way back to booking classes, and the page. */
export default function ShopLayout() {
  const config = usePortalConfig();
  const { pathname } = useLocation();
  const [opened, { open, close }] = useDisclosure(false);
  // Stays mounted after the first opening, so closing plays its transition.
  const [used, setUsed] = useState(false);
  return (
    <AppShell className="kiai-touch-targets" header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/shop" fw={700} size="lg" lh={1.2} miw={0} underline="never" c="inherit" style={config?.logoUrl ? CLUB_LOGO_ROW : undefined}>
            <ClubLogo url={config?.logoUrl} />
            {config ? `${config.clubName} shop` : 'Shop'}
          </Anchor>
          <Group gap={4} wrap="nowrap" component="nav" aria-label="Shop" visibleFrom={WIDE}>
            {SHOP_LINKS.map((link) => (
              <Button key={link.to} component={Link} to={link.to} variant={pathname.startsWith(link.to) ? 'filled' : 'subtle'} size="compact-md">
                {link.label}
              </Button>
            ))}
          </Group>
          <Burger
            opened={opened}
            onClick={() => {
              setUsed(true);
              open();
            }}
            hiddenFrom={WIDE}
            size="sm"
            aria-label="Shop menu"
          />
        </Group>
        {used && (
          <Suspense fallback={null}>
            <ShopMenuDrawer opened={opened} onClose={close} />
          </Suspense>
        )}
      </AppShell.Header>
      <AppShell.Main>
        <Container size="lg">
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
