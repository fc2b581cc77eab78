import { MantineProvider } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { router } from './router.js';
import { cssVariablesResolver, theme } from './theme.js';

const PageOverlays = lazy(() => import('./components/page-overlays.js'));

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <PageOverlays />
      </Suspense>
    </MantineProvider>
  );
}
