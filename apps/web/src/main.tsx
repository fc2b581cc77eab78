// Only the CSS of the Mantine components the portal renders (not all of styles.css): the global layers first,
// then building blocks before the components made of them, as Mantine's per-component import guide orders them.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Typography.css';
import '@mantine/notifications/styles.css';
import { SHOP_PAGES } from '@kiai/shared';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';
import { ensureSessionStarted } from './features/session/session-store.js';
import { signOutIfOpenedOnLogoutPage } from './features/session/sign-out-on-logout-page.js';
import { holdModalEvents } from './lib/held-modal-events.js';
import { basename } from './lib/club.js';
import { wantPageOverlaysOnFirstInteraction } from './lib/page-overlays-demand.js';
import { preloadOpenedPage } from './router.js';

signOutIfOpenedOnLogoutPage();
holdModalEvents();
wantPageOverlaysOnFirstInteraction();
// The opened page's chunks are fetched at once, side by side, not one after the other as React renders the area's
// frame, then the page. In the shop, whose frame does not ask who is signed in (the portal's top bar does, on its
// first render), the stored session's account is read beside them too, not once the member's page has rendered.
preloadOpenedPage(window.location.pathname, basename);
if (window.location.pathname.startsWith(`${basename}${SHOP_PAGES.home}/`)) ensureSessionStarted();

// The server's HTML already holds a first-paint top bar. Starting React after the browser's next paint lets a phone
// show it at once instead of waiting for React (on a fast connection the script would otherwise run before any
// frame). Each step is a task of its own, so none is one long task that a tap would wait behind: the script's
// evaluation, then creating the root (React registers its listeners for every event type on it), then rendering,
// in a transition so React yields between components.
requestAnimationFrame(() =>
  setTimeout(() => {
    const root = createRoot(document.getElementById('root')!);
    setTimeout(() =>
      startTransition(() =>
        root.render(
          <StrictMode>
            <App />
          </StrictMode>,
        ),
      ),
    );
  }),
);
