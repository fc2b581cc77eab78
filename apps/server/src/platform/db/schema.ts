import type {
  AccountsTable,
  ClubsTable,
  LoginAttemptsTable,
  MailOutboxTable,
  OneTimeTokensTable,
  RefreshTokensTable,
} from './tables/core.js';
import type {
  OrganizationClasstypesTable,
  OrganizationHolidayLocationsTable,
  OrganizationHolidaysTable,
  OrganizationLevelsTable,
  OrganizationLocationRoomsTable,
  OrganizationLocationsTable,
  ScheduleItemChangesTable,
  ScheduleItemsTable,
} from './tables/schedule.js';
import type {
  AccountClasspassesTable,
  OrganizationClasspassGroupClasspassesTable,
  OrganizationClasspassGroupsTable,
  OrganizationClasspassesTable,
  ScheduleItemOrganizationClasspassGroupsTable,
  ScheduleItemPricesTable,
} from './tables/classpasses.js';
import type { ScheduleItemAttendancesTable, ScheduleItemCheckInsTable, ScheduleItemWaitlistEntriesTable } from './tables/booking.js';
import type {
  AppointmentCategoriesTable,
  AppointmentServiceClasspassesTable,
  AppointmentServiceTrainersTable,
  AppointmentServicesTable,
  AppointmentTrainerDaysOffTable,
  AppointmentTrainerHoursTable,
  AppointmentTrainerOverridesTable,
  AppointmentTrainersTable,
  AppointmentsTable,
} from './tables/personal-training.js';
import type { AuthRateEventsTable, AuthSessionsTable } from './tables/auth.js';
import type { CalendarFeedsTable } from './tables/calendar-feeds.js';
import type { CheckinDevicesTable, CheckinPairingCodesTable, KioskRefusalsTable } from './tables/checkin.js';
import type {
  FinanceInvoiceGroupDefaultsTable,
  FinanceInvoiceGroupsTable,
  FinanceLedgerCodesTable,
  FinanceInvoiceItemsTable,
  FinanceTaxDaySumsTable,
  FinanceInvoicePaymentsTable,
  FinanceInvoicesTable,
  FinanceOrderItemsTable,
  FinanceOrdersTable,
  FinancePaymentMethodsTable,
  FinanceTaxRatesTable,
  FinanceInvoiceRemindersTable,
  AccountPaymentCardsTable,
  FinanceCardChargesTable,
} from './tables/finance.js';
import type { AccountNotesTable } from './tables/account-notes.js';
import type { PaymentCheckoutsTable, PaymentEventsTable, PaymentTestChargesTable } from './tables/payments.js';
import type { ClubImagesTable } from './tables/images.js';
import type { FinanceQuoteItemsTable, FinanceQuotesTable } from './tables/finance-quotes.js';
import type { RelationsBusinessesTable } from './tables/relations.js';
import type { FinanceExpenseDocumentsTable, FinanceExpensesTable } from './tables/expenses.js';
import type {
  DirectDebitBankAccountsTable,
  DirectDebitBatchesTable,
  DirectDebitBatchItemsTable,
  DirectDebitMandatesTable,
  DirectDebitMandateEvidenceTable,
  DirectDebitReturnsTable,
  DirectDebitCategoriesTable,
  DirectDebitAccountAmountsTable,
  DirectDebitBatchCategoriesTable,
  DirectDebitBatchItemAmountsTable,
  DirectDebitSettingsTable,
} from './tables/direct-debit.js';
import type {
  AccountMembershipsTable,
  AccountSubscriptionBlocksTable,
  AccountSubscriptionCreditsTable,
  AccountSubscriptionInvoicedMonthsTable,
  AccountSubscriptionMonthPricesTable,
  AccountSubscriptionPausesTable,
  AccountSubscriptionsTable,
  ClubClosureMembershipExtensionsTable,
  ClubClosuresTable,
  OrganizationMembershipsTable,
  OrganizationSubscriptionGroupSubscriptionsTable,
  OrganizationSubscriptionGroupsTable,
  OrganizationSubscriptionPricesTable,
  OrganizationSubscriptionsTable,
  ScheduleItemOrganizationSubscriptionGroupsTable,
} from './tables/subscriptions.js';
import type { AutomationJobLogTable, AutomationJobsTable, PgBossJobTable, RecurringTaskRunsTable } from './tables/jobs.js';

