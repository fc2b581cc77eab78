import { lazy, Suspense, useEffect } from 'react';
import { matchRoutes, Navigate, useNavigate, useRoutes, type Params, type RouteObject } from 'react-router';
import { BACKOFFICE_PAGES, CHECKIN_PAGES, LOOKED_UP_PAGES, PORTAL_PAGES, SHOP_PAGES } from '@kiai/shared';
import { setNavigator } from './lib/navigation.js';
import PortalLayout from './routes/portal/portal-layout.js';

/** What the opened page needs before React renders it (preloadOpenedPage): its chunks, and maybe its first query. */
interface Preload {
  load: () => Promise<unknown>;
  prefetch?: (params: Params) => Promise<unknown>;
}

/** Each lazy element's preload. */
const preloads = new WeakMap<object, Preload>();

// Each page is its own lazy chunk, and each other area (shop, back office, check-in) brings its layout in its
// own: a member on /book-your-spot downloads neither the back office nor the kiosk. The portal's frame is in
// the entry chunk, because members arrive there on their phones: a lazy frame measured as one more round of
// chunk requests before the first paint (Lighthouse mobile 85 against 93).
//
// Routes are plain elements (react-router's declarative mode), not a data router: the app has no loaders or
// actions, and the data router's machinery for them was 17 kB gzip of every member's first load
// (bench/web/bundle-size.mjs). Each lazy page has its own Suspense boundary with no fallback: the frame shows
// at once, and a navigation (a transition in BrowserRouter) keeps the current page until the next one arrives.
//
// The paths come from @kiai/shared's page tables (absolute: a child's repeats its parent's), which also build and
// check the links of the mails, so a link from outside never lands on 'Page not found'.
//
// `prefetch` starts the page's first query with its chunks (the shop's lists, the test checkout, the bank account), whose
// answer is the page's largest text or form: otherwise it is asked for only once every chunk has arrived and the page
// has rendered. It runs after the page's own load, so the page's chunks are asked for first.
const lazily = (load: () => Promise<{ default: React.ComponentType }>, prefetch?: Preload['prefetch']) => {
  const Page = lazy(load);
  const element = (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
  preloads.set(element, { load, prefetch });
  return element;
};

export const routes: RouteObject[] = [
  {
    element: <PortalLayout />,
    children: [
      { path: PORTAL_PAGES.home, element: <Navigate to={PORTAL_PAGES.bookYourSpot} replace /> },
      { path: PORTAL_PAGES.login, element: lazily(() => import('./routes/portal/login.js')) },
      { path: PORTAL_PAGES.sessionExpired, element: lazily(() => import('./routes/portal/session-expired.js')) },
      { path: PORTAL_PAGES.loginRequired, element: lazily(() => import('./routes/portal/login-required.js')) },
      { path: PORTAL_PAGES.welcome, element: lazily(() => import('./routes/portal/welcome.js')) },
      { path: PORTAL_PAGES.forgotPassword, element: lazily(() => import('./routes/portal/forgot-password.js')) },
      { path: PORTAL_PAGES.logout, element: lazily(() => import('./routes/portal/logout.js')) },
      { path: PORTAL_PAGES.profile, element: lazily(() => import('./routes/portal/profile.js')) },
      { path: PORTAL_PAGES.myClasses, element: lazily(() => import('./routes/portal/my-classes.js')) },
      { path: PORTAL_PAGES.myClasspasses, element: lazily(() => import('./routes/portal/my-classpasses.js')) },
      { path: PORTAL_PAGES.myMemberships, element: lazily(() => import('./routes/portal/my-memberships.js')) },
      { path: PORTAL_PAGES.myAppointments, element: lazily(() => import('./routes/portal/my-appointments.js')) },
      { path: PORTAL_PAGES.passwordReset, element: lazily(() => import('./routes/portal/password-reset.js')) },
      { path: PORTAL_PAGES.verifyAccount, element: lazily(() => import('./routes/portal/verify-account.js')) },
      { path: PORTAL_PAGES.undoEmailChange, element: lazily(() => import('./routes/portal/undo-email-change.js')) },
      { path: PORTAL_PAGES.register, element: lazily(() => import('./routes/portal/register.js')) },
      { path: PORTAL_PAGES.prices, element: lazily(() => import('./routes/portal/prices.js')) },
      { path: PORTAL_PAGES.purchase, element: lazily(() => import('./routes/portal/purchase.js')) },
      { path: PORTAL_PAGES.paymentSuccess, element: lazily(() => import('./routes/portal/payment-success.js')) },
      { path: PORTAL_PAGES.paymentCancel, element: lazily(() => import('./routes/portal/payment-cancel.js')) },
      { path: PORTAL_PAGES.bookYourSpot, element: lazily(() => import('./routes/portal/book-your-spot.js')) },
      { path: PORTAL_PAGES.bookClass, element: lazily(() => import('./routes/portal/book-class.js')) },
      { path: PORTAL_PAGES.personal, element: lazily(() => import('./routes/portal/personal.js')) },
      { path: PORTAL_PAGES.bookAppointment, element: lazily(() => import('./routes/portal/book-appointment.js')) },
      { path: '*', element: lazily(() => import('./routes/portal/not-found.js')) },
    ],
  },
  // The test payment provider's checkout stands in for a hosted one: outside the shop's frame.
  {
    path: SHOP_PAGES.testCheckout,
    element: lazily(
      () => import('./routes/shop/test-checkout.js'),
      async ({ sessionId = '' }) => (await import('./features/payments/hooks/use-test-checkout.js')).prefetchTestCheckout(sessionId),
    ),
  },
  {
    path: SHOP_PAGES.home,
    element: lazily(() => import('./routes/shop/shop-layout.js')),
    children: [
      { index: true, element: <Navigate to={SHOP_PAGES.classpasses} replace /> },
      {
        path: SHOP_PAGES.classpasses,
        element: lazily(
          () => import('./routes/shop/classpasses.js'),
          async () => (await import('./features/classpasses/hooks/use-fetch-shop-classpasses.js')).prefetchShopClasspasses(),
        ),
      },
      { path: SHOP_PAGES.orders, element: lazily(() => import('./routes/shop/orders-route.js')) },
      { path: SHOP_PAGES.invoices, element: lazily(() => import('./routes/shop/invoices-route.js')) },
      { path: SHOP_PAGES.mySubscriptions, element: lazily(() => import('./routes/shop/my-subscriptions.js')) },
      {
        path: SHOP_PAGES.subscriptions,
        element: lazily(
          () => import('./routes/shop/subscriptions.js'),
          async () => (await import('./features/shop-subscriptions/use-shop-subscriptions.js')).prefetchShopSubscriptions(),
        ),
      },
      { path: SHOP_PAGES.subscriptionSignUp, element: lazily(() => import('./routes/shop/subscription-sign-up.js')) },
      {
        path: SHOP_PAGES.bankAccount,
        element: lazily(
          () => import('./routes/shop/bank-account.js'),
          async () => {
            // The page loads its mandate form as a chunk of its own, after its text: asked for here, beside the page.
            void import('./features/bank-account/components/bank-account-panel.js');
            await (await import('./features/bank-account/use-my-direct-debit-mandate.js')).prefetchMyDirectDebitMandate();
          },
        ),
      },
      { path: LOOKED_UP_PAGES.shopSection, element: lazily(() => import('./routes/shop/section.js')) },
    ],
  },
  {
    path: BACKOFFICE_PAGES.home,
    element: lazily(() => import('./routes/backoffice/backoffice-layout.js')),
    children: [
      { index: true, element: lazily(() => import('./routes/backoffice/home.js')) },
      { path: BACKOFFICE_PAGES.financeOrders, element: lazily(() => import('./routes/backoffice/finance/orders-route.js')) },
      { path: BACKOFFICE_PAGES.expenses, element: lazily(() => import('./routes/backoffice/finance/expenses-route.js')) },
      { path: BACKOFFICE_PAGES.paymentBatches, element: lazily(() => import('./routes/backoffice/finance/payment-batches-route.js')) },
      { path: BACKOFFICE_PAGES.taxSummary, element: lazily(() => import('./routes/backoffice/finance/tax-summary.js')) },
      { path: BACKOFFICE_PAGES.subscriptionInvoices, element: lazily(() => import('./routes/backoffice/finance/subscription-invoices.js')) },
      { path: BACKOFFICE_PAGES.financeInvoices, element: lazily(() => import('./routes/backoffice/finance/invoices-route.js')) },
      { path: BACKOFFICE_PAGES.taxRates, element: lazily(() => import('./routes/backoffice/finance/tax-rates-route.js')) },
      { path: BACKOFFICE_PAGES.glAccounts, element: lazily(() => import('./routes/backoffice/finance/gl-accounts-route.js')) },
      { path: BACKOFFICE_PAGES.batchCategories, element: lazily(() => import('./routes/backoffice/finance/batch-categories-route.js')) },
      { path: BACKOFFICE_PAGES.costCentres, element: lazily(() => import('./routes/backoffice/finance/cost-centres-route.js')) },
      { path: BACKOFFICE_PAGES.paymentMethods, element: lazily(() => import('./routes/backoffice/finance/payment-methods-route.js')) },
      { path: BACKOFFICE_PAGES.invoiceGroups, element: lazily(() => import('./routes/backoffice/finance/invoice-groups-route.js')) },
      { path: BACKOFFICE_PAGES.quoteGroups, element: lazily(() => import('./routes/backoffice/finance/quote-groups-route.js')) },
      { path: BACKOFFICE_PAGES.financeQuotes, element: lazily(() => import('./routes/backoffice/finance/quotes-route.js')) },
      { path: BACKOFFICE_PAGES.defaultGroups, element: lazily(() => import('./routes/backoffice/finance/default-groups.js')) },
      { path: BACKOFFICE_PAGES.locations, element: lazily(() => import('./routes/backoffice/organization/locations-route.js')) },
      { path: BACKOFFICE_PAGES.classtypes, element: lazily(() => import('./routes/backoffice/organization/classtypes-route.js')) },
      { path: BACKOFFICE_PAGES.levels, element: lazily(() => import('./routes/backoffice/organization/levels-route.js')) },
      { path: BACKOFFICE_PAGES.holidays, element: lazily(() => import('./routes/backoffice/organization/holidays-route.js')) },
      { path: BACKOFFICE_PAGES.classpasses, element: lazily(() => import('./routes/backoffice/organization/classpasses-route.js')) },
      { path: BACKOFFICE_PAGES.classpassGroups, element: lazily(() => import('./routes/backoffice/organization/classpass-groups-route.js')) },
      { path: BACKOFFICE_PAGES.subscriptions, element: lazily(() => import('./routes/backoffice/organization/subscriptions-route.js')) },
      { path: BACKOFFICE_PAGES.subscriptionGroups, element: lazily(() => import('./routes/backoffice/organization/subscription-groups-route.js')) },
      { path: BACKOFFICE_PAGES.memberships, element: lazily(() => import('./routes/backoffice/organization/memberships-route.js')) },
      { path: BACKOFFICE_PAGES.checkinDevices, element: lazily(() => import('./routes/backoffice/settings/checkin-devices.js')) },
      { path: BACKOFFICE_PAGES.accounts, element: lazily(() => import('./routes/backoffice/relations/accounts-route.js')) },
      { path: BACKOFFICE_PAGES.accountSubscription, element: lazily(() => import('./routes/backoffice/relations/account-subscription.js')) },
      { path: BACKOFFICE_PAGES.businesses, element: lazily(() => import('./routes/backoffice/relations/businesses-route.js')) },
      { path: BACKOFFICE_PAGES.classes, element: lazily(() => import('./routes/backoffice/schedule/classes-route.js')) },
      { path: BACKOFFICE_PAGES.occurrence, element: lazily(() => import('./routes/backoffice/schedule/occurrence.js')) },
      { path: BACKOFFICE_PAGES.attendance, element: lazily(() => import('./routes/backoffice/schedule/attendance.js')) },
      { path: LOOKED_UP_PAGES.backofficeSettings, element: lazily(() => import('./routes/backoffice/settings/settings-route.js')) },
      { path: BACKOFFICE_PAGES.appointments, element: lazily(() => import('./routes/backoffice/schedule/appointments.js')) },
      { path: BACKOFFICE_PAGES.trainers, element: lazily(() => import('./routes/backoffice/schedule/trainers-route.js')) },
      { path: BACKOFFICE_PAGES.appointmentServices, element: lazily(() => import('./routes/backoffice/organization/appointment-services-route.js')) },
      { path: BACKOFFICE_PAGES.monthlyCredits, element: lazily(() => import('./routes/backoffice/automation/monthly-credits.js')) },
      { path: LOOKED_UP_PAGES.backofficeArea, element: lazily(() => import('./routes/backoffice/area.js')) },
    ],
  },
  {
    path: CHECKIN_PAGES.home,
    element: lazily(() => import('./routes/checkin/checkin-layout.js')),
    children: [
      { index: true, element: lazily(() => import('./routes/checkin/start.js')) },
      { path: CHECKIN_PAGES.classes, element: lazily(() => import('./routes/checkin/classes.js')) },
      { path: CHECKIN_PAGES.classList, element: lazily(() => import('./routes/checkin/class-list.js')) },
    ],
  },
];

/**
 * Starts fetching the chunks of the page at `pathname` (under the club's `basename`) and of its area's frame, all at
 * once: otherwise the frame's chunk is asked for when React first renders, and the page's only once the frame has
 * arrived and rendered, one round trip after the other on a phone's connection (Lighthouse's network log of the shop's
 * pages showed the page's chunks asked for only after the frame's had arrived, bench/web). React's lazy elements then
 * find them loaded or on their way: the browser runs each module once.
 */
export function preloadOpenedPage(pathname: string, basename: string): void {
  for (const { route, params } of matchRoutes(routes, pathname, basename) ?? []) {
    const preload = route.element && typeof route.element === 'object' ? preloads.get(route.element) : undefined;
    void preload?.load();
    void preload?.prefetch?.(params);
  }
}

/** The page for the current address. */
export function AppRoutes() {
  return useRoutes(routes);
}

/** The API client (outside React) sends people to the login page through the router, without a reload. */
export function RouterNavigator() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path, state) => void navigate(path, { state })), [navigate]);
  return null;
}
