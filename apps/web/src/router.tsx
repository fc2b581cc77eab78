import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { setNavigator } from './lib/navigation.js';
import PortalLayout from './routes/portal/portal-layout.js';

// Each page is its own lazy chunk, and each other area (shop, back office, check-in) brings its layout in its
// own: a member on /book-your-spot downloads neither the back office nor the kiosk. The portal's frame is in
// the entry chunk, because members arrive there on their phones: a lazy frame measured as one more round of
// chunk requests before the first paint (Lighthouse mobile 85 against 93).
//
// Routes are plain elements (react-router's declarative mode), not a data router: the app has no loaders or
// actions, and the data router's machinery for them was 17 kB gzip of every member's first load
// (bench/web/bundle-size.mjs). Each lazy page has its own Suspense boundary with no fallback: the frame shows
// at once, and a navigation (a transition in BrowserRouter) keeps the current page until the next one arrives.
const lazily = (load: () => Promise<{ default: React.ComponentType }>) => {
  const Page = lazy(load);
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
};

const routes: RouteObject[] = [
  {
    element: <PortalLayout />,
    children: [
      { index: true, element: <Navigate to="/book-your-spot" replace /> },
      { path: 'user/login', element: lazily(() => import('./routes/portal/login.js')) },
      { path: 'user/session/expired', element: lazily(() => import('./routes/portal/session-expired.js')) },
      { path: 'user/login/required', element: lazily(() => import('./routes/portal/login-required.js')) },
      { path: 'user/welcome', element: lazily(() => import('./routes/portal/welcome.js')) },
      { path: 'user/forgot-password', element: lazily(() => import('./routes/portal/forgot-password.js')) },
      { path: 'user/logout', element: lazily(() => import('./routes/portal/logout.js')) },
      { path: 'user/profile', element: lazily(() => import('./routes/portal/profile.js')) },
      { path: 'user/classes', element: lazily(() => import('./routes/portal/my-classes.js')) },
      { path: 'user/classpasses', element: lazily(() => import('./routes/portal/my-classpasses.js')) },
      { path: 'user/appointments', element: lazily(() => import('./routes/portal/my-appointments.js')) },
      { path: 'password-reset/:token', element: lazily(() => import('./routes/portal/password-reset.js')) },
      { path: 'account/verify/:token', element: lazily(() => import('./routes/portal/verify-account.js')) },
      { path: 'register', element: lazily(() => import('./routes/portal/register.js')) },
      { path: 'prices', element: lazily(() => import('./routes/portal/prices.js')) },
      { path: 'purchase/:id', element: lazily(() => import('./routes/portal/purchase.js')) },
      { path: 'payment/success', element: lazily(() => import('./routes/portal/payment-success.js')) },
      { path: 'payment/cancel', element: lazily(() => import('./routes/portal/payment-cancel.js')) },
      { path: 'book-your-spot', element: lazily(() => import('./routes/portal/book-your-spot.js')) },
      { path: 'book-your-spot/book/:scheduleItemId/:date', element: lazily(() => import('./routes/portal/book-class.js')) },
      { path: 'personal', element: lazily(() => import('./routes/portal/personal.js')) },
      { path: 'personal/book/:serviceId', element: lazily(() => import('./routes/portal/book-appointment.js')) },
      { path: '*', element: lazily(() => import('./routes/portal/not-found.js')) },
    ],
  },
  // The test payment provider's checkout stands in for a hosted one: outside the shop's frame.
  { path: 'shop/test-checkout/:sessionId', element: lazily(() => import('./routes/shop/test-checkout.js')) },
  {
    path: 'shop',
    element: lazily(() => import('./routes/shop/shop-layout.js')),
    children: [
      { index: true, element: <Navigate to="/shop/classpasses" replace /> },
      { path: 'classpasses', element: lazily(() => import('./routes/shop/classpasses.js')) },
      { path: 'orders/:id?', element: lazily(() => import('./routes/shop/orders-route.js')) },
      { path: 'invoices/:id?', element: lazily(() => import('./routes/shop/invoices-route.js')) },
      { path: ':section', element: lazily(() => import('./routes/shop/section.js')) },
    ],
  },
  {
    path: 'backoffice',
    element: lazily(() => import('./routes/backoffice/backoffice-layout.js')),
    children: [
      { index: true, element: lazily(() => import('./routes/backoffice/home.js')) },
      { path: 'finance/orders/:id?', element: lazily(() => import('./routes/backoffice/finance/orders-route.js')) },
      { path: 'finance/invoices/:id?', element: lazily(() => import('./routes/backoffice/finance/invoices-route.js')) },
      { path: 'organization/locations/:id?', element: lazily(() => import('./routes/backoffice/organization/locations-route.js')) },
      { path: 'organization/classtypes/:id?', element: lazily(() => import('./routes/backoffice/organization/classtypes-route.js')) },
      { path: 'organization/levels/:id?', element: lazily(() => import('./routes/backoffice/organization/levels-route.js')) },
      { path: 'organization/holidays/:id?', element: lazily(() => import('./routes/backoffice/organization/holidays-route.js')) },
      { path: 'organization/classpasses/:id?', element: lazily(() => import('./routes/backoffice/organization/classpasses-route.js')) },
      { path: 'organization/classpass-groups/:id?', element: lazily(() => import('./routes/backoffice/organization/classpass-groups-route.js')) },
      { path: 'settings/checkin-devices', element: lazily(() => import('./routes/backoffice/settings/checkin-devices.js')) },
      { path: 'relations/accounts/:id?', element: lazily(() => import('./routes/backoffice/relations/accounts-route.js')) },
      { path: 'schedule/classes/:scheduleItemId?', element: lazily(() => import('./routes/backoffice/schedule/classes-route.js')) },
      { path: 'schedule/classes/:scheduleItemId/dates/:date', element: lazily(() => import('./routes/backoffice/schedule/occurrence.js')) },
      { path: 'schedule/attendance/:scheduleItemId?/:date?', element: lazily(() => import('./routes/backoffice/schedule/attendance.js')) },
      { path: 'settings/:screen', element: lazily(() => import('./routes/backoffice/settings/settings-route.js')) },
      { path: 'schedule/appointments', element: lazily(() => import('./routes/backoffice/schedule/appointments.js')) },
      { path: 'schedule/trainers/:id?', element: lazily(() => import('./routes/backoffice/schedule/trainers-route.js')) },
      { path: 'organization/appointment-services/:id?', element: lazily(() => import('./routes/backoffice/organization/appointment-services-route.js')) },
      { path: ':area', element: lazily(() => import('./routes/backoffice/area.js')) },
    ],
  },
  {
    path: 'checkin',
    element: lazily(() => import('./routes/checkin/checkin-layout.js')),
    children: [
      { index: true, element: lazily(() => import('./routes/checkin/start.js')) },
      { path: 'locations/:locationId', element: lazily(() => import('./routes/checkin/classes.js')) },
      { path: 'classes/:scheduleItemId', element: lazily(() => import('./routes/checkin/class-list.js')) },
    ],
  },
];

/** The page for the current address. */
export function AppRoutes() {
  return useRoutes(routes);
}

/** The API client (outside React) sends people to the login page through the router, without a reload. */
export function RouterNavigator() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path) => void navigate(path)), [navigate]);
  return null;
}