/** The whole database as Kysely sees it (camelCase; the CamelCasePlugin maps to snake_case). */
export interface Database {
  clubs: ClubsTable;
  accounts: AccountsTable;
  accountNotes: AccountNotesTable;
  refreshTokens: RefreshTokensTable;
  oneTimeTokens: OneTimeTokensTable;
  loginAttempts: LoginAttemptsTable;
  mailOutbox: MailOutboxTable;
  organizationLocations: OrganizationLocationsTable;
  organizationLocationRooms: OrganizationLocationRoomsTable;
  organizationClasstypes: OrganizationClasstypesTable;
  organizationLevels: OrganizationLevelsTable;
  scheduleItems: ScheduleItemsTable;
  scheduleItemChanges: ScheduleItemChangesTable;
  organizationHolidays: OrganizationHolidaysTable;
  organizationHolidayLocations: OrganizationHolidayLocationsTable;
  organizationClasspasses: OrganizationClasspassesTable;
  organizationClasspassGroups: OrganizationClasspassGroupsTable;
  organizationClasspassGroupClasspasses: OrganizationClasspassGroupClasspassesTable;
  scheduleItemOrganizationClasspassGroups: ScheduleItemOrganizationClasspassGroupsTable;
  scheduleItemPrices: ScheduleItemPricesTable;
  accountClasspasses: AccountClasspassesTable;
  scheduleItemAttendances: ScheduleItemAttendancesTable;
  scheduleItemCheckIns: ScheduleItemCheckInsTable;
  scheduleItemWaitlistEntries: ScheduleItemWaitlistEntriesTable;
  appointmentCategories: AppointmentCategoriesTable;
  appointmentServices: AppointmentServicesTable;
  appointmentServiceClasspasses: AppointmentServiceClasspassesTable;
  appointmentTrainers: AppointmentTrainersTable;
  appointmentServiceTrainers: AppointmentServiceTrainersTable;
  appointmentTrainerHours: AppointmentTrainerHoursTable;
  appointmentTrainerDaysOff: AppointmentTrainerDaysOffTable;
  appointmentTrainerOverrides: AppointmentTrainerOverridesTable;
  appointments: AppointmentsTable;
  authSessions: AuthSessionsTable;
  authRateEvents: AuthRateEventsTable;
  automationJobs: AutomationJobsTable;
  calendarFeeds: CalendarFeedsTable;
  checkinPairingCodes: CheckinPairingCodesTable;
  checkinDevices: CheckinDevicesTable;
  kioskRefusals: KioskRefusalsTable;
  automationJobLog: AutomationJobLogTable;
  recurringTaskRuns: RecurringTaskRunsTable;
  financeTaxRates: FinanceTaxRatesTable;
  financePaymentMethods: FinancePaymentMethodsTable;
  financeInvoiceGroups: FinanceInvoiceGroupsTable;
  financeInvoiceGroupDefaults: FinanceInvoiceGroupDefaultsTable;
  financeGlAccounts: FinanceLedgerCodesTable;
  financeCostCentres: FinanceLedgerCodesTable;
  financeOrders: FinanceOrdersTable;
  financeOrderItems: FinanceOrderItemsTable;
  financeInvoices: FinanceInvoicesTable;
  financeInvoiceItems: FinanceInvoiceItemsTable;
  financeTaxDaySums: FinanceTaxDaySumsTable;
  financeInvoicePayments: FinanceInvoicePaymentsTable;
  financeQuotes: FinanceQuotesTable;
  financeQuoteItems: FinanceQuoteItemsTable;
  financeInvoiceReminders: FinanceInvoiceRemindersTable;
  paymentCheckouts: PaymentCheckoutsTable;
  paymentEvents: PaymentEventsTable;
  paymentTestCharges: PaymentTestChargesTable;
  accountPaymentCards: AccountPaymentCardsTable;
  financeCardCharges: FinanceCardChargesTable;
  clubImages: ClubImagesTable;
  relationsBusinesses: RelationsBusinessesTable;
  financeExpenses: FinanceExpensesTable;
  financeExpenseDocuments: FinanceExpenseDocumentsTable;
  directDebitSettings: DirectDebitSettingsTable;
  directDebitBankAccounts: DirectDebitBankAccountsTable;
  directDebitMandates: DirectDebitMandatesTable;
  directDebitMandateEvidence: DirectDebitMandateEvidenceTable;
  directDebitBatches: DirectDebitBatchesTable;
  directDebitBatchItems: DirectDebitBatchItemsTable;
  directDebitReturns: DirectDebitReturnsTable;
  directDebitCategories: DirectDebitCategoriesTable;
  directDebitAccountAmounts: DirectDebitAccountAmountsTable;
  directDebitBatchCategories: DirectDebitBatchCategoriesTable;
  directDebitBatchItemAmounts: DirectDebitBatchItemAmountsTable;
  organizationMemberships: OrganizationMembershipsTable;
  organizationSubscriptions: OrganizationSubscriptionsTable;
  organizationSubscriptionPrices: OrganizationSubscriptionPricesTable;
  organizationSubscriptionGroups: OrganizationSubscriptionGroupsTable;
  organizationSubscriptionGroupSubscriptions: OrganizationSubscriptionGroupSubscriptionsTable;
  scheduleItemOrganizationSubscriptionGroups: ScheduleItemOrganizationSubscriptionGroupsTable;
  accountMemberships: AccountMembershipsTable;
  accountSubscriptions: AccountSubscriptionsTable;
  accountSubscriptionMonthPrices: AccountSubscriptionMonthPricesTable;
  clubClosures: ClubClosuresTable;
  clubClosureMembershipExtensions: ClubClosureMembershipExtensionsTable;
  accountSubscriptionPauses: AccountSubscriptionPausesTable;
  accountSubscriptionBlocks: AccountSubscriptionBlocksTable;
  accountSubscriptionCredits: AccountSubscriptionCreditsTable;
  accountSubscriptionInvoicedMonths: AccountSubscriptionInvoicedMonthsTable;
  /** pg-boss 10's own tables (read only): queued and running jobs, and finished ones once archived. */
  'pgboss.job': PgBossJobTable;
  'pgboss.archive': PgBossJobTable;
}
