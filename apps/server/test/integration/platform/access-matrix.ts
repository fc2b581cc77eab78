import type { Permission, StaffRole } from '@kiai/shared';

/** The objects of member A (and the club's hidden things) every case is run against. */
export interface MatrixFixture {
  accountA: string;
  passA: string;
  attendanceA: string;
  scheduleItem: string;
  hiddenScheduleItem: string;
  archivedProduct: string;
  /** A background job of the club (the mail of A's password reset request), still pending. */
  job: string;
  date: string;
  /** a class pass sold in the shop */
  shopProduct: string;
  /** a subscription product shown in the shop */
  shopSubscription: string;
  /** A's unpaid shop order, a delivered one, and the invoice of the delivered one */
  orderA: string;
  deliveredOrderA: string;
  invoiceA: string;
  /** the club's cash payment method */
  cashMethod: string;
  /** the club's shop sales invoice group, and three draft invoices for A: to edit, to delete and to issue */
  invoiceGroup: string;
  draftToEditA: string;
  draftToDeleteA: string;
  draftToIssueA: string;
  /** A's unpaid order that nothing cancels, and the session id of its checkout at the built-in test payment provider */
  payableOrderA: string;
  testCheckoutA: string;
  /** the room of scheduleItem */
  scheduleItemRoom: string;
  /** a class nobody books, for archiving */
  spareScheduleItem: string;
  /** personal training: A's booked appointment, an archived service and its category, its trainer and a day off of theirs */
  appointmentA: string;
  archivedService: string;
  serviceCategory: string;
  trainer: string;
  trainerDayOff: string;
  /** memberships: a product on sale, an archived one, and a free membership of A's (no invoice, so deletable) */
  membershipProduct: string;
  archivedMembershipProduct: string;
  membershipToDeleteA: string;
  /** subscriptions: A's subscription (with a credit grant, so it cannot be deleted), a pause and a block of it, the location of scheduleItem and a closure of it */
  subscriptionA: string;
  pauseA: string;
  blockA: string;
  location: string;
  closure: string;
  /** direct debit: a mandate of A's, retired already (cancelling it again changes nothing) */
  retiredMandateA: string;
  /** saved cards: a card of A's, retired already (retiring it again changes nothing) */
  retiredCardA: string;
}

/**
 * Who passes a case: everyone (`public`), anyone signed in, any signed-in person (a check-in device is not
 * one: it acts for nobody), holders of one staff permission, or the owner of the object (member A) and
 * holders of any of the listed permissions.
 */
export type Access =
  | 'public'
  | 'signed-in'
  | 'person'
  | { permission: Permission }
  | { owner: true; or: Permission[] }
  /** An operation on no object of the club (creating one): another club's admin passes too, in their own club. */
  | { permission: Permission; inAnyClub: true }
  /**
   * What only a member does, for themselves (signing a SEPA mandate online): every member passes (`any`), or only
   * the owner of the object, member A (`owner`); staff and devices are turned away (PERMISSION_DENIED) whatever the ids.
   */
  | { members: 'any' | 'owner' };

/**
 * How a refused signed-in caller is answered: PERMISSION_DENIED, exactly like a missing id (NOT_FOUND or a
 * null node), or by leaving the object out of an answer that is otherwise the same (`filtered`).
 */
export type Refusal = 'PERMISSION_DENIED' | 'like-missing' | 'filtered';

export interface MatrixCase {
  name: string;
  document: string;
  /** the variables naming A's objects; with `missing`, the same naming objects that do not exist */
  variables(f: MatrixFixture, missing: boolean): Record<string, unknown>;
  /**
   * A club-wide operation (settings, counts): another club's admin holds the permission in their own club and is
   * answered there, so they must not be turned away, and `shows` must be false for them (nothing of this club).
   */
  clubWide?: boolean;
  access: Access;
  refusal?: Refusal;
  /** For `filtered`: whether the answer shows what only a passing caller may see (of A's objects in `f`). */
  shows?(data: any, f: MatrixFixture): boolean;
  /** Mutations: a refused call must leave the database unchanged. */
  mutation?: boolean;
}

const MISSING_ID = 999_999;
const gid = (typename: string, id: number) => Buffer.from(`${typename}:${id}`).toString('base64');
const missingGid = (typename: string) => gid(typename, MISSING_ID);
const none = () => ({});
/** Numbers the emails of the accounts the createAccount case makes, one per passing caller. */
let newAccounts = 0;
/** Job ids are uuids. */
const MISSING_JOB = Buffer.from('AutomationJobNode:00000000-0000-4000-8000-000000000000').toString('base64');

/**
 * A set-up change (organization.edit): input a passing caller gets refused for (an empty name, a missing id),
 * so nobody's call writes anything and refused ones are told PERMISSION_DENIED first.
 */
const setupChange = (field: string, input: Record<string, unknown>, select = '__typename'): MatrixCase[] => [
  {
    name: 'refused input, permission checked first',
    document: `mutation($input: ${field[0]!.toUpperCase()}${field.slice(1)}Input!) { ${field}(input: $input) { ${select} } }`,
    variables: () => ({ input }),
    // A create names nothing of this club: another club's admin is answered in their own club (here: the form's refusal).
    access: field.startsWith('create') ? { permission: 'organization.edit', inAnyClub: true } : { permission: 'organization.edit' },
    refusal: 'PERMISSION_DENIED',
    mutation: true,
  },
];
/** A set-up list: its callers without organization.view are turned away; another club's admin sees their own club's. */
const setupList = (document: string, shows: (data: any) => boolean): MatrixCase[] => [
  { name: 'the list', document, variables: none, access: { permission: 'organization.view' }, refusal: 'filtered', shows },
];

/** A finance set-up list (finance.setup.view); another club's admin is answered with their own club's. */
const financeSetupList = (document: string): MatrixCase[] => [
  { name: 'the list', document, variables: none, access: { permission: 'finance.setup.view' }, refusal: 'PERMISSION_DENIED', clubWide: true },
];
/**
 * A finance set-up change (finance.setup.edit), with refused input or an id that names nothing: the permission is
 * checked first. A create names nothing of this club: another club's admin is answered in their own club.
 */
const financeSetupChange = (field: string, input: Record<string, unknown>, inputType = `${field[0]!.toUpperCase()}${field.slice(1)}Input`): MatrixCase[] =>
  refusedChange('finance.setup.edit', field, input, inputType);
/** A change taking `permission`, with refused input or an id that names nothing, so no caller writes anything. */
const refusedChange = (permission: Permission, field: string, input: Record<string, unknown>, inputType = `${field[0]!.toUpperCase()}${field.slice(1)}Input`): MatrixCase[] => [
  {
    name: 'refused input or an id that names nothing, permission checked first',
    document: `mutation($input: ${inputType}!) { ${field}(input: $input) { __typename } }`,
    variables: () => ({ input }),
    access: field.startsWith('create') ? { permission, inAnyClub: true } : { permission },
    refusal: 'PERMISSION_DENIED',
    mutation: true,
  },
];

/** A quote change (finance.quotes.edit), with refused input or an id that names nothing: the permission is checked first. */
const financeQuoteChange = (field: string, input: Record<string, unknown>): MatrixCase[] => [
  {
    name: 'refused input or an id that names nothing, permission checked first',
    document: `mutation($input: ${field[0]!.toUpperCase()}${field.slice(1)}Input!) { ${field}(input: $input) { __typename } }`,
    variables: () => ({ input }),
    access: field.startsWith('create') ? { permission: 'finance.quotes.edit', inAnyClub: true } : { permission: 'finance.quotes.edit' },
    refusal: 'PERMISSION_DENIED',
    mutation: true,
  },
];
const NO_QUOTE = { id: missingGid('FinanceQuoteNode') };

/**
 * One row per root field of the schema (the test fails for a field without one), each with the cases that
 * exercise it. Fields without an object of someone's are `public` or `signed-in`: their own tests cover
 * what they do; here they prove nobody is turned away who should not be.
 */
