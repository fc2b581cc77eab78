import { notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@kiai/shared';
import { wantPageOverlays } from './page-overlays-demand.js';

// Mantine's close button is an icon without a name; screen readers (and axe) need one.
const closeButtonProps = { 'aria-label': 'Dismiss' };

/** Toasts of the spec: auto-hide after 4000 ms; "danger" is red. */
export function toastSuccess(message: string): void {
  wantPageOverlays();
  notifications.show({ message, color: 'green', autoClose: TOAST_AUTO_CLOSE_MS, closeButtonProps });
}

export function toastDanger(message: string): void {
  wantPageOverlays();
  notifications.show({ message, color: 'red', autoClose: TOAST_AUTO_CLOSE_MS, closeButtonProps });
}
