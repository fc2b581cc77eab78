import { Box, Drawer, NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { SHOP_LINKS } from './shop-links.js';

/** Narrow screens: the shop's links in a right-hand drawer (its own chunk, fetched on the first tap of the menu). */
export default function ShopMenuDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { pathname } = useLocation();
  return (
    <Drawer className="kiai-touch-targets" opened={opened} onClose={onClose} position="right" title="Shop" size="xs">
      <Box component="nav" aria-label="Shop menu">
        {SHOP_LINKS.map((link) => (
          <NavLink key={link.to} component={Link} to={link.to} label={link.label} active={pathname.startsWith(link.to)} variant="filled" onClick={onClose} />
        ))}
      </Box>
    </Drawer>
  );
}
