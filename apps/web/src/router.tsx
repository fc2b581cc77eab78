import { createBrowserRouter, Navigate } from 'react-router';
import { basename } from './lib/club.js';
import { PortalLayout } from './components/portal-layout.js';
import { setNavigator } from './lib/navigation.js';

// Each area is its own chunk, so a member on /book-your-spot downloads only the portal.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const router = createBrowserRouter(
  [
    {
      element: <PortalLayout />,
      children: [
        { index: true, element: <Navigate to="/book-your-spot" replace /> },
        { path: 'user/login', lazy: page(() => import('./routes/portal/login.js')) },
        { path: 'user/session/expired', lazy: page(() => import('./routes/portal/session-expired.js')) },
        { path: 'user/login/required', lazy: page(() => import('./routes/portal/login-required.js')) },
        { path: 'user/welcome', lazy: page(() => import('./routes/portal/welcome.js')) },
        { path: 'user/forgot-password', lazy: page(() => import('./routes/portal/forgot-password.js')) },
        { path: 'user/logout', lazy: page(() => import('./routes/portal/logout.js')) },
        { path: 'user/profile', lazy: page(() => import('./routes/portal/profile.js')) },
        { path: 'user/classes', lazy: page(() => import('./routes/portal/my-classes.js')) },
        { path: 'user/classpasses', lazy: page(() => import('./routes/portal/my-classpasses.js')) },
        { path: 'user/appointments', lazy: page(() => import('./routes/portal/my-appointments.js')) },
        { path: 'password-reset/:token', lazy: page(() => import('./routes/portal/password-reset.js')) },
        { path: 'account/verify/:token', lazy: page(() => import('./routes/portal/verify-account.js')) },
        { path: 'register', lazy: page(() => import('./routes/portal/register.js')) },
        { path: 'prices', lazy: page(() => import('./routes/portal/prices.js')) },
        { path: 'book-your-spot', lazy: page(() => import('./routes/portal/book-your-spot.js')) },
        { path: 'book-your-spot/book/:scheduleItemId/:date', lazy: page(() => import('./routes/portal/book-class.js')) },
        { path: 'personal', lazy: page(() => import('./routes/portal/personal.js')) },
        { path: '*', lazy: page(() => import('./routes/portal/not-found.js')) },
      ],
    },
  ],
  { basename },
);

// The API client (outside React) sends people to the login page through the router, without a reload.
setNavigator((path) => void router.navigate(path));
