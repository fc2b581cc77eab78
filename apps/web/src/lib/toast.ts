import { notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@kiai/shared';

/** Toasts of the spec: auto-hide after 4000 ms; "danger" is red. */
export function toastSuccess(message: string): void {
  notifications.show({ message, color: 'green', autoClose: TOAST_AUTO_CLOSE_MS });
}

export function toastDanger(message: string): void {
  notifications.show({ message, color: 'red', autoClose: TOAST_AUTO_CLOSE_MS });
}
