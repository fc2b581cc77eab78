// When to fetch the toasts-and-dialogs chunk (components/page-overlays.tsx). Fetched at start-up it competed
// with the page's own chunk and data for a phone's bandwidth (about 40 kB of dialog, focus-trap and scroll code,
// measured in Lighthouse's network log), so it comes when first needed — a toast, a dialog — or as soon as the
// visitor starts to interact, whichever is first. Toasts and dialogs asked for earlier are kept meanwhile
// (Mantine's notification store; lib/held-modal-events.ts).
let wanted = false;
const listeners = new Set<() => void>();

export function wantPageOverlays(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

export function pageOverlaysWanted(): boolean {
  return wanted;
}

export function onPageOverlaysWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/** The first tap or key press anywhere asks for them: a dialog is likely to follow. */
export function wantPageOverlaysOnFirstInteraction(): void {
  const want = () => {
    INTERACTIONS.forEach((type) => window.removeEventListener(type, want, true));
    wantPageOverlays();
  };
  INTERACTIONS.forEach((type) => window.addEventListener(type, want, { capture: true, passive: true }));
}
