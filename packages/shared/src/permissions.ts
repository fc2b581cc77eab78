/**
 * Every staff operation's permission, for the areas that exist and those to come. A use case checks exactly
 * one of these; roles below are named sets of them. Members hold none: they act on their own objects only.
 */
export const PERMISSIONS = [
  'schedule.view',
  'schedule.classes.edit',
  'schedule.attendance.view',
  'schedule.attendance.edit',
  'organization.view',
  'organization.edit',
  'accounts.view',
  'accounts.edit',
  'accounts.roles.edit',
  'accounts.classpasses.view',
  'accounts.classpasses.grant',
  'accounts.memberships.view',
  'accounts.memberships.sell',
  'accounts.subscriptions.credits',
  'accounts.subscriptions.view',
  'accounts.subscriptions.edit',
  'finance.invoices.read',
  'finance.invoices.edit',
  'finance.invoices.issue',
  'finance.invoices.credit',
  'finance.orders.view',
  'finance.orders.edit',
  'finance.payments.edit',
  'finance.setup.view',
  'finance.setup.edit',
  'finance.expenses.view',
  'finance.expenses.edit',
  'finance.tax.view',
  'finance.quotes.view',
  'finance.quotes.edit',
  'finance.payments.record',
  'finance.payments.desk',
  'finance.mandates.view',
  'finance.mandates.edit',
  'finance.batches.view',
  'finance.batches.edit',
  'finance.sepa.settings.edit',
  'relations.businesses.view',
  'relations.businesses.edit',
  'insight.view',
  'settings.edit',
  'automation.jobs.view',
  'automation.jobs.manage',
  'checkin.classes.view',
  'checkin.attendance.create',
  'appointments.view',
  'appointments.edit',
  'checkin.devices.manage',
  'schedule.attendance.view.own',
  'schedule.attendance.credit.return',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** What each permission allows, for the role screen and the API's role list. */
export const PERMISSION_DESCRIPTIONS: Record<Permission, string> = {
  'schedule.view': 'See the whole timetable, non-public classes included',
  'schedule.classes.edit': 'Create and change classes on the timetable',
  'schedule.attendance.view': "See class lists: who booked which class, with names",
  'schedule.attendance.edit': 'Book, cancel and rebook classes for members',
  'organization.view': 'See the club set-up: locations, class types, levels, archived products',
  'organization.edit': 'Change the club set-up and the products in the shop',
  'accounts.view': "See members' personal data: email, address, phone, date of birth",
  'accounts.edit': "Change members' accounts",
  'accounts.roles.edit': 'Give and take staff roles',
  'accounts.classpasses.view': "See members' class passes",
  'accounts.classpasses.grant': 'Give members class passes',
  'accounts.memberships.view': "See members' memberships",
  'accounts.memberships.sell': 'Sell members memberships and delete uninvoiced ones',
  'accounts.subscriptions.credits': "Add credits to members' subscriptions by hand",
  'accounts.subscriptions.view': "See members' subscriptions with their pauses, blocks, credits and invoices",
  'accounts.subscriptions.edit': "Sell, change, pause, block and stop members' subscriptions",
  'finance.invoices.read': 'See invoices',
  'finance.invoices.edit': 'Write, change and delete draft invoices',
  'finance.invoices.issue': 'Issue draft invoices: number, date and mail them, after which they never change',
  'finance.invoices.credit': 'Correct issued invoices with credit notes, settling or refunding them',
  'finance.orders.view': "See members' shop orders",
  'finance.orders.edit': 'Change and cancel orders',
  'finance.payments.edit': 'Record and refund payments',
  'finance.setup.view': 'See the finance set-up: tax rates, GL accounts, cost centres, payment methods, invoice and quote groups',
  'finance.setup.edit': 'Change the finance set-up',
  'finance.expenses.view': 'See expenses and their documents',
  'finance.expenses.edit': 'Record and change expenses',
  'finance.tax.view': 'See the tax summary',
  'finance.quotes.view': 'See quotes and their PDFs',
  'finance.quotes.edit': 'Write, send, accept, reject and cancel quotes; an accepted quote becomes a draft invoice',
  'finance.payments.record': 'Record payments and refunds on invoices, with any payment method',
  'finance.payments.desk': 'Record payments taken at the desk (cash, card) on invoices',
  'finance.mandates.view': "See members' bank accounts and direct debit mandates",
  'finance.mandates.edit': "Add members' bank accounts and mandates, and retire mandates",
  'finance.batches.view': 'See direct debit collection batches and download their files',
  'finance.batches.edit': 'Build, approve, reject and send collection batches, and record bank returns',
  'finance.sepa.settings.edit': "Change the club's creditor identifier, bank account and direct debit settings",
  'relations.businesses.view': 'See business relations: suppliers and business customers',
  'relations.businesses.edit': 'Add, change and archive business relations',
  'insight.view': 'See reports and statistics',
  'settings.edit': 'Change the club settings',
  'automation.jobs.view': 'See background jobs and their logs',
  'automation.jobs.manage': 'Retry and cancel background jobs',
  'checkin.classes.view': "See today's classes for check-in",
  'checkin.attendance.create': 'Check members in to a class',
  'appointments.view': "See every trainer's appointments, working hours, days off and date overrides",
  'appointments.edit': "Change trainers' working hours, days off and overrides, and cancel members' appointments",
  'checkin.devices.manage': 'Pair check-in kiosks and revoke them',
  'schedule.attendance.view.own': 'See the class lists of the classes one teaches (instructor or second instructor)',
  'schedule.attendance.credit.return': "Cancel a member's booking after the cancel window with the credit returned anyway",
};

/** Staff roles a staff admin assigns per account; an account may hold several. */
export const STAFF_ROLES = ['ADMIN', 'MANAGER', 'FRONT_DESK', 'INSTRUCTOR', 'FINANCE'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

const CHECK_IN: readonly Permission[] = ['checkin.classes.view', 'checkin.attendance.create'];
/**
 * The finance back office's writes (issue 22), business relations included (the suppliers of expenses, the
 * business customers of invoices): the finance role holds them, a manager only reads.
 */
const FINANCE_WRITES: readonly Permission[] = [
  'finance.invoices.edit',
  'finance.invoices.issue',
  'finance.invoices.credit',
  'finance.setup.edit',
  'finance.quotes.edit',
  'finance.expenses.edit',
  'finance.payments.record',
  'finance.payments.desk',
  'finance.mandates.edit',
  'finance.batches.edit',
  'finance.sepa.settings.edit',
  'relations.businesses.edit',
];
/** The finance back office's reads (issue 22): the finance role and managers. */
const FINANCE_READS: readonly Permission[] = [
  'finance.setup.view',
  'finance.quotes.view',
  'finance.expenses.view',
  'finance.tax.view',
  'finance.mandates.view',
  'finance.batches.view',
  'relations.businesses.view',
];

/** The permissions of each staff role. */
export const STAFF_ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  ADMIN: PERMISSIONS,
  // A manager reads the finance back office; the finance role keeps the books.
  MANAGER: PERMISSIONS.filter((p) => p !== 'accounts.roles.edit' && p !== 'settings.edit' && !FINANCE_WRITES.includes(p)),
  FRONT_DESK: [
    'schedule.view',
    'schedule.attendance.view',
    'schedule.attendance.edit',
    'organization.view',
    'accounts.view',
    'accounts.edit',
    'accounts.classpasses.view',
    'accounts.classpasses.grant',
    'accounts.memberships.view',
    'accounts.memberships.sell',
    'accounts.subscriptions.credits',
    'accounts.subscriptions.view',
    'accounts.subscriptions.edit',
    'finance.orders.view',
    'finance.orders.edit',
    'finance.payments.edit',
    'finance.payments.desk',
    ...CHECK_IN,
    'appointments.view',
    'appointments.edit',
  ],
  // Teaching needs the timetable, the lists of one's own classes (names, not personal data) and checking people in.
  INSTRUCTOR: ['schedule.view', 'schedule.attendance.view.own', ...CHECK_IN],
  FINANCE: ['finance.invoices.read', 'finance.orders.view', 'finance.orders.edit', 'finance.payments.edit', ...FINANCE_READS, ...FINANCE_WRITES, 'insight.view', 'accounts.view'],
};

/** A check-in device (role KIOSK): today's classes and checking people in, nothing else. */
export const KIOSK_PERMISSIONS: readonly Permission[] = CHECK_IN;

/** The union of the roles' permissions, each once, in PERMISSIONS order. */
export function permissionsOfRoles(roles: readonly StaffRole[]): Permission[] {
  return PERMISSIONS.filter((p) => roles.some((role) => STAFF_ROLE_PERMISSIONS[role].includes(p)));
}

/**
 * Whether someone holding `permissions` may change the sign-in of an account with these staff roles: its email,
 * password, status (archiving) or roles (test plan Z7). An account without roles takes nothing more than the
 * operation's own permission; one with roles takes accounts.roles.edit and every right the roles give, so nobody
 * reaches an account that can do more than they can (a front desk moving an admin's email to an address it reads,
 * then resetting the password). For a change of roles, pass both the roles it holds and those it is given.
 */
export function mayChangeSignInOf(permissions: readonly Permission[], staffRoles: readonly StaffRole[]): boolean {
  const rights = permissionsOfRoles(staffRoles);
  return rights.length === 0 || (permissions.includes('accounts.roles.edit') && rights.every((p) => permissions.includes(p)));
}
