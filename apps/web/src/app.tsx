import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { BrowserRouter } from 'react-router';
import { basename } from './lib/club.js';
import { onPageOverlaysWanted, pageOverlaysWanted } from './lib/page-overlays-demand.js';
import { queryClient } from './lib/query-client.js';
import { AppRoutes, RouterNavigator } from './router.js';
import { cssVariablesResolver, theme } from './theme.js';

const PageOverlays = lazy(() => import('./components/page-overlays.js'));

export function App() {
  const overlays = useSyncExternalStore(onPageOverlaysWanted, pageOverlaysWanted);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <BrowserRouter basename={basename}>
          <RouterNavigator />
          <AppRoutes />
        </BrowserRouter>
        {overlays && (
          <Suspense fallback={null}>
            <PageOverlays />
          </Suspense>
        )}
      </MantineProvider>
    </QueryClientProvider>
  );
}
