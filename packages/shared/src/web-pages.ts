/**
 * The web app's pages, as React Router path patterns under a club's base path (`/<club>`): the router
 * (apps/web/src/router.tsx) routes exactly these, and links into the app from outside it (mail) are built from
 * them with `pagePath` and checked with `isWebPage`, so no such link leads to 'Page not found'.
 */
export const PORTAL_PAGES = {
  home: '/',
  login: '/user/login',
  sessionExpired: '/user/session/expired',
  loginRequired: '/user/login/required',
  welcome: '/user/welcome',
  forgotPassword: '/user/forgot-password',
  logout: '/user/logout',
  profile: '/user/profile',
  myClasses: '/user/classes',
  myClasspasses: '/user/classpasses',
  myMemberships: '/user/memberships',
  myAppointments: '/user/appointments',
  passwordReset: '/password-reset/:token',
  verifyAccount: '/account/verify/:token',
  undoEmailChange: '/account/undo-email-change/:token',
  register: '/register',
  prices: '/prices',
  purchase: '/purchase/:id',
  paymentSuccess: '/payment/success',
  paymentCancel: '/payment/cancel',
  bookYourSpot: '/book-your-spot',
  bookClass: '/book-your-spot/book/:scheduleItemId/:date',
  personal: '/personal',
  bookAppointment: '/personal/book/:serviceId',
} as const;

export const SHOP_PAGES = {
  home: '/shop',
  /** the test payment provider's checkout, outside the shop's frame */
  testCheckout: '/shop/test-checkout/:sessionId',
  classpasses: '/shop/classpasses',
  subscriptions: '/shop/subscriptions',
  subscriptionSignUp: '/shop/subscriptions/:id',
  bankAccount: '/shop/bank-account',
  orders: '/shop/orders/:id?',
  invoices: '/shop/invoices/:id?',
  mySubscriptions: '/shop/my-subscriptions',
} as const;

export const BACKOFFICE_PAGES = {
  home: '/backoffice',
  financeOrders: '/backoffice/finance/orders/:id?',
  financeInvoices: '/backoffice/finance/invoices/:id?',
  paymentBatches: '/backoffice/finance/payment-batches/:id?',
  taxSummary: '/backoffice/finance/tax-summary',
  subscriptionInvoices: '/backoffice/finance/subscription-invoices',
  expenses: '/backoffice/finance/expenses/:id?',
  taxRates: '/backoffice/finance/tax-rates/:id?',
  glAccounts: '/backoffice/finance/gl-accounts/:id?',
  costCentres: '/backoffice/finance/cost-centres/:id?',
  paymentMethods: '/backoffice/finance/payment-methods/:id?',
  invoiceGroups: '/backoffice/finance/invoice-groups/:id?',
  quoteGroups: '/backoffice/finance/quote-groups/:id?',
  defaultGroups: '/backoffice/finance/default-groups',
  batchCategories: '/backoffice/finance/batch-categories/:id?',
  financeQuotes: '/backoffice/finance/quotes/:id?',
  locations: '/backoffice/organization/locations/:id?',
  classtypes: '/backoffice/organization/classtypes/:id?',
  levels: '/backoffice/organization/levels/:id?',
  holidays: '/backoffice/organization/holidays/:id?',
  classpasses: '/backoffice/organization/classpasses/:id?',
  classpassGroups: '/backoffice/organization/classpass-groups/:id?',
  subscriptions: '/backoffice/organization/subscriptions/:id?',
  subscriptionGroups: '/backoffice/organization/subscription-groups/:id?',
  memberships: '/backoffice/organization/memberships/:id?',
  appointmentServices: '/backoffice/organization/appointment-services/:id?',
  checkinDevices: '/backoffice/settings/checkin-devices',
  accounts: '/backoffice/relations/accounts/:id?',
  accountSubscription: '/backoffice/relations/accounts/:id/subscriptions/:subscriptionId',
  businesses: '/backoffice/relations/businesses/:id?',
  classes: '/backoffice/schedule/classes/:scheduleItemId?',
  occurrence: '/backoffice/schedule/classes/:scheduleItemId/dates/:date',
  attendance: '/backoffice/schedule/attendance/:scheduleItemId?/:date?',
  appointments: '/backoffice/schedule/appointments',
  trainers: '/backoffice/schedule/trainers/:id?',
  monthlyCredits: '/backoffice/automation/monthly-credits',
} as const;

export const CHECKIN_PAGES = {
  home: '/checkin',
  classes: '/checkin/locations/:locationId',
  classList: '/checkin/classes/:scheduleItemId',
} as const;

/**
 * Routed pages whose last segment the page looks up in a list of its own (a shop section, a back-office area or
 * settings screen) and that show 'Page not found' for any other: `isWebPage` does not count them.
 */
export const LOOKED_UP_PAGES = {
  shopSection: '/shop/:section',
  backofficeSettings: '/backoffice/settings/:screen',
  backofficeArea: '/backoffice/:area',
} as const;

const PAGES: readonly string[] = [PORTAL_PAGES, SHOP_PAGES, BACKOFFICE_PAGES, CHECKIN_PAGES].flatMap((pages) => Object.values(pages));

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/** A pattern's parameter names, without the ':' (and the '?' of an optional one). */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;
type RequiredParamNames<Pattern extends string> = Exclude<ParamNames<Pattern>, `${string}?`>;
type PageParams<Pattern extends string> = { [Name in RequiredParamNames<Pattern>]: string | number } & {
  [Name in ParamNames<Pattern> as Name extends `${infer Optional}?` ? Optional : never]?: string | number;
};

/** A page's path with its parameters filled in (encoded), an optional one left out when not given: pagePath(PORTAL_PAGES.passwordReset, { token }). */
export function pagePath<Pattern extends string>(
  pattern: Pattern,
  ...[params]: [RequiredParamNames<Pattern>] extends [never] ? [params?: PageParams<Pattern>] : [params: PageParams<Pattern>]
): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  const segments = segmentsOf(pattern).flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const value = values[segment.slice(1).replace(/\?$/, '')];
    return value === undefined ? [] : [encodeURIComponent(String(value))];
  });
  return `/${segments.join('/')}`;
}

function matches(pattern: string[], path: string[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return path.length === 0;
  if (head.startsWith(':') && head.endsWith('?') && matches(rest, path)) return true;
  const [segment, ...restOfPath] = path;
  if (segment === undefined) return false;
  return (head.startsWith(':') || head === segment) && matches(rest, restOfPath);
}

/** Whether a path under a club's base path (query and fragment ignored) opens one of the web app's pages rather than 'Page not found'. */
export function isWebPage(path: string): boolean {
  const segments = segmentsOf(path.split(/[?#]/)[0]!);
  return PAGES.some((pattern) => matches(segmentsOf(pattern), segments));
}
