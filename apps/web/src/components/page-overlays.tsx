import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@kiai/shared';

/**
 * Toasts and confirm dialogs. Both are driven by events and stores outside React (`notifications.show`,
 * `modals.openConfirmModal`), so they need no place around the pages and load after the first paint:
 * their dialog, transition and portal code is not part of the first download.
 */
export default function PageOverlays() {
  return (
    <>
      <ModalsProvider />
      <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" />
    </>
  );
}
