// @mantine/modals' `modals.*` functions only dispatch window events named `mantine-modals:<action>`, which its
// ModalsProvider listens to. The provider is loaded after the first paint (components/page-overlays.tsx); a
// dialog asked for before it listens (a quick tap on a fresh page) would be lost, so those events are held here
// and handed over once it listens.
import { wantPageOverlays } from './page-overlays-demand.js';

const ACTIONS = ['openModal', 'openConfirmModal', 'openContextModal', 'closeModal', 'closeAllModals', 'updateModal', 'updateContextModal'];
const EVENT_TYPES = ACTIONS.map((action) => `mantine-modals:${action}`);

const held: CustomEvent[] = [];
const hold = (event: Event) => {
  held.push(event as CustomEvent);
  wantPageOverlays();
};

/** Starts keeping modal requests; call before the app renders. */
export function holdModalEvents(): void {
  EVENT_TYPES.forEach((type) => window.addEventListener(type, hold));
}

/** The provider listens now: stop holding and send it the requests that came early, in order. */
export function releaseModalEvents(): void {
  EVENT_TYPES.forEach((type) => window.removeEventListener(type, hold));
  held.splice(0).forEach((event) => window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail })));
}
