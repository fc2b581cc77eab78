import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** ui-notes "Kiosk": a tablet left alone goes back to its start screen, so the next member starts fresh. */
export const KIOSK_IDLE_MS = 20_000;

const ACTIVITY = ['pointerdown', 'keydown', 'input', 'scroll'] as const;

/** Calls `then` after KIOSK_IDLE_MS without a touch, key or scroll; answers the function that stops waiting. */
export function whenIdle(then: () => void): () => void {
  let timer = window.setTimeout(then, KIOSK_IDLE_MS);
  const restart = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(then, KIOSK_IDLE_MS);
  };
  ACTIVITY.forEach((type) => window.addEventListener(type, restart, { passive: true, capture: true }));
  return () => {
    window.clearTimeout(timer);
    ACTIVITY.forEach((type) => window.removeEventListener(type, restart, { capture: true }));
  };
}

/** Navigates to `to` once the kiosk is left alone (nothing when `active` is false). */
export function useIdleReturn(to: string, active: boolean): void {
  const navigate = useNavigate();
  useEffect(() => (active ? whenIdle(() => navigate(to)) : undefined), [navigate, to, active]);
}
