import { Box, Container } from '@mantine/core';
import type { CSSProperties } from 'react';
import { Outlet } from 'react-router';
import { TopBar } from '../../features/shell/top-bar.js';

const HEADER_HEIGHT = 60;

// Sticky parts of a page (the week strip) stay below the top bar through this variable.
const frameStyle = { '--app-shell-header-height': `${HEADER_HEIGHT}px` } as CSSProperties;

/**
 * The member portal frame: top bar, account drawer on narrow screens, and the page. Plain boxes, not Mantine's
 * AppShell: the portal has no side bars, and AppShell brings its scroll-lock library into the entry chunk
 * every member downloads on a phone (about 5 kB gzip measured, bench/web/bundle-size.mjs).
 */
export default function PortalLayout() {
  return (
    <Box style={frameStyle}>
      <Box
        component="header"
        h={HEADER_HEIGHT}
        pos="sticky"
        top={0}
        bg="var(--mantine-color-body)"
        style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <TopBar />
      </Box>
      <Box component="main" p="md">
        <Container size="lg">
          <Outlet />
        </Container>
      </Box>
    </Box>
  );
}
