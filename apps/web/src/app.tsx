import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { ModalsProvider } from '@mantine/modals';
import { RouterProvider } from 'react-router';
import { router } from './router.js';
import { theme } from './theme.js';
import { TOAST_AUTO_CLOSE_MS } from '@kiai/shared';

export function App() {
  return (
    <MantineProvider theme={theme}>
      <ModalsProvider>
        <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" />
        <RouterProvider router={router} />
      </ModalsProvider>
    </MantineProvider>
  );
}
