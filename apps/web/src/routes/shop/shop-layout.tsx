// The portal's bundle carries only the CSS of the components it uses (main.tsx); this area adds its own.
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '../../components/touch-targets.css';
import { Anchor, AppShell, Box, Burger, Button, Container, Drawer, Group, NavLink } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useLocation } from 'react-router';
import { UNBUILT_SHOP_SECTIONS } from '../../features/shop/sections.js';
import { CLUB_LOGO_ROW, ClubLogo } from '../../components/club-logo.js';
import { usePortalConfig } from '../../lib/portal-config.js';

const SHOP_LINKS = [
  { label: 'Class passes', to: '/shop/classpasses' },
  { label: 'Subscriptions', to: '/shop/subscriptions' },
  ...UNBUILT_SHOP_SECTIONS.map((section) => ({ label: section.label, to: `/shop/${section.path}` })),
  { label: 'My orders', to: '/shop/orders' },
  { label: 'My invoices', to: '/shop/invoices' },
  { label: 'My subscriptions', to: '/shop/my-subscriptions' },
  { label: 'Bank account', to: '/shop/bank-account' },
  { label: 'Book a class', to: '/book-your-spot' },
];

/** Below this Mantine breakpoint the shop's links move from the header into a drawer, so none is cut off at 360 px. */
const WIDE = 'md';

/** The customer shop's frame: the club, the shop's sections, a way back to booking classes, and the page. */
export default function ShopLayout() {
  const config = usePortalConfig();
  const { pathname } = useLocation();
  const [opened, { open, close }] = useDisclosure(false);
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
          <Burger opened={opened} onClick={open} hiddenFrom={WIDE} size="sm" aria-label="Shop menu" />
        </Group>
        <Drawer className="kiai-touch-targets" opened={opened} onClose={close} position="right" title="Shop" size="xs">
          <Box component="nav" aria-label="Shop menu">
            {SHOP_LINKS.map((link) => (
              <NavLink key={link.to} component={Link} to={link.to} label={link.label} active={pathname.startsWith(link.to)} variant="filled" onClick={close} />
            ))}
          </Box>
        </Drawer>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="lg">
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
