import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** ui-notes "Kiosk": a tablet left alone goes back to its start screen, so the next member starts fresh. */
export const KIOSK_IDLE_MS = 20_000;

const ACTIVITY = ['pointerdown', 'keydown', 'input', 'scroll'] as const;

/** Navigates to `to` after KIOSK_IDLE_MS without a touch, key or scroll (nothing when `active` is false). */
export function useIdleReturn(to: string, active: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    let timer = window.setTimeout(() => navigate(to), KIOSK_IDLE_MS);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => navigate(to), KIOSK_IDLE_MS);
    };
    ACTIVITY.forEach((type) => window.addEventListener(type, restart, { passive: true, capture: true }));
    return () => {
      window.clearTimeout(timer);
      ACTIVITY.forEach((type) => window.removeEventListener(type, restart, { capture: true }));
    };
  }, [navigate, to, active]);
}
