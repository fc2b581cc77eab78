import { notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@kiai/shared';
import { wantPageOverlays } from './page-overlays-demand.js';

/** Toasts of the spec: auto-hide after 4000 ms; "danger" is red. */
export function toastSuccess(message: string): void {
  wantPageOverlays();
  notifications.show({ message, color: 'green', autoClose: TOAST_AUTO_CLOSE_MS });
}

export function toastDanger(message: string): void {
  wantPageOverlays();
  notifications.show({ message, color: 'red', autoClose: TOAST_AUTO_CLOSE_MS });
}