export const ACCESS_MATRIX: Record<string, MatrixCase[]> = {
  // Queries
  node: [
    {
      name: "A's account",
      document: `query($id: ID!) { node(id: $id) { id ... on AccountNode { firstName lastName } } }`,
      variables: (f, missing) => ({ id: missing ? missingGid('AccountNode') : f.accountA }),
      access: { owner: true, or: ['accounts.view', 'schedule.attendance.view'] },
      refusal: 'like-missing',
    },
    {
      name: "A's personal data",
      document: `query($id: ID!) { node(id: $id) { ... on AccountNode { email mobile address dateOfBirth } } }`,
      variables: (f) => ({ id: f.accountA }),
      access: { owner: true, or: ['accounts.view'] },
      refusal: 'filtered',
      shows: (d) => d.node?.email != null && d.node.mobile != null && d.node.address != null,
    },
    {
      name: "A's subscription",
      document: `query($id: ID!) { node(id: $id) { id ... on AccountSubscriptionNode { status creditTotal pauses { id } } } }`,
      variables: (f, missing) => ({ id: missing ? missingGid('AccountSubscriptionNode') : f.subscriptionA }),
      access: { owner: true, or: ['accounts.subscriptions.view'] },
      refusal: 'like-missing',
    },
    {
      name: "A's class pass",
      document: `query($id: ID!) { node(id: $id) { id ... on AccountClasspassNode { classesRemaining } } }`,
      variables: (f, missing) => ({ id: missing ? missingGid('AccountClasspassNode') : f.passA }),
      access: { owner: true, or: ['accounts.classpasses.view'] },
      refusal: 'like-missing',
    },
    {
      name: "A's booking",
      document: `query($id: ID!) { node(id: $id) { id ... on ScheduleItemAttendanceNode { bookingStatus } } }`,
      variables: (f, missing) => ({ id: missing ? missingGid('ScheduleItemAttendanceNode') : f.attendanceA }),
      access: { owner: true, or: ['schedule.attendance.view'] },
      refusal: 'like-missing',
    },
    {
      name: "A's order",
      document: `query($id: ID!) { node(id: $id) { id ... on FinanceOrderNode { status totalDisplay } } }`,
      variables: (f, missing) => ({ id: missing ? missingGid('FinanceOrderNode') : f.orderA }),
      access: { owner: true, or: ['finance.orders.view'] },
      refusal: 'like-missing',
    },
    {
      name: "A's invoice",
      document: `query($id: ID!) { node(id: $id) { id ... on FinanceInvoiceNode { invoiceNumber } } }`,
      variables: (f, missing) => ({ id: missing ? missingGid('FinanceInvoiceNode') : f.invoiceA }),
      access: { owner: true, or: ['finance.invoices.read'] },
      refusal: 'like-missing',
    },
    {
      name: 'a non-public class',
      document: `query($id: ID!) { node(id: $id) { id } }`,
      variables: (f, missing) => ({ id: missing ? missingGid('ScheduleItemNode') : f.hiddenScheduleItem }),
      access: { permission: 'schedule.view' },
      refusal: 'like-missing',
    },
    {
      name: 'an archived product',
      document: `query($id: ID!) { node(id: $id) { id } }`,
      variables: (f, missing) => ({ id: missing ? missingGid('OrganizationClasspassNode') : f.archivedProduct }),
      access: { permission: 'organization.view' },
      refusal: 'like-missing',
    },
  ],
  nodes: [
    {
      name: "A's account and its email",
      document: `query($ids: [ID!]!) { nodes(ids: $ids) { id ... on AccountNode { email phone } } }`,
      variables: (f) => ({ ids: [f.accountA] }),
      access: { owner: true, or: ['accounts.view'] },
      refusal: 'filtered',
      shows: (d) => d.nodes[0]?.email != null && d.nodes[0].phone != null,
    },
  ],
  user: [{ name: 'own account', document: `{ user { accountId firstName } }`, variables: none, access: 'signed-in' }],
  currentAccount: [{ name: 'own account', document: `{ currentAccount { accountId firstName } }`, variables: none, access: 'signed-in' }],
  automationJobs: [
    {
      name: "the club's jobs",
      document: `{ automationJobs(first: 5) { edges { node { id status } } } }`,
      variables: none,
      access: { permission: 'automation.jobs.view' },
      // Refused with PERMISSION_DENIED; another club's admin gets their own club's list, without this job.
      refusal: 'filtered',
      shows: (d) => (d?.automationJobs?.edges.length ?? 0) > 0,
    },
  ],
  staffRoles: [{ name: 'the role table', document: `{ staffRoles { role permissions { name } } }`, variables: none, access: 'public' }],
  accountClasspasses: [
    {
      name: "A's passes",
      document: `query($account: ID) { accountClasspasses(account: $account) { edges { node { id } } } }`,
      variables: (f, missing) => ({ account: missing ? missingGid('AccountNode') : f.accountA }),
      access: { owner: true, or: ['accounts.classpasses.view'] },
      refusal: 'PERMISSION_DENIED',
    },
  ],
  accountMemberships: [
    {
      name: "A's memberships",
      document: `query($account: ID) { accountMemberships(account: $account) { edges { node { id status } } } }`,
      variables: (f, missing) => ({ account: missing ? missingGid('AccountNode') : f.accountA }),
      access: { owner: true, or: ['accounts.memberships.view'] },
      refusal: 'PERMISSION_DENIED',
    },
  ],
  sellAccountMembership: [
    {
      name: 'selling A a membership',
      document: `mutation($input: SellAccountMembershipInput!) { sellAccountMembership(input: $input) { accountMembership { id } } }`,
      variables: (f, missing) => ({ input: { account: missing ? missingGid('AccountNode') : f.accountA, organizationMembership: f.membershipProduct } }),
      access: { permission: 'accounts.memberships.sell' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  deleteAccountMembership: [
    {
      name: "A's free membership (the first passing caller deletes it)",
      document: `mutation($input: DeleteAccountMembershipInput!) { deleteAccountMembership(input: $input) { ok } }`,
      variables: (f, missing) => ({ input: { id: missing ? missingGid('AccountMembershipNode') : f.membershipToDeleteA } }),
      access: { permission: 'accounts.memberships.sell' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  organizationClasspasses: [
    {
      name: 'archived products',
      document: `{ organizationClasspasses(archived: true) { edges { node { id } } } }`,
      variables: none,
      access: { permission: 'organization.view' },
      refusal: 'filtered',
      shows: (d) => d.organizationClasspasses.edges.length > 0,
    },
  ],
  organizationClasspass: [
    {
      name: 'an archived product',
      document: `query($id: ID!) { organizationClasspass(id: $id) { id } }`,
      variables: (f, missing) => ({ id: missing ? missingGid('OrganizationClasspassNode') : f.archivedProduct }),
      access: { permission: 'organization.view' },
      refusal: 'like-missing',
    },
  ],
  scheduleClasses: [
    {
      name: 'non-public classes',
      document: `query($d: Date!) { scheduleClasses(dateFrom: $d, dateUntil: $d, publicOnly: false) { classes { scheduleItemId } } }`,
      variables: (f) => ({ d: f.date }),
      access: { permission: 'schedule.view' },
      refusal: 'filtered',
      shows: (d) => d.scheduleClasses[0].classes.length === 2,
    },
  ],
  scheduleClass: [
    {
      name: 'a non-public class',
      document: `query($id: ID!, $d: Date!) { scheduleClass(scheduleItemId: $id, date: $d) { scheduleItemId } }`,
      variables: (f, missing) => ({ id: missing ? missingGid('ScheduleItemNode') : f.hiddenScheduleItem, d: f.date }),
      access: { permission: 'schedule.view' },
      refusal: 'like-missing',
    },
  ],
  scheduleClassBookingOptions: [
    {
      name: "A's options",
      document: `query($item: ID!, $d: Date!, $account: ID) {
        scheduleClassBookingOptions(scheduleItem: $item, date: $d, listType: SHOP_BOOK, account: $account) { classpasses { accountClasspass { id } } }
      }`,
      variables: (f, missing) => ({ item: f.scheduleItem, d: f.date, account: missing ? missingGid('AccountNode') : f.accountA }),
      access: { owner: true, or: ['schedule.attendance.edit'] },
      refusal: 'PERMISSION_DENIED',
    },
  ],
  scheduleClassWaitlistPlaces: [
    {
      name: "A's waitlist places (My classes)",
      document: `query($account: ID) { scheduleClassWaitlistPlaces(account: $account) { id position } }`,
      variables: (f, missing) => ({ account: missing ? missingGid('AccountNode') : f.accountA }),
      access: { owner: true, or: ['schedule.attendance.view'] },
      refusal: 'PERMISSION_DENIED',
    },
  ],
  scheduleItemAttendances: [
    {
      name: "A's bookings, the latest first (the account page's classes tab)",
      document: `query($account: ID) { scheduleItemAttendances(account: $account, orderBy: "-date", first: 25) { edges { node { id } } } }`,
      variables: (f, missing) => ({ account: missing ? missingGid('AccountNode') : f.accountA }),
      access: { owner: true, or: ['schedule.attendance.view'] },
      refusal: 'PERMISSION_DENIED',
    },
    {
      name: "a class list with A's booking",
      document: `query($item: ID) { scheduleItemAttendances(scheduleItem: $item) { edges { node { id account { fullName } } } } }`,
      variables: (f) => ({ item: f.scheduleItem }),
      access: { owner: true, or: ['schedule.attendance.view'] },
      refusal: 'filtered',
      shows: (d) => d.scheduleItemAttendances.edges.length === 1 && d.scheduleItemAttendances.edges[0].node.account.fullName !== '',
    },
  ],
  myClassBookings: [
    {
      name: "the caller's own bookings of a week: A's only to A",
      document: `query($d: Date!) { myClassBookings(dateFrom: $d, dateUntil: $d) { attendanceId } }`,
      variables: (f) => ({ d: f.date }),
      access: { owner: true, or: [] },
      refusal: 'filtered',
      shows: (d, f) => d.myClassBookings.some((b: { attendanceId: string }) => b.attendanceId === f.attendanceA),
    },
  ],
  scheduleItemAttendance: [
    {
      name: "A's booking",
      document: `query($id: ID!) { scheduleItemAttendance(id: $id) { id } }`,
      variables: (f, missing) => ({ id: missing ? missingGid('ScheduleItemAttendanceNode') : f.attendanceA }),
      access: { owner: true, or: ['schedule.attendance.view'] },
      refusal: 'like-missing',
    },
  ],
  organizationLocations: [
    {
      name: 'archived locations',
      document: `{ organizationLocations(archived: true) { edges { node { id } } } }`,
      variables: none,
      access: { permission: 'organization.view' },
      refusal: 'filtered',
      shows: (d) => d.organizationLocations.edges.length > 0,
    },
  ],
  financeOrders: [
    {
      name: "A's orders",
      document: `query($account: ID) { financeOrders(account: $account) { edges { node { id status } } } }`,
      variables: (f, missing) => ({ account: missing ? missingGid('AccountNode') : f.accountA }),
      access: { owner: true, or: ['finance.orders.view'] },
      refusal: 'PERMISSION_DENIED',
    },
  ],
  financeOrder: [
    {
      name: "A's order",
      document: `query($id: ID!) { financeOrder(id: $id) { id orderNumber status total totalDisplay account { id } items { edges { node { id productName } } } } }`,
      variables: (f, missing) => ({ id: missing ? missingGid('FinanceOrderNode') : f.orderA }),
      access: { owner: true, or: ['finance.orders.view'] },
      refusal: 'like-missing',
    },
  ],
  financeOrderRefundsDue: [
    {
      name: 'paid orders not delivered that the provider could not refund (for staff to refund)',
      document: `{ financeOrderRefundsDue(first: 10) { edges { node { id refundStatus refundError } } } }`,
      variables: none,
      access: { permission: 'finance.orders.view' },
      refusal: 'PERMISSION_DENIED',
      clubWide: true,
    },
  ],
  financeInvoiceOpenTotals: [
    {
      name: "the open invoices' count and balance",
      document: `{ financeInvoiceOpenTotals(status: SENT) { count balance balanceDisplay } }`,
      variables: none,
      access: { permission: 'finance.invoices.read' },
      refusal: 'PERMISSION_DENIED',
      clubWide: true,
    },
  ],
  financeTaxSummary: [
    {
      name: 'base and tax per rate of the issued invoices of a month',
      document: `{ financeTaxSummary(dateFrom: "2026-03-01", dateTo: "2026-03-31") { rates { percentage } totals { base tax } } }`,
      variables: none,
      access: { permission: 'finance.tax.view' },
      refusal: 'PERMISSION_DENIED',
      clubWide: true,
    },
  ],
  financeInvoices: [
    {
      name: "A's invoices",
      document: `query($account: ID) { financeInvoices(account: $account) { edges { node { id invoiceNumber } } } }`,
      variables: (f, missing) => ({ account: missing ? missingGid('AccountNode') : f.accountA }),
      access: { owner: true, or: ['finance.invoices.read'] },
      refusal: 'PERMISSION_DENIED',
    },
  ],
  financeAccountPayments: [
    {
      name: "the payments on A's invoices",
      document: `query($account: ID) { financeAccountPayments(account: $account) { edges { node { date amount paymentMethod invoiceNumber } } } }`,
      variables: (f, missing) => ({ account: missing ? missingGid('AccountNode') : f.accountA }),
      access: { owner: true, or: ['finance.invoices.read'] },
      refusal: 'PERMISSION_DENIED',
    },
  ],
  financeSavedCards: [
    {
      name: "A's saved cards",
      document: `query($account: ID) { financeSavedCards(account: $account) { id label } }`,
      variables: (f, missing) => ({ account: missing ? missingGid('AccountNode') : f.accountA }),
      access: { owner: true, or: ['finance.invoices.read'] },
      refusal: 'PERMISSION_DENIED',
    },
  ],
  financeCardCharges: [
    {
      name: "the card charge attempts of A's invoices",
      document: `query($account: ID) { financeCardCharges(account: $account) { id status invoiceNumber } }`,
      variables: (f, missing) => ({ account: missing ? missingGid('AccountNode') : f.accountA }),
      access: { owner: true, or: ['finance.invoices.read'] },
      refusal: 'PERMISSION_DENIED',
    },
  ],
  retireFinanceSavedCard: [
    {
      name: "retiring A's saved card (retired already)",
      document: `mutation($input: RetireFinanceSavedCardInput!) { retireFinanceSavedCard(input: $input) { savedCard { id } } }`,
      variables: (f, missing) => ({ input: { card: missing ? missingGid('FinanceSavedCard') : f.retiredCardA } }),
      access: { owner: true, or: ['finance.payments.edit'] },
      refusal: 'like-missing',
      mutation: true,
    },
  ],
  financeInvoice: [
    {
      name: "A's invoice",
      document: `query($id: ID!) { financeInvoice(id: $id) { id invoiceNumber totalDisplay items { edges { node { productName } } } } }`,
      variables: (f, missing) => ({ id: missing ? missingGid('FinanceInvoiceNode') : f.invoiceA }),
      access: { owner: true, or: ['finance.invoices.read'] },
      refusal: 'like-missing',
    },
  ],
  organizationClasstypes: [{ name: 'current class types', document: `{ organizationClasstypes { edges { node { id } } } }`, variables: none, access: 'public' }],
  organizationLevels: [{ name: 'current levels', document: `{ organizationLevels { edges { node { id } } } }`, variables: none, access: 'public' }],
  instructors: [{ name: 'names only', document: `{ instructors { edges { node { id fullName } } } }`, variables: none, access: 'public' }],

  calendarFeed: [
    { name: 'own feed URL (a check-in device has none)', document: `{ calendarFeed { url } }`, variables: none, access: 'person', refusal: 'PERMISSION_DENIED' },
  ],
  paymentTestCheckout: [
    {
      name: "A's test checkout",
      document: `query($sessionId: String!) { paymentTestCheckout(sessionId: $sessionId) { sessionId amount } }`,
      variables: (f, missing) => ({ sessionId: missing ? 'cs_test_missing' : f.testCheckoutA }),
      access: { owner: true, or: [] },
      refusal: 'like-missing',
    },
  ],
  financeSetupTaxRates: financeSetupList(`{ financeSetupTaxRates { edges { node { id name } } } }`),
  financeGlAccounts: financeSetupList(`{ financeGlAccounts { edges { node { id code } } } }`),
  financeCostCentres: financeSetupList(`{ financeCostCentres { edges { node { id code } } } }`),
  financePaymentMethods: financeSetupList(`{ financePaymentMethods { edges { node { id name } } } }`),
  financeDeskPaymentMethods: [
    {
      name: 'the methods the desk takes money with',
      document: `{ financeDeskPaymentMethods { id name code } }`,
      variables: none,
      access: { permission: 'finance.payments.desk' },
      refusal: 'PERMISSION_DENIED',
      clubWide: true,
    },
  ],
  financeInvoiceGroups: financeSetupList(`{ financeInvoiceGroups(kind: QUOTE) { edges { node { id name } } } }`),
  financeInvoiceGroupDefaults: financeSetupList(`{ financeInvoiceGroupDefaults { saleKind group { id } } }`),
  financeExpenses: [
    { name: 'the list', document: `{ financeExpenses(dateFrom: "2026-01-01") { edges { node { id summary } } } }`, variables: none, access: { permission: 'finance.expenses.view' }, refusal: 'PERMISSION_DENIED', clubWide: true },
  ],
  financeExpenseTotals: [
    { name: 'the totals', document: `{ financeExpenseTotals { count total } }`, variables: none, access: { permission: 'finance.expenses.view' }, refusal: 'PERMISSION_DENIED', clubWide: true },
  ],
  relationsBusinesses: [
    { name: 'the list', document: `{ relationsBusinesses(search: "a") { edges { node { id name } } } }`, variables: none, access: { permission: 'relations.businesses.view' }, refusal: 'PERMISSION_DENIED', clubWide: true },
  ],
  clubSettings: [
    { name: 'settings', document: `query { clubSettings { name brandColor bookingDaysInAdvance requiredProfileFields } }`, variables: none, access: { permission: 'settings.edit' }, refusal: 'PERMISSION_DENIED', clubWide: true },
  ],
  mailOutbox: [
    { name: 'outbox', document: `query { mailOutbox(first: 5) { edges { node { id toAddress status } } } }`, variables: none, shows: (d) => (d?.mailOutbox?.edges.length ?? 0) > 0, access: { permission: 'settings.edit' }, refusal: 'PERMISSION_DENIED', clubWide: true },
  ],
  systemDiagnostics: [
    { name: 'diagnostics', document: `query { systemDiagnostics { version databaseKind } }`, variables: none, access: { permission: 'settings.edit' }, refusal: 'PERMISSION_DENIED', clubWide: true },
  ],
  newMembersThisWeek: [
    { name: 'count', document: `query { newMembersThisWeek }`, variables: none, access: { permission: 'accounts.view' }, refusal: 'PERMISSION_DENIED', clubWide: true },
  ],
  // Personal training for staff
  appointmentCategories: [
    {
      name: 'categories',
      document: `{ appointmentCategories { edges { node { id name } } } }`,
      variables: none,
      access: { permission: 'organization.view' },
      refusal: 'filtered',
      shows: (d) => d.appointmentCategories.edges.length > 0,
    },
  ],
  appointmentCategory: [
    {
      name: 'a category',
      document: `query($id: ID!) { appointmentCategory(id: $id) { id name } }`,
      variables: (f, missing) => ({ id: missing ? missingGid('AppointmentCategoryNode') : f.serviceCategory }),
      access: { permission: 'organization.view' },
      refusal: 'PERMISSION_DENIED',
    },
  ],
  appointmentServices: [
    {
      name: 'archived services',
      document: `{ appointmentServices(archived: true) { edges { node { id name trainers { id } organizationClasspasses { id } } } } }`,
      variables: none,
      access: { permission: 'organization.view' },
      refusal: 'filtered',
      shows: (d) => d.appointmentServices.edges.length > 0,
    },
  ],
  appointmentService: [
    {
      name: 'an archived service',
      document: `query($id: ID!) { appointmentService(id: $id) { id name category { name } } }`,
      variables: (f, missing) => ({ id: missing ? missingGid('AppointmentServiceNode') : f.archivedService }),
      access: { permission: 'organization.view' },
      refusal: 'PERMISSION_DENIED',
    },
  ],
  appointmentTrainers: [
    {
      name: 'trainers',
      document: `{ appointmentTrainers { edges { node { id fullName weeklyHours { isoWeekday } } } } }`,
      variables: none,
      access: { permission: 'appointments.view' },
      refusal: 'filtered',
      shows: (d) => d.appointmentTrainers.edges.length > 0,
    },
  ],
  appointmentTrainer: [
    {
      name: "a trainer's calendar",
      document: `query($id: ID!) { appointmentTrainer(id: $id) { id daysOff { id } overrides { date } } }`,
      variables: (f, missing) => ({ id: missing ? missingGid('AppointmentTrainerNode') : f.trainer }),
      access: { permission: 'appointments.view' },
      refusal: 'PERMISSION_DENIED',
    },
  ],
  appointmentTrainerCandidates: [
    {
      name: 'staff accounts that are not trainers',
      document: `{ appointmentTrainerCandidates(search: "") { account fullName } }`,
      variables: none,
      // Each club's own staff: another club's admin is answered with theirs.
      access: { permission: 'appointments.edit', inAnyClub: true },
      refusal: 'PERMISSION_DENIED',
    },
  ],
  appointments: [
    {
      name: "the day of A's appointment",
      document: `query($date: Date!) { appointments(date: $date) { edges { node { id memberName } } } }`,
      variables: (f) => ({ date: f.date }),
      access: { permission: 'appointments.view' },
      refusal: 'filtered',
      shows: (d) => d.appointments.edges.length > 0,
    },
    {
      name: "A's appointments (the account page)",
      document: `query($account: ID) { appointments(account: $account) { edges { node { id memberName } } } }`,
      variables: (f, missing) => ({ account: missing ? missingGid('AccountNode') : f.accountA }),
      access: { permission: 'appointments.view' },
      // Refused with PERMISSION_DENIED; another club's admin finds nothing (A is no account of theirs).
      refusal: 'filtered',
      shows: (d) => d.appointments.edges.length > 0,
    },
  ],

  // Mutations
  resetCalendarFeed: [
    {
      name: 'own feed URL (a check-in device has none)',
      document: `mutation { resetCalendarFeed { url } }`,
      variables: none,
      access: 'person',
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  createScheduleItemAttendance: [
    {
      name: 'booking for A',
      document: `mutation($input: CreateScheduleItemAttendanceInput!) { createScheduleItemAttendance(input: $input) { scheduleItemAttendance { id } } }`,
      variables: (f, missing) => ({
        input: {
          account: missing ? missingGid('AccountNode') : f.accountA,
          scheduleItem: f.scheduleItem,
          accountClasspass: f.passA,
          date: f.date,
          attendanceType: 'CLASSPASS',
        },
      }),
      access: { owner: true, or: ['schedule.attendance.edit'] },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  updateScheduleItemAttendance: [
    {
      name: "changing A's booking",
      document: `mutation($input: UpdateScheduleItemAttendanceInput!) { updateScheduleItemAttendance(input: $input) { scheduleItemAttendance { id } } }`,
      // BOOKED on a booked class answers REBOOK_NOT_POSSIBLE to those who pass, so the booking stays as it is.
      variables: (f, missing) => ({ input: { id: missing ? missingGid('ScheduleItemAttendanceNode') : f.attendanceA, bookingStatus: 'BOOKED' } }),
      access: { owner: true, or: ['schedule.attendance.edit'] },
      refusal: 'like-missing',
      mutation: true,
    },
  ],
  joinScheduleClassWaitlist: [
    {
      name: "putting A on a class's waitlist (the class has none: those who pass are told so and nothing is written)",
      document: `mutation($input: JoinScheduleClassWaitlistInput!) { joinScheduleClassWaitlist(input: $input) { waitlist { position } } }`,
      variables: (f, missing) => ({ input: { account: missing ? missingGid('AccountNode') : f.accountA, scheduleItem: f.scheduleItem, date: f.date } }),
      access: { owner: true, or: ['schedule.attendance.edit'] },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  leaveScheduleClassWaitlist: [
    {
      name: "taking A off a class's waitlist (A is not on it: those who pass are told so)",
      document: `mutation($input: LeaveScheduleClassWaitlistInput!) { leaveScheduleClassWaitlist(input: $input) { waitlist { position } } }`,
      variables: (f, missing) => ({ input: { account: missing ? missingGid('AccountNode') : f.accountA, scheduleItem: f.scheduleItem, date: f.date } }),
      access: { owner: true, or: ['schedule.attendance.edit'] },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  createFinanceOrder: [
    {
      name: 'ordering a pass for oneself (a check-in device buys nothing)',
      document: `mutation($input: CreateFinanceOrderInput!) { createFinanceOrder(input: $input) { financeOrder { id } } }`,
      variables: (f, missing) => ({ input: { organizationClasspass: missing ? missingGid('OrganizationClasspassNode') : f.shopProduct } }),
      access: 'person',
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
    {
      name: 'signing up for a shop subscription for oneself (a check-in device buys nothing)',
      document: `mutation($input: CreateFinanceOrderInput!) { createFinanceOrder(input: $input) { financeOrder { id } } }`,
      variables: (f, missing) => ({ input: { organizationSubscription: missing ? missingGid('OrganizationSubscriptionNode') : f.shopSubscription } }),
      access: 'person',
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  shopSubscriptions: [{ name: 'the subscriptions on sale', document: `{ shopSubscriptions { id name priceDisplay } }`, variables: none, access: 'public' }],
  shopSubscriptionSignUp: [
    {
      name: "one's own sign-up preview (a check-in device buys nothing)",
      document: `query($id: ID!) { shopSubscriptionSignUp(organizationSubscription: $id) { total lines { productName } paymentOptions } }`,
      variables: (f, missing) => ({ id: missing ? missingGid('OrganizationSubscriptionNode') : f.shopSubscription }),
      access: 'person',
      refusal: 'PERMISSION_DENIED',
    },
  ],
  sellAccountClasspass: [
    {
      name: 'selling A a pass at the desk',
      document: `mutation($input: SellAccountClasspassInput!) { sellAccountClasspass(input: $input) { accountClasspass { id } financeOrder { id } } }`,
      variables: (f, missing) => ({ input: { account: missing ? missingGid('AccountNode') : f.accountA, organizationClasspass: f.shopProduct } }),
      access: { permission: 'accounts.classpasses.grant' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  deleteFinanceOrder: [
    {
      name: "A cancelling A's unpaid order",
      document: `mutation($input: DeleteFinanceOrderInput!) { deleteFinanceOrder(input: $input) { ok } }`,
      variables: (f, missing) => ({ input: { id: missing ? missingGid('FinanceOrderNode') : f.orderA, fromUser: true } }),
      access: { owner: true, or: [] },
      refusal: 'like-missing',
      mutation: true,
    },
    {
      name: "staff cancelling A's order",
      document: `mutation($input: DeleteFinanceOrderInput!) { deleteFinanceOrder(input: $input) { ok } }`,
      variables: (f, missing) => ({ input: { id: missing ? missingGid('FinanceOrderNode') : f.orderA, fromUser: false } }),
      access: { permission: 'finance.orders.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  updateFinanceOrder: [
    {
      name: "A's delivered order (DELIVERED again changes nothing)",
      document: `mutation($input: UpdateFinanceOrderInput!) { updateFinanceOrder(input: $input) { financeOrder { id status } } }`,
      variables: (f, missing) => ({ input: { id: missing ? missingGid('FinanceOrderNode') : f.deliveredOrderA, status: 'DELIVERED' } }),
      access: { permission: 'finance.orders.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  markFinanceOrderRefunded: [
    {
      name: "A's delivered order (no refund left to staff: nothing changes)",
      document: `mutation($id: ID!) { markFinanceOrderRefunded(id: $id) { financeOrder { id refundStatus } } }`,
      variables: (f, missing) => ({ id: missing ? missingGid('FinanceOrderNode') : f.deliveredOrderA }),
      access: { permission: 'finance.payments.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  createFinanceInvoice: [
    {
      name: 'a draft invoice for A',
      document: `mutation($input: CreateFinanceInvoiceInput!) { createFinanceInvoice(input: $input) { financeInvoice { id status } } }`,
      variables: (f, missing) => ({
        input: { account: missing ? missingGid('AccountNode') : f.accountA, group: f.invoiceGroup, lines: [{ productName: 'Private lesson', quantity: '1', price: '40.00' }] },
      }),
      access: { permission: 'finance.invoices.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  updateFinanceInvoice: [
    {
      name: "A's draft invoice",
      document: `mutation($input: UpdateFinanceInvoiceInput!) { updateFinanceInvoice(input: $input) { financeInvoice { id total } } }`,
      variables: (f, missing) => ({
        input: { id: missing ? missingGid('FinanceInvoiceNode') : f.draftToEditA, account: f.accountA, group: f.invoiceGroup, lines: [{ productName: 'Seminar', quantity: '2', price: '25.00' }] },
      }),
      access: { permission: 'finance.invoices.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  deleteFinanceInvoice: [
    {
      name: "A's draft invoice (the first passing caller deletes it)",
      document: `mutation($input: DeleteFinanceInvoiceInput!) { deleteFinanceInvoice(input: $input) { ok } }`,
      variables: (f, missing) => ({ input: { id: missing ? missingGid('FinanceInvoiceNode') : f.draftToDeleteA } }),
      access: { permission: 'finance.invoices.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  issueFinanceInvoice: [
    {
      name: "A's draft invoice (the first passing caller issues it, the next is told it is issued)",
      document: `mutation($input: IssueFinanceInvoiceInput!) { issueFinanceInvoice(input: $input) { financeInvoice { id invoiceNumber } } }`,
      variables: (f, missing) => ({ input: { id: missing ? missingGid('FinanceInvoiceNode') : f.draftToIssueA } }),
      access: { permission: 'finance.invoices.issue' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  recordFinanceInvoicePayment: [
    {
      name: "a payment on A's invoice (the first passing caller records it, the others replay it: one payment per reference)",
      document: `mutation($input: RecordFinanceInvoicePaymentInput!) { recordFinanceInvoicePayment(input: $input) { recorded financeInvoice { id paid } } }`,
      variables: (f, missing) => ({
        input: { invoice: missing ? missingGid('FinanceInvoiceNode') : f.invoiceA, amount: '1.00', paymentMethod: f.cashMethod, reference: 'matrix-record' },
      }),
      access: { permission: 'finance.payments.record' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  creditFinanceInvoice: [
    {
      name: "a credit note for all of A's paid invoice (the first passing caller credits it, the others find nothing left to credit)",
      document: `mutation($input: CreditFinanceInvoiceInput!) { creditFinanceInvoice(input: $input) { creditNote { id total } original { id } } }`,
      variables: (f, missing) => ({ input: { invoice: missing ? missingGid('FinanceInvoiceNode') : f.invoiceA } }),
      access: { permission: 'finance.invoices.credit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  recordFinanceDeskPayment: [
    {
      name: "cash taken at the desk for A's invoice (recorded once, then replayed)",
      document: `mutation($input: RecordFinanceDeskPaymentInput!) { recordFinanceDeskPayment(input: $input) { recorded financeInvoice { id } } }`,
      variables: (f, missing) => ({
        input: { invoice: missing ? missingGid('FinanceInvoiceNode') : f.invoiceA, amount: '1.00', paymentMethod: f.cashMethod, reference: 'matrix-desk' },
      }),
      access: { permission: 'finance.payments.desk' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  createFinanceOrderPaymentLinkStripe: [
    {
      name: "paying A's order (only its member pays it)",
      document: `mutation($id: ID!) { createFinanceOrderPaymentLinkStripe(id: $id) { financeOrderPaymentLink { paymentLink } } }`,
      variables: (f, missing) => ({ id: missing ? missingGid('FinanceOrderNode') : f.payableOrderA }),
      access: { owner: true, or: [] },
      refusal: 'like-missing',
      mutation: true,
    },
  ],
  createFinanceInvoicePaymentLink: [
    {
      name: "paying A's invoice online (paid already: its member is told so)",
      document: `mutation($id: ID!) { createFinanceInvoicePaymentLink(id: $id) { financeInvoicePaymentLink { paymentLink } } }`,
      variables: (f, missing) => ({ id: missing ? missingGid('FinanceInvoiceNode') : f.invoiceA }),
      access: { owner: true, or: [] },
      refusal: 'like-missing',
      mutation: true,
    },
  ],
  completePaymentTestCheckout: [
    {
      name: "A's test checkout, card declined (changes nothing)",
      document: `mutation($sessionId: String!) { completePaymentTestCheckout(sessionId: $sessionId, outcome: DECLINE) { message } }`,
      variables: (f, missing) => ({ sessionId: missing ? 'cs_test_missing' : f.testCheckoutA }),
      access: { owner: true, or: [] },
      refusal: 'like-missing',
      mutation: true,
    },
  ],
  updateAccount: [
    {
      name: "A's profile (the portal's own-profile form; staff change members in the back office)",
      document: `mutation($input: UpdateAccountInput!) { updateAccount(input: $input) { account { id } } }`,
      variables: (f, missing) => ({ input: { id: missing ? missingGid('AccountNode') : f.accountA, city: 'Rotterdam' } }),
      access: { owner: true, or: [] },
      refusal: 'like-missing',
      mutation: true,
    },
  ],
  updateAccountStaffRoles: [
    {
      name: "A's roles",
      document: `mutation($input: UpdateAccountStaffRolesInput!) { updateAccountStaffRoles(input: $input) { account { staffRoles } } }`,
      variables: (f, missing) => ({ input: { account: missing ? missingGid('AccountNode') : f.accountA, roles: [] } }),
      access: { permission: 'accounts.roles.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  runSubscriptionCredits: [
    {
      name: 'a month that does not exist (refused input, permission checked first)',
      document: `mutation($input: RunSubscriptionCreditsInput!) { runSubscriptionCredits(input: $input) { automationJobId } }`,
      variables: () => ({ input: { month: '2026-13' } }),
      access: { permission: 'automation.jobs.manage' },
      refusal: 'PERMISSION_DENIED',
      clubWide: true,
      mutation: true,
    },
  ],
  createAccountSubscriptionCredit: refusedChange('accounts.subscriptions.credits', 'createAccountSubscriptionCredit', {
    accountSubscription: missingGid('AccountSubscriptionNode'),
    amount: 2,
    month: '2026-03',
    description: 'Makeup classes',
  }),
  revokeAutomationJob: [
    {
      name: "the pending job of A's reset request",
      document: `mutation($input: RevokeAutomationJobInput!) { revokeAutomationJob(input: $input) { job { id } } }`,
      variables: (f, missing) => ({ input: { id: missing ? MISSING_JOB : f.job } }),
      access: { permission: 'automation.jobs.manage' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  updateAccountPassword: [
    {
      name: 'own password (a wrong current one, so nothing changes)',
      document: `mutation { updateAccountPassword(input: { passwordCurrent: "not-the-password", passwordNew: "Another-Long-Password-7" }) { ok } }`,
      variables: none,
      access: 'signed-in',
    },
  ],
  tokenAuth: [
    { name: 'sign-in', document: `mutation { tokenAuth(username: "nobody@example.test", password: "wrong") { token payload } }`, variables: none, access: 'public' },
  ],
  refreshToken: [{ name: 'refresh', document: `mutation { refreshToken(refreshToken: "unknown") { token payload } }`, variables: none, access: 'public' }],
  verifyToken: [{ name: 'verify', document: `mutation { verifyToken(token: "not-a-token") { payload } }`, variables: none, access: 'public' }],
  revokeToken: [{ name: 'revoke', document: `mutation { revokeToken(refreshToken: "unknown") { revoked } }`, variables: none, access: 'public' }],
  deleteTokenCookie: [{ name: 'sign-out', document: `mutation { deleteTokenCookie { deleted } }`, variables: none, access: 'public' }],
  deleteRefreshTokenCookie: [{ name: 'cookie', document: `mutation { deleteRefreshTokenCookie { deleted } }`, variables: none, access: 'public' }],
  register: [
    {
      name: 'mismatched passwords',
      document: `mutation { register(email: "new@example.test", password1: "a", password2: "b", firstName: "N", lastName: "N") { success } }`,
      variables: none,
      access: 'public',
    },
  ],
  verifyAccount: [{ name: 'unknown token', document: `mutation { verifyAccount(token: "unknown") { success } }`, variables: none, access: 'public' }],
  undoEmailChange: [{ name: 'unknown token', document: `mutation { undoEmailChange(token: "unknown") { success } }`, variables: none, access: 'public' }],
  resendActivationEmail: [
    { name: 'unknown email', document: `mutation { resendActivationEmail(email: "nobody@example.test") { success } }`, variables: none, access: 'public' },
  ],
  sendPasswordResetEmail: [
    { name: 'unknown email', document: `mutation { sendPasswordResetEmail(email: "nobody@example.test") { success } }`, variables: none, access: 'public' },
  ],
  passwordReset: [
    {
      name: 'unknown token',
      document: `mutation { passwordReset(token: "unknown", newPassword1: "x", newPassword2: "x") { success } }`,
      variables: none,
      access: 'public',
    },
  ],
  createAppointmentCategory: [
    {
      name: 'a new category',
      document: `mutation { createAppointmentCategory(input: { name: "Stretching" }) { appointmentCategory { id } } }`,
      variables: none,
      access: { permission: 'organization.edit', inAnyClub: true },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  updateAppointmentCategory: [
    {
      name: 'renaming a category',
      document: `mutation($input: UpdateAppointmentCategoryInput!) { updateAppointmentCategory(input: $input) { appointmentCategory { id } } }`,
      variables: (f, missing) => ({ input: { id: missing ? missingGid('AppointmentCategoryNode') : f.serviceCategory, name: 'Personal training' } }),
      access: { permission: 'organization.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  createAppointmentService: [
    {
      name: 'a new service in a category',
      document: `mutation($input: CreateAppointmentServiceInput!) { createAppointmentService(input: $input) { appointmentService { id } } }`,
      variables: (f, missing) => ({ input: { category: missing ? missingGid('AppointmentCategoryNode') : f.serviceCategory, name: 'Mobility', durationMinutes: 30, price: '20' } }),
      access: { permission: 'organization.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  updateAppointmentService: [
    {
      name: 'an archived service, archived again',
      document: `mutation($input: UpdateAppointmentServiceInput!) { updateAppointmentService(input: $input) { appointmentService { id } } }`,
      variables: (f, missing) => ({ input: { id: missing ? missingGid('AppointmentServiceNode') : f.archivedService, archived: true } }),
      access: { permission: 'organization.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  setAppointmentTrainerWeeklyHours: [
    {
      name: "a trainer's hours",
      document: `mutation($input: SetAppointmentTrainerWeeklyHoursInput!) { setAppointmentTrainerWeeklyHours(input: $input) { appointmentTrainer { id } } }`,
      variables: (f, missing) => ({ input: { trainer: missing ? missingGid('AppointmentTrainerNode') : f.trainer, hours: [{ isoWeekday: 1, timeStart: '09:00', timeEnd: '17:00' }] } }),
      access: { permission: 'appointments.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  createAppointmentTrainerDayOff: [
    {
      name: "a trainer's day off",
      document: `mutation($input: CreateAppointmentTrainerDayOffInput!) { createAppointmentTrainerDayOff(input: $input) { appointmentTrainer { id } } }`,
      variables: (f, missing) => ({ input: { trainer: missing ? missingGid('AppointmentTrainerNode') : f.trainer, dateStart: '2030-01-01', dateEnd: '2030-01-01' } }),
      access: { permission: 'appointments.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  deleteAppointmentTrainerDayOff: [
    {
      name: "a trainer's day off",
      document: `mutation($input: DeleteAppointmentTrainerDayOffInput!) { deleteAppointmentTrainerDayOff(input: $input) { ok } }`,
      variables: (f, missing) => ({ input: { id: missing ? missingGid('AppointmentTrainerDayOffType') : f.trainerDayOff } }),
      access: { permission: 'appointments.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  setAppointmentTrainerDateOverride: [
    {
      name: "a trainer's date",
      document: `mutation($input: SetAppointmentTrainerDateOverrideInput!) { setAppointmentTrainerDateOverride(input: $input) { appointmentTrainer { id } } }`,
      variables: (f, missing) => ({ input: { trainer: missing ? missingGid('AppointmentTrainerNode') : f.trainer, date: '2030-01-02', closed: true } }),
      access: { permission: 'appointments.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  // Trainers: member A's account is no staff account, so a passing caller is refused for that and nothing changes.
  addAppointmentTrainer: [
    {
      name: "A's account as a trainer",
      document: `mutation($input: AddAppointmentTrainerInput!) { addAppointmentTrainer(input: $input) { appointmentTrainer { id } } }`,
      variables: (f, missing) => ({ input: { account: missing ? missingGid('AccountNode') : f.accountA } }),
      access: { permission: 'appointments.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  updateAppointmentTrainer: [
    {
      name: 'an active trainer made active',
      document: `mutation($input: UpdateAppointmentTrainerInput!) { updateAppointmentTrainer(input: $input) { appointmentTrainer { id active } } }`,
      variables: (f, missing) => ({ input: { id: missing ? missingGid('AppointmentTrainerNode') : f.trainer, active: true } }),
      access: { permission: 'appointments.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  cancelAppointment: [
    {
      name: "A's appointment",
      document: `mutation($input: CancelAppointmentInput!) { cancelAppointment(input: $input) { ok } }`,
      variables: (f, missing) => ({ input: { id: missing ? missingGid('AppointmentNode') : f.appointmentA } }),
      access: { permission: 'appointments.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  // Settings: invalid input, so callers who pass get VALIDATION_FAILED and the club stays as it is.
  updateClubGeneralSettings: [
    {
      name: 'general settings',
      document: `mutation { updateClubGeneralSettings(input: { name: "", address: "", timeZone: "Europe/Amsterdam", dateFormat: "DD-MM-YYYY", timeFormat: "24hr", currencySymbol: "€" }) { name } }`,
      variables: none,
      access: { permission: 'settings.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
      clubWide: true,
    },
  ],
  updateClubBrandingSettings: [
    {
      name: 'brand colour',
      document: `mutation { updateClubBrandingSettings(input: { brandColor: "red" }) { brandColor } }`,
      variables: none,
      access: { permission: 'settings.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
      clubWide: true,
    },
  ],
  updateClubWorkflowSettings: [
    {
      name: 'workflow',
      document: `mutation { updateClubWorkflowSettings(input: { bookingDaysInAdvance: -1, cancelHoursBefore: 24, trialPassLimit: 1, maxPausesPerYear: 1, minPauseDays: 1, creditValidityDays: 31 }) { bookingDaysInAdvance } }`,
      variables: none,
      access: { permission: 'settings.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
      clubWide: true,
    },
  ],
  updateClubMailSettings: [
    {
      name: 'member mails (no reminder hours, so nothing changes)',
      document: `mutation { updateClubMailSettings(input: { bookingConfirmationMail: false, bookingCancellationMail: false, classReminderMail: false, classReminderHours: 0, waitlistMails: false }) { classReminderHours } }`,
      variables: none,
      access: { permission: 'settings.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
      clubWide: true,
    },
  ],
  updateClubSubscriptionSettings: [
    {
      name: 'subscriptions (a run day no month has, so nothing changes)',
      document: `mutation { updateClubSubscriptionSettings(input: { subscriptionRunDay: 31, subscriptionGraceDays: 14, pauseNoticeDays: 0, registrationFeePer: ACCOUNT }) { subscriptionRunDay } }`,
      variables: none,
      access: { permission: 'settings.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
      clubWide: true,
    },
  ],
  updateClubShopSettings: [
    {
      name: 'required profile fields',
      document: `mutation { updateClubShopSettings(input: { requiredProfileFields: ["shoeSize"] }) { requiredProfileFields } }`,
      variables: none,
      access: { permission: 'settings.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
      clubWide: true,
    },
  ],
  updateClubFinanceSettings: [
    {
      name: 'overdue reminder steps',
      document: `mutation { updateClubFinanceSettings(input: { overdueReminderDays: [0] }) { overdueReminderDays } }`,
      variables: none,
      access: { permission: 'settings.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
      clubWide: true,
    },
  ],
  sendTestMail: [
    {
      name: 'test mail',
      document: `mutation { sendTestMail(input: { to: "not-an-address" }) { ok } }`,
      variables: none,
      access: { permission: 'settings.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
      clubWide: true,
    },
  ],
  checkinDevices: [
    { name: 'the paired kiosks', document: `{ checkinDevices { id name } }`, variables: none, access: { permission: 'checkin.devices.manage' }, refusal: 'PERMISSION_DENIED', clubWide: true },
  ],
  createCheckinPairingCode: [
    {
      name: 'a new pairing code',
      document: `mutation { createCheckinPairingCode { code expiresAt } }`,
      variables: none,
      access: { permission: 'checkin.devices.manage', inAnyClub: true },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  revokeCheckinDevice: [
    {
      name: 'a kiosk that does not exist',
      document: `mutation($id: ID!) { revokeCheckinDevice(id: $id) { ok } }`,
      variables: () => ({ id: missingGid('CheckinDeviceNode') }),
      access: { permission: 'checkin.devices.manage' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  pairCheckinDevice: [
    { name: 'a wrong code', document: `mutation { pairCheckinDevice(code: "WRONG234", name: "Door") { token } }`, variables: none, access: 'public' },
  ],
  kioskLocations: [
    { name: 'names of the locations', document: `{ kioskLocations { id name } }`, variables: none, access: { permission: 'checkin.classes.view' }, refusal: 'PERMISSION_DENIED', clubWide: true },
  ],
  kioskClasses: [
    {
      name: "today's classes at a location",
      document: `query($location: ID!) { kioskClasses(location: $location) { scheduleItemId timeStart } }`,
      variables: () => ({ location: missingGid('OrganizationLocationNode') }),
      access: { permission: 'checkin.classes.view' },
      refusal: 'PERMISSION_DENIED',
      clubWide: true,
    },
  ],
  kioskClassList: [
    {
      name: "a class's names",
      document: `query($item: ID!) { kioskClassList(scheduleItem: $item) { names { displayName } } }`,
      variables: (f, missing) => ({ item: missing ? missingGid('ScheduleItemNode') : f.scheduleItem }),
      access: { permission: 'checkin.classes.view' },
      refusal: 'PERMISSION_DENIED',
    },
  ],
  kioskMemberSearch: [
    {
      name: 'names for a walk-in',
      document: `query($item: ID!) { kioskMemberSearch(scheduleItem: $item, search: "Ab") { accountId displayName } }`,
      variables: (f, missing) => ({ item: missing ? missingGid('ScheduleItemNode') : f.scheduleItem }),
      access: { permission: 'checkin.classes.view' },
      refusal: 'PERMISSION_DENIED',
    },
  ],
  scheduleClassAttendanceList: [
    {
      name: "the list of A's class (an instructor only for a class they teach: not this one)",
      document: `query($item: ID!, $date: Date!) { scheduleClassAttendanceList(scheduleItem: $item, date: $date) { attendances { firstName bookingStatus } } }`,
      variables: (f, missing) => ({ item: missing ? missingGid('ScheduleItemNode') : f.scheduleItem, date: f.date }),
      access: { permission: 'schedule.attendance.view' },
      refusal: 'PERMISSION_DENIED',
    },
  ],
  accountsToBook: [
    {
      name: 'finding A by name to book them (another club\'s admin finds only their own club\'s people)',
      document: `query { accountsToBook(search: "Mia") { id firstName } }`,
      variables: none,
      access: { permission: 'schedule.attendance.edit' },
      refusal: 'filtered',
      shows: (d, f) => d.accountsToBook.some((a: { id: string }) => a.id === f.accountA),
    },
  ],
  scheduleItemFormOptions: [
    {
      name: 'the rooms and pass groups of the class form',
      document: `query { scheduleItemFormOptions { organizationLocationRooms { id } organizationClasspassGroups { id } } }`,
      variables: none,
      access: { permission: 'schedule.classes.edit' },
      refusal: 'filtered',
      shows: (d) => d.scheduleItemFormOptions.organizationLocationRooms.length > 0,
    },
  ],
  createScheduleItem: [
    {
      name: 'a class in the club\'s room (with spaces the form refuses: the permission is checked first)',
      document: `mutation($input: CreateScheduleItemInput!) { createScheduleItem(input: $input) { scheduleItem { id } } }`,
      variables: (f, missing) => ({
        input: {
          frequencyType: 'SPECIFIC',
          dateStart: '2027-01-04',
          timeStart: '18:00',
          timeEnd: '19:00',
          organizationLocationRoom: missing ? missingGid('OrganizationLocationRoomNode') : f.scheduleItemRoom,
          spaces: -1,
          displayPublic: true,
          infoMailEnabled: false,
        },
      }),
      access: { permission: 'schedule.classes.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  updateScheduleItem: [
    {
      name: 'the hidden class (with spaces the form refuses)',
      document: `mutation($input: UpdateScheduleItemInput!) { updateScheduleItem(input: $input) { scheduleItem { id } } }`,
      variables: (f, missing) => ({
        input: { id: missing ? missingGid('ScheduleItemNode') : f.hiddenScheduleItem, frequencyType: 'SPECIFIC', dateStart: f.date, timeStart: '18:00', timeEnd: '19:00', spaces: -1, displayPublic: false, infoMailEnabled: false },
      }),
      access: { permission: 'schedule.classes.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  archiveScheduleItem: [
    {
      name: 'a class nobody books (archiving twice changes nothing)',
      document: `mutation($id: ID!) { archiveScheduleItem(input: { id: $id }) { scheduleItem { id archived } } }`,
      variables: (f, missing) => ({ id: missing ? missingGid('ScheduleItemNode') : f.spareScheduleItem }),
      access: { permission: 'schedule.classes.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  changeScheduleClass: [
    {
      name: "a one-time description on the hidden class's date",
      document: `mutation($input: ChangeScheduleClassInput!) { changeScheduleClass(input: $input) { cancelledBookings } }`,
      variables: (f, missing) => ({ input: { scheduleItem: missing ? missingGid('ScheduleItemNode') : f.hiddenScheduleItem, date: f.date, description: 'Bring gloves' } }),
      access: { permission: 'schedule.classes.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  accounts: [
    {
      name: 'the account list, with A (and A\'s address) in it',
      document: `{ accounts(first: 100) { edges { node { id address } } } }`,
      variables: none,
      access: { permission: 'accounts.view' },
      refusal: 'filtered',
      shows: (d) => d.accounts?.edges.some((e: { node: { address: string | null } }) => e.node.address === 'Ringweg 1') === true,
    },
  ],
  accountNotes: [
    {
      name: "A's notes",
      document: `query($account: ID!) { accountNotes(account: $account) { edges { node { id note } } } }`,
      variables: (f, missing) => ({ account: missing ? missingGid('AccountNode') : f.accountA }),
      access: { permission: 'accounts.view' },
      refusal: 'PERMISSION_DENIED',
    },
  ],
  createAccount: [
    {
      name: 'a new member (in the caller\'s own club)',
      document: `mutation($input: CreateAccountInput!) { createAccount(input: $input) { account { id } } }`,
      variables: () => ({ input: { firstName: 'New', lastName: 'Member', email: `matrix-${(newAccounts += 1)}@example.test` } }),
      access: { permission: 'accounts.edit', inAnyClub: true },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  updateBackofficeAccount: [
    {
      name: "A's profile in the back office",
      document: `mutation($input: UpdateBackofficeAccountInput!) { updateBackofficeAccount(input: $input) { account { id city } } }`,
      variables: (f, missing) => ({ input: { id: missing ? missingGid('AccountNode') : f.accountA, city: 'Utrecht' } }),
      access: { permission: 'accounts.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  archiveAccount: [
    {
      name: 'bringing A back (A is not archived: archiving would end the sessions the other cases use)',
      document: `mutation($input: ArchiveAccountInput!) { archiveAccount(input: $input) { account { id archived } } }`,
      variables: (f, missing) => ({ input: { id: missing ? missingGid('AccountNode') : f.accountA, archived: false } }),
      access: { permission: 'accounts.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  createAccountNote: [
    {
      name: 'a note on A',
      document: `mutation($input: CreateAccountNoteInput!) { createAccountNote(input: $input) { accountNote { id } } }`,
      variables: (f, missing) => ({ input: { account: missing ? missingGid('AccountNode') : f.accountA, noteType: 'BACKOFFICE', note: 'Prefers mornings' } }),
      access: { permission: 'accounts.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  updateAccountClasspass: [
    {
      name: "A's pass end date",
      document: `mutation($input: UpdateAccountClasspassInput!) { updateAccountClasspass(input: $input) { accountClasspass { id dateEnd } } }`,
      variables: (f, missing) => ({ input: { id: missing ? missingGid('AccountClasspassNode') : f.passA, dateEnd: '2099-12-31' } }),
      access: { permission: 'accounts.classpasses.grant' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],

  organizationHolidays: setupList(`{ organizationHolidays { edges { node { id name } } } }`, (d) => d.organizationHolidays.edges.length > 0),
  organizationClasspassGroups: setupList(`{ organizationClasspassGroups { edges { node { id name } } } }`, (d) => d.organizationClasspassGroups.edges.length > 0),
  financeTaxRates: setupList(`{ financeTaxRates { id name } }`, (d) => d.financeTaxRates.length > 0),
  createOrganizationLocation: setupChange('createOrganizationLocation', { name: '' }),
  updateOrganizationLocation: setupChange('updateOrganizationLocation', { id: missingGid('OrganizationLocationNode'), name: 'Gym' }),
  archiveOrganizationLocation: setupChange('archiveOrganizationLocation', { id: missingGid('OrganizationLocationNode') }),
  createOrganizationLocationRoom: setupChange('createOrganizationLocationRoom', { organizationLocation: missingGid('OrganizationLocationNode'), name: 'Ring' }),
  updateOrganizationLocationRoom: setupChange('updateOrganizationLocationRoom', { id: missingGid('OrganizationLocationRoomNode'), name: 'Ring' }),
  archiveOrganizationLocationRoom: setupChange('archiveOrganizationLocationRoom', { id: missingGid('OrganizationLocationRoomNode') }),
  createOrganizationClasstype: setupChange('createOrganizationClasstype', { name: '' }),
  updateOrganizationClasstype: setupChange('updateOrganizationClasstype', { id: missingGid('OrganizationClasstypeNode'), name: 'Boxing' }),
  archiveOrganizationClasstype: setupChange('archiveOrganizationClasstype', { id: missingGid('OrganizationClasstypeNode') }),
  createFinanceTaxRate: financeSetupChange('createFinanceTaxRate', { name: '', percentage: '21', rateType: 'IN' }),
  updateFinanceTaxRate: financeSetupChange('updateFinanceTaxRate', { id: missingGid('FinanceTaxRateNode'), name: 'VAT', percentage: '21', rateType: 'IN' }),
  replaceFinanceTaxRate: financeSetupChange('replaceFinanceTaxRate', { id: missingGid('FinanceTaxRateNode'), name: 'VAT', percentage: '21', rateType: 'IN' }),
  archiveFinanceTaxRate: financeSetupChange('archiveFinanceTaxRate', { id: missingGid('FinanceTaxRateNode') }, 'FinanceArchiveInput'),
  createFinanceGlAccount: financeSetupChange('createFinanceGlAccount', { code: '', name: '' }, 'CreateFinanceLedgerCodeInput'),
  updateFinanceGlAccount: financeSetupChange('updateFinanceGlAccount', { id: missingGid('FinanceGlAccountNode'), code: '1', name: 'GL' }, 'UpdateFinanceLedgerCodeInput'),
  archiveFinanceGlAccount: financeSetupChange('archiveFinanceGlAccount', { id: missingGid('FinanceGlAccountNode') }, 'FinanceArchiveInput'),
  createFinanceCostCentre: financeSetupChange('createFinanceCostCentre', { code: '', name: '' }, 'CreateFinanceLedgerCodeInput'),
  updateFinanceCostCentre: financeSetupChange('updateFinanceCostCentre', { id: missingGid('FinanceCostCentreNode'), code: '1', name: 'CC' }, 'UpdateFinanceLedgerCodeInput'),
  archiveFinanceCostCentre: financeSetupChange('archiveFinanceCostCentre', { id: missingGid('FinanceCostCentreNode') }, 'FinanceArchiveInput'),
  createFinancePaymentMethod: financeSetupChange('createFinancePaymentMethod', { name: '' }),
  updateFinancePaymentMethod: financeSetupChange('updateFinancePaymentMethod', { id: missingGid('FinancePaymentMethodNode'), name: 'Voucher' }),
  archiveFinancePaymentMethod: financeSetupChange('archiveFinancePaymentMethod', { id: missingGid('FinancePaymentMethodNode') }, 'FinanceArchiveInput'),
  financeQuotes: [
    { name: 'the list', document: `{ financeQuotes { edges { node { id } } } }`, variables: none, access: { permission: 'finance.quotes.view' }, refusal: 'PERMISSION_DENIED', clubWide: true },
  ],
  createFinanceQuote: financeQuoteChange('createFinanceQuote', { account: missingGid('AccountNode'), group: missingGid('FinanceInvoiceGroupNode'), lines: [] }),
  updateFinanceQuote: financeQuoteChange('updateFinanceQuote', {
    ...NO_QUOTE,
    account: missingGid('AccountNode'),
    group: missingGid('FinanceInvoiceGroupNode'),
    lines: [{ productName: 'Seminar', quantity: '1', price: '10.00' }],
  }),
  sendFinanceQuote: financeQuoteChange('sendFinanceQuote', NO_QUOTE),
  resendFinanceQuote: financeQuoteChange('resendFinanceQuote', NO_QUOTE),
  acceptFinanceQuote: financeQuoteChange('acceptFinanceQuote', { ...NO_QUOTE, invoiceGroup: missingGid('FinanceInvoiceGroupNode') }),
  rejectFinanceQuote: financeQuoteChange('rejectFinanceQuote', NO_QUOTE),
  cancelFinanceQuote: financeQuoteChange('cancelFinanceQuote', NO_QUOTE),
  createFinanceInvoiceGroup: financeSetupChange('createFinanceInvoiceGroup', { kind: 'QUOTE', name: '', dueAfterDays: 30 }),
  updateFinanceInvoiceGroup: financeSetupChange('updateFinanceInvoiceGroup', { id: missingGid('FinanceInvoiceGroupNode'), name: 'Quotes', dueAfterDays: 30 }),
  archiveFinanceInvoiceGroup: financeSetupChange('archiveFinanceInvoiceGroup', { id: missingGid('FinanceInvoiceGroupNode') }, 'FinanceArchiveInput'),
  createFinanceExpense: refusedChange('finance.expenses.edit', 'createFinanceExpense', { expenseDate: '', supplier: missingGid('RelationsBusinessNode'), summary: '', netAmount: '1', vatAmount: '0' }),
  updateFinanceExpense: refusedChange('finance.expenses.edit', 'updateFinanceExpense', {
    id: missingGid('FinanceExpenseNode'),
    expenseDate: '2026-01-05',
    supplier: missingGid('RelationsBusinessNode'),
    summary: 'Gloves',
    netAmount: '1',
    vatAmount: '0',
  }),
  deleteFinanceExpense: refusedChange('finance.expenses.edit', 'deleteFinanceExpense', { id: missingGid('FinanceExpenseNode') }),
  createRelationsBusiness: refusedChange('relations.businesses.edit', 'createRelationsBusiness', { name: '' }),
  updateRelationsBusiness: refusedChange('relations.businesses.edit', 'updateRelationsBusiness', { id: missingGid('RelationsBusinessNode'), name: 'Supplier' }),
  archiveRelationsBusiness: refusedChange('relations.businesses.edit', 'archiveRelationsBusiness', { id: missingGid('RelationsBusinessNode') }),
  setFinanceInvoiceGroupDefault: [
    {
      name: 'an id that names nothing, permission checked first',
      document: `mutation($group: ID) { setFinanceInvoiceGroupDefault(saleKind: PRODUCT, group: $group) { saleKind } }`,
      variables: () => ({ group: missingGid('FinanceInvoiceGroupNode') }),
      access: { permission: 'finance.setup.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  createOrganizationLevel: setupChange('createOrganizationLevel', { name: '' }),
  updateOrganizationLevel: setupChange('updateOrganizationLevel', { id: missingGid('OrganizationLevelNode'), name: 'Beginner' }),
  archiveOrganizationLevel: setupChange('archiveOrganizationLevel', { id: missingGid('OrganizationLevelNode') }),
  createOrganizationHoliday: setupChange('createOrganizationHoliday', { name: '', dateStart: '2026-12-24', dateEnd: '2026-12-26', organizationLocations: [] }),
  updateOrganizationHoliday: setupChange('updateOrganizationHoliday', {
    id: missingGid('OrganizationHolidayNode'),
    name: 'Christmas',
    dateStart: '2026-12-24',
    dateEnd: '2026-12-26',
    organizationLocations: [missingGid('OrganizationLocationNode')],
  }),
  deleteOrganizationHoliday: setupChange('deleteOrganizationHoliday', { id: missingGid('OrganizationHolidayNode') }, 'ok'),
  createOrganizationClasspass: setupChange('createOrganizationClasspass', { name: '', price: '10', validity: 1, validityUnit: 'MONTHS', classes: 1 }),
  updateOrganizationClasspass: setupChange('updateOrganizationClasspass', {
    id: missingGid('OrganizationClasspassNode'),
    name: 'Ten classes',
    price: '100',
    validity: 3,
    validityUnit: 'MONTHS',
    classes: 10,
  }),
  archiveOrganizationClasspass: setupChange('archiveOrganizationClasspass', { id: missingGid('OrganizationClasspassNode') }),
  createOrganizationClasspassGroup: setupChange('createOrganizationClasspassGroup', { name: '' }),
  updateOrganizationClasspassGroup: setupChange('updateOrganizationClasspassGroup', { id: missingGid('OrganizationClasspassGroupNode'), name: 'All classes' }),
  archiveOrganizationClasspassGroup: setupChange('archiveOrganizationClasspassGroup', { id: missingGid('OrganizationClasspassGroupNode') }),
  organizationSubscriptions: setupList(`{ organizationSubscriptions { edges { node { id name } } } }`, (d) => d.organizationSubscriptions.edges.length > 0),
  organizationSubscriptionGroups: setupList(`{ organizationSubscriptionGroups { edges { node { id name } } } }`, (d) => d.organizationSubscriptionGroups.edges.length > 0),
  organizationMemberships: setupList(`{ organizationMemberships { edges { node { id name } } } }`, (d) => d.organizationMemberships.edges.length > 0),
  organizationGlAccountOptions: setupList(`{ organizationGlAccountOptions { id code } }`, (d) => d.organizationGlAccountOptions.length > 0),
  organizationCostCentreOptions: setupList(`{ organizationCostCentreOptions { id code } }`, (d) => d.organizationCostCentreOptions.length > 0),
  createOrganizationSubscription: setupChange('createOrganizationSubscription', { name: '', subscriptionUnit: 'MONTH', classes: 1 }),
  updateOrganizationSubscription: setupChange('updateOrganizationSubscription', { id: missingGid('OrganizationSubscriptionNode'), name: 'Monthly', subscriptionUnit: 'MONTH', classes: 4 }),
  archiveOrganizationSubscription: setupChange('archiveOrganizationSubscription', { id: missingGid('OrganizationSubscriptionNode') }),
  createOrganizationSubscriptionPrice: setupChange('createOrganizationSubscriptionPrice', {
    organizationSubscription: missingGid('OrganizationSubscriptionNode'),
    price: '60',
    dateStart: '2026-03-01',
  }),
  deleteOrganizationSubscriptionPrice: setupChange('deleteOrganizationSubscriptionPrice', { id: missingGid('OrganizationSubscriptionPriceNode') }),
  createOrganizationSubscriptionGroup: setupChange('createOrganizationSubscriptionGroup', { name: '' }),
  updateOrganizationSubscriptionGroup: setupChange('updateOrganizationSubscriptionGroup', { id: missingGid('OrganizationSubscriptionGroupNode'), name: 'All classes' }),
  archiveOrganizationSubscriptionGroup: setupChange('archiveOrganizationSubscriptionGroup', { id: missingGid('OrganizationSubscriptionGroupNode') }),
  createOrganizationMembership: setupChange('createOrganizationMembership', { name: '', price: '30', validity: 1, validityUnit: 'YEARS' }),
  updateOrganizationMembership: setupChange('updateOrganizationMembership', { id: missingGid('OrganizationMembershipNode'), name: 'Club', price: '30', validity: 1, validityUnit: 'YEARS' }),
  archiveOrganizationMembership: setupChange('archiveOrganizationMembership', { id: missingGid('OrganizationMembershipNode') }),
  // Refused kiosk check-ins on the attendance page: another club's admin sees their own club's (none of this club's).
  kioskRefusals: [
    {
      name: "the refused kiosk check-ins of A's class (an instructor only for a class they teach: not this one)",
      document: `query($item: ID!, $date: Date!) { kioskRefusals(scheduleItem: $item, date: $date) { id firstName reasonMessage } }`,
      variables: (f, missing) => ({ item: missing ? missingGid('ScheduleItemNode') : f.scheduleItem, date: f.date }),
      access: { permission: 'schedule.attendance.view' },
      refusal: 'PERMISSION_DENIED',
      clubWide: true,
    },
  ],
  kioskScanRefusals: [
    {
      name: "the day's refused card scans (no class: the desk's, not an instructor's)",
      document: `query($date: Date) { kioskScanRefusals(date: $date) { id keyNumber reasonMessage } }`,
      variables: (f) => ({ date: f.date }),
      access: { permission: 'schedule.attendance.view' },
      refusal: 'PERMISSION_DENIED',
      clubWide: true,
    },
  ],
  dismissKioskRefusal: [
    {
      name: 'a refused kiosk check-in that does not exist',
      document: `mutation($id: ID!) { dismissKioskRefusal(id: $id) { ok } }`,
      variables: () => ({ id: missingGid('KioskRefusalNode') }),
      access: { permission: 'schedule.attendance.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  kioskCheckInOptions: [
    {
      name: "A's passes and subscriptions for a walk-in (A's class does not run today: not found)",
      document: `query($account: ID!, $item: ID!) { kioskCheckInOptions(account: $account, scheduleItem: $item) { kind allowed } }`,
      variables: (f, missing) => ({ account: missing ? missingGid('AccountNode') : f.accountA, item: f.scheduleItem }),
      access: { permission: 'checkin.attendance.create' },
      refusal: 'PERMISSION_DENIED',
    },
  ],
  kioskCheckInByKeyNumber: [
    {
      name: 'a card nobody holds (nothing to check in)',
      document: `mutation($location: ID!) { kioskCheckInByKeyNumber(location: $location, keyNumber: "0000000000", clientId: "matrix-card") { displayName } }`,
      variables: () => ({ location: missingGid('OrganizationLocationNode') }),
      // The scan names nothing of this club: another club's admin is answered in their own club, which keeps the
      // refused scan for its desk.
      access: { permission: 'checkin.attendance.create', inAnyClub: true },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  // Last: checking A in (at the kiosk, then at the desk) turns A's booking ATTENDING.
  kioskCheckIn: [
    {
      name: "checking A in at the kiosk (A's class does not run today: nothing to check in to)",
      document: `mutation($account: ID!, $item: ID!) { kioskCheckIn(account: $account, scheduleItem: $item, clientId: "matrix-tap") { checkedIn } }`,
      variables: (f, missing) => ({ account: missing ? missingGid('AccountNode') : f.accountA, item: f.scheduleItem }),
      access: { permission: 'checkin.attendance.create' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  checkInScheduleItemAttendance: [
    {
      name: 'checking A in to their class',
      document: `mutation($input: CheckInScheduleItemAttendanceInput!) { checkInScheduleItemAttendance(input: $input) { scheduleItemAttendance { id bookingStatus } } }`,
      variables: (f, missing) => ({ input: { account: missing ? missingGid('AccountNode') : f.accountA, scheduleItem: f.scheduleItem, date: f.date } }),
      access: { permission: 'schedule.attendance.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  undoCheckInScheduleItemAttendance: [
    {
      name: "undoing A's check-in (A is booked, not checked in, when nobody checked them in: a CONFLICT, nothing changes)",
      document: `mutation($input: UndoCheckInScheduleItemAttendanceInput!) { undoCheckInScheduleItemAttendance(input: $input) { scheduleItemAttendance { id bookingStatus } } }`,
      variables: (f, missing) => ({ input: { id: missing ? missingGid('ScheduleItemAttendanceNode') : f.attendanceA } }),
      access: { permission: 'schedule.attendance.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  checkInAllBooked: [
    {
      name: 'checking in every booked member of a class nobody booked (nothing changes)',
      document: `mutation($input: CheckInAllBookedInput!) { checkInAllBooked(input: $input) { checkedIn } }`,
      variables: (f, missing) => ({ input: { scheduleItem: missing ? missingGid('ScheduleItemNode') : f.spareScheduleItem, date: f.date } }),
      access: { permission: 'schedule.attendance.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  // Direct debit (issue 22): passing callers send input the use case refuses, or name a missing object, so no
  // call writes anything; the permission is checked first.
  directDebitSettings: [
    { name: "the club's settings", document: `{ directDebitSettings { creditorId } }`, variables: none, access: { permission: 'finance.batches.view' }, refusal: 'PERMISSION_DENIED', clubWide: true },
  ],
  accountBankAccounts: [
    {
      name: "A's bank accounts",
      document: `query($account: ID!) { accountBankAccounts(account: $account) { id iban mandates { reference } } }`,
      variables: (f, missing) => ({ account: missing ? missingGid('AccountNode') : f.accountA }),
      access: { permission: 'finance.mandates.view' },
      refusal: 'PERMISSION_DENIED',
    },
  ],
  accountDirectDebitCollections: [
    {
      name: "A's collections",
      document: `query($account: ID!) { accountDirectDebitCollections(account: $account, first: 5) { edges { node { id } } } }`,
      variables: (f, missing) => ({ account: missing ? missingGid('AccountNode') : f.accountA }),
      access: { permission: 'finance.batches.view' },
      refusal: 'PERMISSION_DENIED',
    },
  ],
  directDebitBatches: [
    { name: 'the list', document: `{ directDebitBatches(first: 5) { edges { node { id } } } }`, variables: none, access: { permission: 'finance.batches.view' }, refusal: 'PERMISSION_DENIED', clubWide: true },
  ],
  directDebitBatch: [
    {
      name: 'a missing batch',
      document: `query($id: ID!) { directDebitBatch(id: $id) { id } }`,
      variables: () => ({ id: missingGid('DirectDebitBatch') }),
      access: { permission: 'finance.batches.view' },
      refusal: 'PERMISSION_DENIED',
    },
  ],
  updateDirectDebitSettings: [
    {
      name: 'refused input, permission checked first',
      document: `mutation($input: UpdateDirectDebitSettingsInput!) { updateDirectDebitSettings(input: $input) { creditorId } }`,
      variables: () => ({ input: { creditorName: 'Club', creditorId: 'DE97ZZZ09999999999', iban: 'NL91ABNA0417164300' } }),
      access: { permission: 'finance.sepa.settings.edit', inAnyClub: true },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  addBankAccount: [
    {
      name: "A's malformed IBAN, permission checked first",
      document: `mutation($input: AddBankAccountInput!) { addBankAccount(input: $input) { id } }`,
      variables: (f) => ({ input: { account: f.accountA, holder: 'A', iban: 'NL91ABNA0417164301' } }),
      access: { permission: 'finance.mandates.edit', inAnyClub: true },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  addDirectDebitMandate: [
    {
      name: 'a reference outside the SEPA set, permission checked first',
      document: `mutation($input: AddDirectDebitMandateInput!) { addDirectDebitMandate(input: $input) { id } }`,
      variables: () => ({ input: { bankAccount: missingGid('DirectDebitBankAccount'), reference: 'MÜLLER', signatureDate: '2026-01-01' } }),
      access: { permission: 'finance.mandates.edit', inAnyClub: true },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  myDirectDebitMandate: [
    { name: 'own direct debit (a check-in device has none)', document: `{ myDirectDebitMandate { offered mandate { id } } }`, variables: none, access: 'person', refusal: 'PERMISSION_DENIED' },
  ],
  signMyDirectDebitMandate: [
    {
      name: 'signing for oneself (a text never shown), members only',
      document: `mutation($input: SignMyDirectDebitMandateInput!) { signMyDirectDebitMandate(input: $input) { id } }`,
      variables: () => ({ input: { holder: 'Anna', iban: 'DE89370400440532013000', agreed: true, mandateText: 'not the text' } }),
      access: { members: 'any' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  cancelMyDirectDebitMandate: [
    {
      name: "A cancelling A's mandate (retired already), members only",
      document: `mutation($input: CancelMyDirectDebitMandateInput!) { cancelMyDirectDebitMandate(input: $input) { id } }`,
      variables: (f, missing) => ({ input: { mandate: missing ? missingGid('DirectDebitMandate') : f.retiredMandateA } }),
      access: { members: 'owner' },
      refusal: 'like-missing',
      mutation: true,
    },
  ],
  retireDirectDebitMandate: [
    {
      name: 'a missing mandate',
      document: `mutation($input: RetireDirectDebitMandateInput!) { retireDirectDebitMandate(input: $input) { id } }`,
      variables: () => ({ input: { mandate: missingGid('DirectDebitMandate') } }),
      access: { permission: 'finance.mandates.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  subscriptionInvoiceRuns: [
    {
      name: "the club's subscription invoice runs",
      document: `{ subscriptionInvoiceRuns(first: 5) { edges { node { id status } } } }`,
      variables: none,
      // Another club's admin reads their own club's runs.
      access: { permission: 'finance.invoices.read', inAnyClub: true },
      refusal: 'PERMISSION_DENIED',
    },
  ],
  startSubscriptionInvoiceRun: [
    {
      name: 'a month that does not exist, permission checked first',
      document: `mutation { startSubscriptionInvoiceRun(input: { month: "2026-13" }) { job { id } } }`,
      variables: none,
      access: { permission: 'finance.invoices.issue', inAnyClub: true },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  buildDirectDebitBatch: [
    {
      name: 'an over-long description, permission checked first',
      document: `mutation($input: BuildDirectDebitBatchInput!) { buildDirectDebitBatch(input: $input) { leftOut { reason } } }`,
      variables: () => ({ input: { description: 'x'.repeat(201) } }),
      access: { permission: 'finance.batches.edit', inAnyClub: true },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  ...Object.fromEntries(
    ['approveDirectDebitBatch', 'rejectDirectDebitBatch', 'sendDirectDebitBatchToBank'].map((field) => [
      field,
      [
        {
          name: 'a missing batch',
          document: `mutation($id: ID!) { ${field}(id: $id) { id } }`,
          variables: () => ({ id: missingGid('DirectDebitBatch') }),
          access: { permission: 'finance.batches.edit' },
          refusal: 'PERMISSION_DENIED',
          mutation: true,
        } satisfies MatrixCase,
      ],
    ]),
  ),
  recordDirectDebitReturn: [
    {
      name: 'an unknown reason code, permission checked first',
      document: `mutation($input: RecordDirectDebitReturnInput!) { recordDirectDebitReturn(input: $input) { id } }`,
      variables: () => ({ input: { item: missingGid('DirectDebitBatchItem'), reasonCode: 'XX99' } }),
      access: { permission: 'finance.batches.edit', inAnyClub: true },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  // Category batches: the categories are finance set-up, an account's amounts sit beside its mandates.
  directDebitCategories: financeSetupList(`{ directDebitCategories { edges { node { id name } } } }`),
  saveDirectDebitCategory: [
    {
      name: 'a new category without a name, permission checked first',
      document: `mutation($input: DirectDebitCategoryInput!) { saveDirectDebitCategory(input: $input) { __typename } }`,
      variables: () => ({ input: { name: '' } }),
      access: { permission: 'finance.setup.edit', inAnyClub: true },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  archiveDirectDebitCategory: financeSetupChange('archiveDirectDebitCategory', { id: missingGid('DirectDebitCategoryNode') }),
  accountDirectDebitAmounts: [
    {
      name: "A's category amounts",
      document: `query($account: ID!) { accountDirectDebitAmounts(account: $account, first: 5) { edges { node { id amount } } } }`,
      variables: (f, missing) => ({ account: missing ? missingGid('AccountNode') : f.accountA }),
      access: { permission: 'finance.mandates.view' },
      refusal: 'PERMISSION_DENIED',
    },
  ],
  addDirectDebitAccountAmount: [
    {
      name: "a zero amount on A, permission checked first",
      document: `mutation($input: AddDirectDebitAccountAmountInput!) { addDirectDebitAccountAmount(input: $input) { id } }`,
      variables: (f) => ({ input: { account: f.accountA, category: missingGid('DirectDebitCategoryNode'), amount: '0', recurring: false, firstMonth: '2026-04' } }),
      access: { permission: 'finance.mandates.edit', inAnyClub: true },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  removeDirectDebitAccountAmount: [
    {
      name: 'a missing amount',
      document: `mutation($id: ID!) { removeDirectDebitAccountAmount(id: $id) }`,
      variables: () => ({ id: missingGid('DirectDebitAccountAmount') }),
      access: { permission: 'finance.mandates.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  buildDirectDebitCategoryBatch: [
    {
      name: 'no category chosen, permission checked first',
      document: `mutation($input: BuildDirectDebitCategoryBatchInput!) { buildDirectDebitCategoryBatch(input: $input) { leftOut { reason } } }`,
      variables: () => ({ input: { categories: [], month: '2026-04' } }),
      access: { permission: 'finance.batches.edit', inAnyClub: true },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  removeDirectDebitBatchItem: [
    {
      name: 'a missing batch',
      document: `mutation($input: RemoveDirectDebitBatchItemInput!) { removeDirectDebitBatchItem(input: $input) { id } }`,
      variables: () => ({ input: { batch: missingGid('DirectDebitBatch'), item: missingGid('DirectDebitBatchItem') } }),
      access: { permission: 'finance.batches.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  // Subscriptions (issue 23, lifecycle). Passing staff are sent an invalid range or a refused delete, so nothing of A's changes.
  accountSubscriptions: [
    {
      name: "A's subscriptions",
      document: `query($account: ID) { accountSubscriptions(account: $account) { edges { node { id status } } } }`,
      variables: (f, missing) => ({ account: missing ? missingGid('AccountNode') : f.accountA }),
      access: { owner: true, or: ['accounts.subscriptions.view'] },
      refusal: 'PERMISSION_DENIED',
    },
  ],
  accountSubscriptionSaleOptions: [
    {
      name: "what A can be sold",
      document: `query($account: ID!) { accountSubscriptionSaleOptions(account: $account) { products { id } mandates { id } } }`,
      variables: (f, missing) => ({ account: missing ? missingGid('AccountNode') : f.accountA }),
      access: { permission: 'accounts.subscriptions.edit' },
      refusal: 'PERMISSION_DENIED',
    },
  ],
  createAccountSubscription: [
    {
      name: 'selling A a subscription (of a product that does not exist)',
      document: `mutation($input: CreateAccountSubscriptionInput!) { createAccountSubscription(input: $input) { accountSubscription { id } } }`,
      variables: (f, missing) => ({ input: { account: missing ? missingGid('AccountNode') : f.accountA, organizationSubscription: missingGid('OrganizationSubscriptionNode'), dateStart: '2026-03-01' } }),
      access: { permission: 'accounts.subscriptions.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  updateAccountSubscription: [
    {
      name: "A's subscription's note",
      document: `mutation($input: UpdateAccountSubscriptionInput!) { updateAccountSubscription(input: $input) { accountSubscription { id note } } }`,
      variables: (f, missing) => ({ input: { id: missing ? missingGid('AccountSubscriptionNode') : f.subscriptionA, note: 'Matrix' } }),
      access: { permission: 'accounts.subscriptions.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  deleteAccountSubscription: [
    {
      name: "A's subscription (it has credits: refused)",
      document: `mutation($input: DeleteAccountSubscriptionInput!) { deleteAccountSubscription(input: $input) { ok } }`,
      variables: (f, missing) => ({ input: { id: missing ? missingGid('AccountSubscriptionNode') : f.subscriptionA } }),
      access: { permission: 'accounts.subscriptions.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  createAccountSubscriptionPause: [
    {
      name: "pausing A's subscription (an end before the start)",
      document: `mutation($input: CreateAccountSubscriptionPauseInput!) { createAccountSubscriptionPause(input: $input) { accountSubscription { id } } }`,
      variables: (f, missing) => ({ input: { accountSubscription: missing ? missingGid('AccountSubscriptionNode') : f.subscriptionA, dateStart: '2030-05-10', dateEnd: '2030-05-01' } }),
      access: { permission: 'accounts.subscriptions.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  updateAccountSubscriptionPause: [
    {
      name: "A's pause (an end before the start)",
      document: `mutation($input: UpdateAccountSubscriptionPauseInput!) { updateAccountSubscriptionPause(input: $input) { accountSubscription { id } } }`,
      variables: (f, missing) => ({ input: { id: missing ? missingGid('AccountSubscriptionPause') : f.pauseA, dateStart: '2030-05-10', dateEnd: '2030-05-01' } }),
      access: { permission: 'accounts.subscriptions.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  deleteAccountSubscriptionPause: [
    {
      name: "A's pause",
      document: `mutation($input: DeleteAccountSubscriptionPauseInput!) { deleteAccountSubscriptionPause(input: $input) { ok } }`,
      variables: (f, missing) => ({ input: { id: missing ? missingGid('AccountSubscriptionPause') : f.pauseA } }),
      access: { permission: 'accounts.subscriptions.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  createAccountSubscriptionBlock: [
    {
      name: "blocking A's subscription (an end before the start)",
      document: `mutation($input: CreateAccountSubscriptionBlockInput!) { createAccountSubscriptionBlock(input: $input) { accountSubscription { id } } }`,
      variables: (f, missing) => ({ input: { accountSubscription: missing ? missingGid('AccountSubscriptionNode') : f.subscriptionA, dateStart: '2030-05-10', dateEnd: '2030-05-01' } }),
      access: { permission: 'accounts.subscriptions.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  updateAccountSubscriptionBlock: [
    {
      name: "lifting A's block (an end before the start)",
      document: `mutation($input: UpdateAccountSubscriptionBlockInput!) { updateAccountSubscriptionBlock(input: $input) { accountSubscription { id } } }`,
      variables: (f, missing) => ({ input: { id: missing ? missingGid('AccountSubscriptionBlock') : f.blockA, dateStart: '2030-05-10', dateEnd: '2030-05-01' } }),
      access: { permission: 'accounts.subscriptions.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  liftAccountSubscriptionBlock: [
    {
      name: "lifting A's block (it starts later: removed)",
      document: `mutation($input: LiftAccountSubscriptionBlockInput!) { liftAccountSubscriptionBlock(input: $input) { accountSubscription { id } } }`,
      variables: (f, missing) => ({ input: { id: missing ? missingGid('AccountSubscriptionBlock') : f.blockA } }),
      access: { permission: 'accounts.subscriptions.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  stopAccountSubscription: [
    {
      name: "stopping A's subscription (before it starts)",
      document: `mutation($input: StopAccountSubscriptionInput!) { stopAccountSubscription(input: $input) { accountSubscription { id } } }`,
      variables: (f, missing) => ({ input: { id: missing ? missingGid('AccountSubscriptionNode') : f.subscriptionA, dateEnd: '2001-01-01', reason: 'Matrix' } }),
      access: { permission: 'accounts.subscriptions.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  pauseMySubscription: [
    {
      name: "A pausing A's subscription (an end before the start)",
      document: `mutation($input: PauseMySubscriptionInput!) { pauseMySubscription(input: $input) { accountSubscription { id } } }`,
      variables: (f, missing) => ({ input: { accountSubscription: missing ? missingGid('AccountSubscriptionNode') : f.subscriptionA, dateStart: '2030-05-10', dateEnd: '2030-05-01' } }),
      access: { owner: true, or: [] },
      refusal: 'like-missing',
      mutation: true,
    },
  ],
  stopMySubscription: [
    {
      name: "A stopping A's subscription (before it starts)",
      document: `mutation($input: StopMySubscriptionInput!) { stopMySubscription(input: $input) { accountSubscription { id } } }`,
      variables: (f, missing) => ({ input: { accountSubscription: missing ? missingGid('AccountSubscriptionNode') : f.subscriptionA, dateEnd: '2001-01-01' } }),
      access: { owner: true, or: [] },
      refusal: 'like-missing',
      mutation: true,
    },
  ],
  clubClosures: [
    {
      name: "the club's closures",
      document: `{ clubClosures { id } }`,
      variables: none,
      access: { permission: 'organization.view' },
      refusal: 'PERMISSION_DENIED',
      clubWide: true,
      shows: (d) => d.clubClosures.length > 0,
    },
  ],
  createClubClosure: [
    {
      name: "closing scheduleItem's location (an end before the start)",
      document: `mutation($input: CreateClubClosureInput!) { createClubClosure(input: $input) { clubClosure } }`,
      variables: (f, missing) => ({ input: { organizationLocation: missing ? missingGid('OrganizationLocationNode') : f.location, dateStart: '2030-05-10', dateEnd: '2030-05-01' } }),
      access: { permission: 'organization.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
  undoClubClosure: [
    {
      name: 'undoing a closure',
      document: `mutation($input: UndoClubClosureInput!) { undoClubClosure(input: $input) { ok } }`,
      variables: (f, missing) => ({ input: { id: missing ? missingGid('ClubClosure') : f.closure } }),
      access: { permission: 'organization.edit' },
      refusal: 'PERMISSION_DENIED',
      mutation: true,
    },
  ],
};

/**
 * Test plan Z7: an operation on an account's sign-in (its email, status or roles), run by every caller against a
 * staff account of every role. A caller in the club passes with `permission` and the right to reach the account
 * (accounts.roles.edit and every right of its role, mayChangeSignInOf); anyone else is refused and nothing changes.
 */
export interface SignInCase {
  name: string;
  document: string;
  permission: Permission;
  /** the variables naming the staff account `target` (a global id) of role `role` */
  variables(target: string, role: StaffRole): Record<string, unknown>;
}

/** Numbers the addresses the email cases move accounts to, one per passing call. */
let movedEmails = 0;

export const SIGN_IN_CASES: SignInCase[] = [
  {
    name: 'moving its email (the first step of taking the account over)',
    document: `mutation($input: UpdateBackofficeAccountInput!) { updateBackofficeAccount(input: $input) { account { id email } } }`,
    permission: 'accounts.edit',
    variables: (target) => ({ input: { id: target, email: `moved-${(movedEmails += 1)}@example.test` } }),
  },
  {
    name: 'archiving it (its sessions end)',
    document: `mutation($input: ArchiveAccountInput!) { archiveAccount(input: $input) { account { id archived } } }`,
    permission: 'accounts.edit',
    variables: (target) => ({ input: { id: target, archived: true } }),
  },
  {
    name: 'bringing it back',
    document: `mutation($input: ArchiveAccountInput!) { archiveAccount(input: $input) { account { id archived } } }`,
    permission: 'accounts.edit',
    variables: (target) => ({ input: { id: target, archived: false } }),
  },
  {
    name: 'setting its roles (to those it has, so later calls meet the same account)',
    document: `mutation($input: UpdateAccountStaffRolesInput!) { updateAccountStaffRoles(input: $input) { account { id staffRoles } } }`,
    permission: 'accounts.roles.edit',
    variables: (target, role) => ({ input: { account: target, roles: [role] } }),
  },
];
