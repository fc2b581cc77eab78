import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { TopBar } from '../../features/shell/top-bar.js';
import classes from './portal-layout.module.css';

/**
 * The member portal frame: top bar, account drawer on narrow screens, and the page. Plain elements, not Mantine's
 * AppShell: the portal has no side bars, and AppShell brings its scroll-lock library into the entry chunk
 * every member downloads on a phone (about 5 kB gzip measured, bench/web/bundle-size.mjs).
 */
export default function PortalLayout() {
  return (
    <div className={classes.frame}>
      <header className={classes.header}>
        <TopBar />
      </header>
      <main className={classes.main}>
        <Container size="lg">
          <Outlet />
        </Container>
      </main>
    </div>
  );
}
