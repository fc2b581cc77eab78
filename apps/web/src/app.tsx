import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from './lib/query-client.js';
import { router } from './router.js';
import { cssVariablesResolver, theme } from './theme.js';

const PageOverlays = lazy(() => import('./components/page-overlays.js'));

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <PageOverlays />
        </Suspense>
      </MantineProvider>
    </QueryClientProvider>
  );
}
