import { AppShell, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { TopBar } from '../../features/shell/top-bar.js';

/** The member portal frame: top bar, account drawer on narrow screens, and the page. */
export default function PortalLayout() {
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <TopBar />
      </AppShell.Header>
      <AppShell.Main>
        <Container size="lg">
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
