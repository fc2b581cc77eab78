import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '@kiai/shared';
import { releaseModalEvents } from '../lib/held-modal-events.js';

/**
 * Toasts and confirm dialogs. Both are driven from outside React (`notifications.show` keeps a store,
 * `modals.openConfirmModal` sends window events, held until this listens), so they need no place around the
 * pages and load when first wanted (lib/page-overlays-demand.ts): their dialog, transition and portal code is not
 * part of the first download.
 */
export default function PageOverlays() {
  // Runs after the provider's own (layout) effect has started listening.
  useEffect(releaseModalEvents, []);
  return (
    <>
      <ModalsProvider />
      <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" />
    </>
  );
}
