import { createBrowserRouter, Navigate } from 'react-router';
import { basename } from './lib/club.js';
import { setNavigator } from './lib/navigation.js';
import PortalLayout from './routes/portal/portal-layout.js';

// Each page is its own lazy chunk, and each other area (shop, back office, check-in) brings its layout in its
// own: a member on /book-your-spot downloads neither the back office nor the kiosk. The portal's frame is in
// the entry chunk, because members arrive there on their phones: a lazy frame measured as one more round of
// chunk requests before the first paint (Lighthouse mobile 85 against 93).
const lazily = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const router = createBrowserRouter(
  [
    {
      element: <PortalLayout />,
      children: [
        { index: true, element: <Navigate to="/book-your-spot" replace /> },
        { path: 'user/login', lazy: lazily(() => import('./routes/portal/login.js')) },
        { path: 'user/session/expired', lazy: lazily(() => import('./routes/portal/session-expired.js')) },
        { path: 'user/login/required', lazy: lazily(() => import('./routes/portal/login-required.js')) },
        { path: 'user/welcome', lazy: lazily(() => import('./routes/portal/welcome.js')) },
        { path: 'user/forgot-password', lazy: lazily(() => import('./routes/portal/forgot-password.js')) },
        { path: 'user/logout', lazy: lazily(() => import('./routes/portal/logout.js')) },
        { path: 'user/profile', lazy: lazily(() => import('./routes/portal/profile.js')) },
        { path: 'user/classes', lazy: lazily(() => import('./routes/portal/my-classes.js')) },
        { path: 'user/classpasses', lazy: lazily(() => import('./routes/portal/my-classpasses.js')) },
        { path: 'user/appointments', lazy: lazily(() => import('./routes/portal/my-appointments.js')) },
        { path: 'password-reset/:token', lazy: lazily(() => import('./routes/portal/password-reset.js')) },
        { path: 'account/verify/:token', lazy: lazily(() => import('./routes/portal/verify-account.js')) },
        { path: 'register', lazy: lazily(() => import('./routes/portal/register.js')) },
        { path: 'prices', lazy: lazily(() => import('./routes/portal/prices.js')) },
        { path: 'purchase/:id', lazy: lazily(() => import('./routes/portal/purchase.js')) },
        { path: 'payment/success', lazy: lazily(() => import('./routes/portal/payment-success.js')) },
        { path: 'payment/cancel', lazy: lazily(() => import('./routes/portal/payment-cancel.js')) },
        { path: 'book-your-spot', lazy: lazily(() => import('./routes/portal/book-your-spot.js')) },
        { path: 'book-your-spot/book/:scheduleItemId/:date', lazy: lazily(() => import('./routes/portal/book-class.js')) },
        { path: 'personal', lazy: lazily(() => import('./routes/portal/personal.js')) },
        { path: 'personal/book/:serviceId', lazy: lazily(() => import('./routes/portal/book-appointment.js')) },
        { path: '*', lazy: lazily(() => import('./routes/portal/not-found.js')) },
      ],
    },
    // The test payment provider's checkout stands in for a hosted one: outside the shop's frame.
    { path: 'shop/test-checkout/:sessionId', lazy: lazily(() => import('./routes/shop/test-checkout.js')) },
    {
      path: 'shop',
      lazy: lazily(() => import('./routes/shop/shop-layout.js')),
      children: [
        { index: true, element: <Navigate to="/shop/classpasses" replace /> },
        { path: 'classpasses', lazy: lazily(() => import('./routes/shop/classpasses.js')) },
        { path: 'orders/:id?', lazy: lazily(() => import('./routes/shop/orders-route.js')) },
        { path: 'invoices/:id?', lazy: lazily(() => import('./routes/shop/invoices-route.js')) },
        { path: ':section', lazy: lazily(() => import('./routes/shop/section.js')) },
      ],
    },
    {
      path: 'backoffice',
      lazy: lazily(() => import('./routes/backoffice/backoffice-layout.js')),
      children: [
        { index: true, lazy: lazily(() => import('./routes/backoffice/home.js')) },
        { path: 'finance/orders/:id?', lazy: lazily(() => import('./routes/backoffice/finance/orders-route.js')) },
        { path: 'finance/invoices/:id?', lazy: lazily(() => import('./routes/backoffice/finance/invoices-route.js')) },
        { path: 'organization/locations/:id?', lazy: lazily(() => import('./routes/backoffice/organization/locations-route.js')) },
        { path: 'organization/classtypes/:id?', lazy: lazily(() => import('./routes/backoffice/organization/classtypes-route.js')) },
        { path: 'organization/levels/:id?', lazy: lazily(() => import('./routes/backoffice/organization/levels-route.js')) },
        { path: 'organization/holidays/:id?', lazy: lazily(() => import('./routes/backoffice/organization/holidays-route.js')) },
        { path: 'organization/classpasses/:id?', lazy: lazily(() => import('./routes/backoffice/organization/classpasses-route.js')) },
        { path: 'organization/classpass-groups/:id?', lazy: lazily(() => import('./routes/backoffice/organization/classpass-groups-route.js')) },
        { path: 'settings/checkin-devices', lazy: lazily(() => import('./routes/backoffice/settings/checkin-devices.js')) },
        { path: 'relations/accounts/:id?', lazy: lazily(() => import('./routes/backoffice/relations/accounts-route.js')) },
        { path: 'schedule/classes/:scheduleItemId?', lazy: lazily(() => import('./routes/backoffice/schedule/classes-route.js')) },
        { path: 'schedule/classes/:scheduleItemId/dates/:date', lazy: lazily(() => import('./routes/backoffice/schedule/occurrence.js')) },
        { path: 'schedule/attendance/:scheduleItemId?/:date?', lazy: lazily(() => import('./routes/backoffice/schedule/attendance.js')) },
        { path: 'settings/:screen', lazy: lazily(() => import('./routes/backoffice/settings/settings-route.js')) },
        { path: 'schedule/appointments', lazy: lazily(() => import('./routes/backoffice/schedule/appointments.js')) },
        { path: 'schedule/trainers/:id?', lazy: lazily(() => import('./routes/backoffice/schedule/trainers-route.js')) },
        { path: 'organization/appointment-services/:id?', lazy: lazily(() => import('./routes/backoffice/organization/appointment-services-route.js')) },
        { path: ':area', lazy: lazily(() => import('./routes/backoffice/area.js')) },
      ],
    },
    {
      path: 'checkin',
      lazy: lazily(() => import('./routes/checkin/checkin-layout.js')),
      children: [
        { index: true, lazy: lazily(() => import('./routes/checkin/start.js')) },
        { path: 'locations/:locationId', lazy: lazily(() => import('./routes/checkin/classes.js')) },
        { path: 'classes/:scheduleItemId', lazy: lazily(() => import('./routes/checkin/class-list.js')) },
      ],
    },
  ],
  { basename },
);

// The API client (outside React) sends people to the login page through the router, without a reload.
setNavigator((path) => void router.navigate(path));
