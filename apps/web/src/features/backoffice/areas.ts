import type { Permission } from '@kiai/shared';

export interface BackofficeScreen {
  path: string;
  label: string;
  permission: Permission;
}

/** The back office's areas (spec section 2, "Back office and customer shop areas"), in the navigation's order. */
export interface BackofficeArea {
  path: string;
  label: string;
  /** What the area will hold beyond its `screens`, as the spec's text catalogue names it; absent once all of it is built. */
  covers?: string;
  /** The screens already built, as paths under /backoffice, each for staff holding its permission. */
  screens?: BackofficeScreen[];
}

export const BACKOFFICE_AREAS: BackofficeArea[] = [
  {
    path: 'schedule',
    label: 'Schedule',
    covers: 'events and staff shifts',
    screens: [
      { path: 'schedule/classes', label: 'Classes', permission: 'schedule.view' },
      // Every role with a class list (schedule.attendance.view or .view.own) has schedule.view; the page says the rest.
      { path: 'schedule/attendance', label: 'Class attendance', permission: 'schedule.view' },
      { path: 'schedule/appointments', label: 'Appointments', permission: 'appointments.view' },
      { path: 'schedule/trainers', label: 'Trainers', permission: 'appointments.view' },
    ],
  },
  {
    path: 'relations',
    label: 'Relations',
    screens: [
      { path: 'relations/accounts', label: 'Accounts', permission: 'accounts.view' },
      { path: 'relations/businesses', label: 'Businesses', permission: 'relations.businesses.view' },
    ],
  },
  {
    path: 'organization',
    label: 'Organization',
    covers:
      'announcements, discoveries, documents, languages, products and shifts',
    screens: [
      { path: 'organization/locations', label: 'Locations and rooms', permission: 'organization.view' },
      { path: 'organization/classtypes', label: 'Class types', permission: 'organization.view' },
      { path: 'organization/levels', label: 'Levels', permission: 'organization.view' },
      { path: 'organization/holidays', label: 'Holidays', permission: 'organization.view' },
      { path: 'organization/classpasses', label: 'Class passes', permission: 'organization.view' },
      { path: 'organization/classpass-groups', label: 'Class pass groups', permission: 'organization.view' },
      { path: 'organization/subscriptions', label: 'Subscriptions', permission: 'organization.view' },
      { path: 'organization/subscription-groups', label: 'Subscription groups', permission: 'organization.view' },
      { path: 'organization/memberships', label: 'Memberships', permission: 'organization.view' },
      { path: 'organization/appointment-services', label: 'Appointment services', permission: 'organization.view' },
    ],
  },
  {
    path: 'finance',
    label: 'Finance',
    screens: [
      { path: 'finance/orders', label: 'Orders', permission: 'finance.orders.view' },
      { path: 'finance/invoices', label: 'Invoices', permission: 'finance.invoices.read' },
      { path: 'finance/subscription-invoices', label: 'Subscription invoices', permission: 'finance.invoices.read' },
      { path: 'finance/quotes', label: 'Quotes', permission: 'finance.quotes.view' },
      { path: 'finance/payment-batches', label: 'Payment batches', permission: 'finance.batches.view' },
      { path: 'finance/tax-summary', label: 'Tax summary', permission: 'finance.tax.view' },
      { path: 'finance/expenses', label: 'Expenses', permission: 'finance.expenses.view' },
      { path: 'finance/tax-rates', label: 'Tax rates', permission: 'finance.setup.view' },
      { path: 'finance/gl-accounts', label: 'GL accounts', permission: 'finance.setup.view' },
      { path: 'finance/cost-centres', label: 'Cost centres', permission: 'finance.setup.view' },
      { path: 'finance/payment-methods', label: 'Payment methods', permission: 'finance.setup.view' },
      { path: 'finance/invoice-groups', label: 'Invoice groups', permission: 'finance.setup.view' },
      { path: 'finance/quote-groups', label: 'Quote groups', permission: 'finance.setup.view' },
      { path: 'finance/default-groups', label: 'Default groups', permission: 'finance.setup.view' },
      { path: 'finance/batch-categories', label: 'Batch categories', permission: 'finance.setup.view' },
    ],
  },
  {
    path: 'insight',
    label: 'Insight',
    covers:
      'reports on class passes, subscriptions, revenue, trial passes, inactive accounts, instructor classes in a month, invoices open on a date and subscribers without a key number',
  },
  {
    path: 'settings',
    label: 'Settings',
    covers: 'the integration and mail template settings',
    screens: [
      { path: 'settings/general', label: 'General', permission: 'settings.edit' },
      { path: 'settings/branding', label: 'Branding', permission: 'settings.edit' },
      { path: 'settings/workflow', label: 'Workflow', permission: 'settings.edit' },
      { path: 'settings/shop', label: 'Shop', permission: 'settings.edit' },
      { path: 'settings/mail', label: 'Mail', permission: 'settings.edit' },
      { path: 'settings/finance', label: 'Finance', permission: 'settings.edit' },
      { path: 'settings/subscriptions', label: 'Subscriptions', permission: 'settings.edit' },
      { path: 'settings/direct-debit', label: 'Direct debit', permission: 'finance.sepa.settings.edit' },
      { path: 'settings/checkin-devices', label: 'Check-in kiosks', permission: 'checkin.devices.manage' },
      { path: 'settings/about', label: 'About and diagnostics', permission: 'settings.edit' },
    ],
  },
  {
    path: 'automation',
    label: 'Automation',
    covers: 'the list of automation tasks',
    screens: [{ path: 'automation/monthly-credits', label: 'Monthly credits', permission: 'automation.jobs.manage' }],
  },
];

export function findBackofficeArea(path: string | undefined): BackofficeArea | null {
  return BACKOFFICE_AREAS.find((area) => area.path === path) ?? null;
}
