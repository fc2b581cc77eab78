import type { ValidityUnit } from '@kiai/shared';
import type { ColumnType, Generated } from 'kysely';

// Subscriptions and memberships (migration 0042). Dates are club-local 'YYYY-MM-DD', months 'YYYY-MM', money exact
// decimal strings.

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Flag = ColumnType<boolean, boolean | undefined>;
type Defaulted<T> = ColumnType<T, T | undefined>;

export type SubscriptionUnit = 'MONTH' | 'WEEK';
export type NoticeUnit = 'DAYS' | 'MONTHS';
export type RenewalMode = 'MONTHLY' | 'TERM';
export type CreditKind = 'MONTHLY' | 'MANUAL';

interface LedgerColumns {
  financeTaxRateId: Defaulted<number | null>;
  financeGlAccountId: Defaulted<number | null>;
  financeCostCentreId: Defaulted<number | null>;
}

export interface OrganizationMembershipsTable extends LedgerColumns {
  id: Generated<number>;
  clubId: number;
  name: string;
  /** sanitised HTML */
  description: Defaulted<string>;
  price: string;
  validity: number;
  validityUnit: ValidityUnit;
  terms: Defaulted<string>;
  renewal: Flag;
  renewalDaysBefore: Defaulted<number>;
  displayPublic: Flag;
  displayShop: Flag;
  archived: Flag;
  createdAt: CreatedAt;
}

export interface OrganizationSubscriptionsTable extends LedgerColumns {
  id: Generated<number>;
  clubId: number;
  name: string;
  /** sanitised HTML */
  description: Defaulted<string>;
  subscriptionUnit: SubscriptionUnit;
  classes: Defaulted<number>;
  unlimited: Flag;
  dailyCap: Defaulted<number | null>;
  registrationFee: Defaulted<string>;
  minimumDurationMonths: Defaulted<number>;
  noticePeriod: Defaulted<number>;
  noticeUnit: Defaulted<NoticeUnit>;
  renewalMode: Defaulted<RenewalMode>;
  reconcileLaterClasses: Defaulted<number>;
  /** null: the club's credit validity */
  creditValidityDays: Defaulted<number | null>;
  requiredMembershipId: Defaulted<number | null>;
  displayPublic: Flag;
  displayShop: Flag;
  archived: Flag;
  createdAt: CreatedAt;
}

export interface OrganizationSubscriptionPricesTable {
  id: Generated<number>;
  clubId: number;
  organizationSubscriptionId: number;
  price: string;
  dateStart: string;
  dateEnd: string | null;
  createdAt: CreatedAt;
}

export interface OrganizationSubscriptionGroupsTable {
  id: Generated<number>;
  clubId: number;
  name: string;
  description: Defaulted<string>;
  archived: Flag;
  createdAt: CreatedAt;
}

export interface OrganizationSubscriptionGroupSubscriptionsTable {
  clubId: number;
  organizationSubscriptionGroupId: number;
  organizationSubscriptionId: number;
}

export interface ScheduleItemOrganizationSubscriptionGroupsTable {
  clubId: number;
  scheduleItemId: number;
  organizationSubscriptionGroupId: number;
  attend: Flag;
  shopBook: Flag;
  enroll: Flag;
}

export interface AccountMembershipsTable {
  id: Generated<number>;
  clubId: number;
  accountId: number;
  organizationMembershipId: number;
  dateStart: string;
  dateEnd: string;
  renewedFromId: Defaulted<number | null>;
  note: Defaulted<string>;
  createdAt: CreatedAt;
}

export interface AccountSubscriptionsTable {
  id: Generated<number>;
  clubId: number;
  accountId: number;
  organizationSubscriptionId: number;
  dateStart: string;
  dateEnd: Defaulted<string | null>;
  stopReason: Defaulted<string>;
  financePaymentMethodId: Defaulted<number | null>;
  directDebitMandateId: Defaulted<number | null>;
  priceOverride: Defaulted<string | null>;
  note: Defaulted<string>;
  createdAt: CreatedAt;
}

export interface AccountSubscriptionMonthPricesTable {
  clubId: number;
  accountSubscriptionId: number;
  month: string;
  price: string;
}

export interface ClubClosuresTable {
  id: Generated<number>;
  clubId: number;
  organizationLocationId: number;
  dateStart: string;
  dateEnd: string;
  reason: Defaulted<string>;
  createdByAccountId: Defaulted<number | null>;
  createdAt: CreatedAt;
  undoneAt: Defaulted<Date | null>;
}

export interface ClubClosureMembershipExtensionsTable {
  clubId: number;
  clubClosureId: number;
  accountMembershipId: number;
  days: number;
}

export interface AccountSubscriptionPausesTable {
  id: Generated<number>;
  clubId: number;
  accountSubscriptionId: number;
  dateStart: string;
  dateEnd: string;
  reason: Defaulted<string>;
  clubClosureId: Defaulted<number | null>;
  createdByAccountId: Defaulted<number | null>;
  createdAt: CreatedAt;
}

export interface AccountSubscriptionBlocksTable {
  id: Generated<number>;
  clubId: number;
  accountSubscriptionId: number;
  dateStart: string;
  dateEnd: Defaulted<string | null>;
  reason: Defaulted<string>;
  createdByAccountId: Defaulted<number | null>;
  createdAt: CreatedAt;
}

export interface AccountSubscriptionCreditsTable {
  id: Generated<number>;
  clubId: number;
  accountSubscriptionId: number;
  kind: CreditKind;
  month: string;
  amount: number;
  expiresOn: string;
  /** WEEK units: the fraction of a credit carried to the next month, in sevenths */
  carrySevenths: Defaulted<number>;
  description: Defaulted<string>;
  automationJobId: Defaulted<string | null>;
  createdByAccountId: Defaulted<number | null>;
  createdAt: CreatedAt;
}

export interface AccountSubscriptionInvoicedMonthsTable {
  clubId: number;
  accountSubscriptionId: number;
  month: string;
  financeInvoiceId: number;
  financeInvoiceItemId: number;
  billedDays: number;
  automationJobId: Defaulted<string | null>;
  createdAt: CreatedAt;
}
