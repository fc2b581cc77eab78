import { Anchor, AppShell, Button, Container, Group } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { UNBUILT_SHOP_SECTIONS } from '../../features/shop/sections.js';
import { usePortalConfig } from '../../lib/portal-config.js';

const SHOP_LINKS = [{ label: 'Class passes', to: '/shop/classpasses' }, ...UNBUILT_SHOP_SECTIONS.map((section) => ({ label: section.label, to: `/shop/${section.path}` }))];

/** The customer shop's frame: the club, the shop's sections, a way back to booking classes, and the page. */
export default function ShopLayout() {
  const config = usePortalConfig();
  const { pathname } = useLocation();
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/shop" fw={700} size="lg" underline="never" c="inherit" truncate>
            {config ? `${config.clubName} shop` : 'Shop'}
          </Anchor>
          <Group gap={4} wrap="nowrap" component="nav" aria-label="Shop">
            {SHOP_LINKS.map((link) => (
              <Button key={link.to} component={Link} to={link.to} variant={pathname === link.to ? 'filled' : 'subtle'} size="compact-md">
                {link.label}
              </Button>
            ))}
            <Button component={Link} to="/book-your-spot" variant="subtle" size="compact-md">
              Book a class
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="lg">
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
