import type { SaleKindCode } from '@kiai/shared';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
type Flag = ColumnType<boolean, boolean | undefined>;
type Text = ColumnType<string, string | undefined>;
/** numeric: an exact decimal as a string, never a float */
type Money = string;

export type TaxRateType = 'IN' | 'EX';
export type PaymentMethodCode = 'STRIPE' | 'TEST' | 'MANUAL' | 'CASH' | 'CARD_DESK' | 'WIRE_TRANSFER' | 'DIRECT_DEBIT' | 'CREDIT_NOTE';
/** How a subscription bought in the shop is paid each month: the club's online provider, or SEPA direct debit. */
export type SubscriptionPayment = 'CARD' | 'DIRECT_DEBIT';
export type InvoiceGroupKind = 'INVOICE' | 'QUOTE';

export type OrderStatus = 'RECEIVED' | 'AWAITING_PAYMENT' | 'PAID' | 'DELIVERED' | 'CANCELLED' | 'DELIVERY_ERROR';
export type InvoiceStatus = 'DRAFT' | 'SENT' | 'PAID' | 'OVERDUE' | 'CANCELLED';
/** How an order was paid: an online provider, or by hand in the back office. */
export type OrderPaymentMethod = 'STRIPE' | 'TEST' | 'MANUAL';
/**
 * The refund of a paid order that could not be delivered: PENDING (the refund job is on it), REFUNDED (by the
 * provider), DUE (staff must refund it: the provider could not), HANDLED (staff did).
 */
export type RefundStatus = 'PENDING' | 'REFUNDED' | 'DUE' | 'HANDLED';

export interface FinanceTaxRatesTable {
  id: Generated<number>;
  clubId: number;
  name: string;
  percentage: Money;
  rateType: TaxRateType;
  code: Text;
  archived: Flag;
  /** the rate that replaced this one (archived) once it was used and its percentage had to change */
  replacedById: ColumnType<number | null, number | null | undefined>;
  createdAt: CreatedAt;
}

/** finance_gl_accounts and finance_cost_centres share this shape. */
export interface FinanceLedgerCodesTable {
  id: Generated<number>;
  clubId: number;
  code: string;
  name: string;
  archived: Flag;
  createdAt: CreatedAt;
}

export interface FinanceInvoiceGroupDefaultsTable {
  clubId: number;
  saleKind: SaleKindCode;
  groupKind: ColumnType<'INVOICE', 'INVOICE' | undefined, never>;
  financeInvoiceGroupId: number;
}

export interface FinancePaymentMethodsTable {
  id: Generated<number>;
  clubId: number;
  name: string;
  code: PaymentMethodCode | null;
  archived: Flag;
  createdAt: CreatedAt;
}

export interface FinanceInvoiceGroupsTable {
  id: Generated<number>;
  clubId: number;
  name: string;
  kind: ColumnType<InvoiceGroupKind, InvoiceGroupKind | undefined, never>;
  prefix: Text;
  prefixYear: Flag;
  autoResetPrefixYear: Flag;
  year: number | null;
  nextNumber: ColumnType<number, number | undefined>;
  dueAfterDays: ColumnType<number, number | undefined>;
  terms: Text;
  footer: Text;
  archived: Flag;
  createdAt: CreatedAt;
}

export interface FinanceOrdersTable {
  id: Generated<number>;
  clubId: number;
  accountId: number;
  status: OrderStatus;
  message: Text;
  currency: Text;
  subtotal: Money;
  tax: Money;
  total: Money;
  deliveryError: Text;
  paymentMethod: OrderPaymentMethod | null;
  paymentAmount: Money | null;
  paymentReference: string | null;
  paidAt: Date | null;
  deliveredAt: Date | null;
  refundStatus: RefundStatus | null;
  /** the provider's refund id */
  refundReference: string | null;
  /** why the provider could not refund (DUE) */
  refundError: Text;
  refundedAt: Date | null;
  refundHandledByAccountId: number | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface FinanceOrderItemsTable {
  id: Generated<number>;
  clubId: number;
  financeOrderId: number;
  organizationClasspassId: number | null;
  /** a membership sold by this line (migration 0047) */
  organizationMembershipId: ColumnType<number | null, number | null | undefined>;
  /** a subscription started by this line (migration 0048) */
  organizationSubscriptionId: ColumnType<number | null, number | null | undefined>;
  /** YYYY-MM-DD: the first day of the subscription the line starts (migration 0052; set with organizationSubscriptionId) */
  subscriptionDateStart: ColumnType<string | null, string | null | undefined>;
  /** how the subscription is paid each month (migration 0052; set with organizationSubscriptionId) */
  subscriptionPayment: ColumnType<SubscriptionPayment | null, SubscriptionPayment | null | undefined>;
  /** the line is the subscription's registration fee, not its first month (migration 0052) */
  registrationFee: Flag;
  scheduleItemId: number | null;
  /** YYYY-MM-DD */
  attendanceDate: string | null;
  /** a personal-training session bought on its own: its service, trainer and start (migration 0058; all or none) */
  appointmentServiceId: ColumnType<number | null, number | null | undefined>;
  appointmentTrainerAccountId: ColumnType<number | null, number | null | undefined>;
  appointmentStartsAt: ColumnType<Date | null, Date | null | undefined>;
  productName: string;
  description: Text;
  quantity: Money;
  price: Money;
  financeTaxRateId: number | null;
  taxPercentage: ColumnType<Money, Money | undefined>;
  taxRateType: ColumnType<TaxRateType, TaxRateType | undefined>;
  subtotal: Money;
  tax: Money;
  total: Money;
}

export interface FinanceInvoicesTable {
  id: Generated<number>;
  clubId: number;
  /** the account invoiced, or null when it is a business relation */
  accountId: number | null;
  relationsBusinessId: ColumnType<number | null, number | null | undefined>;
  financeInvoiceGroupId: number;
  financeOrderId: number | null;
  /** null while a draft (or a cancelled draft): issuing numbers it */
  invoiceNumber: string | null;
  status: InvoiceStatus;
  summary: Text;
  /** YYYY-MM-DD */
  dateCreated: string;
  dateDue: string;
  terms: Text;
  footer: Text;
  currency: Text;
  subtotal: Money;
  tax: Money;
  total: Money;
  paid: ColumnType<Money, Money | undefined>;
  /** how the invoice is to be paid (NULL: not said); batches collect the DIRECT_DEBIT ones */
  financePaymentMethodId: ColumnType<number | null, number | null | undefined>;
  /** when it was issued; null while a draft (written so; an invoice made issued defaults to now) */
  issuedAt: ColumnType<Date | null, Date | null | undefined>;
  /** when its mail with the PDF was queued */
  mailedAt: ColumnType<Date | null, Date | null | undefined>;
  /** a credit note's original (NULL: not a credit note) */
  creditedInvoiceId: ColumnType<number | null, number | null | undefined>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface FinanceInvoiceItemsTable {
  id: Generated<number>;
  clubId: number;
  financeInvoiceId: number;
  sortOrder: ColumnType<number, number | undefined>;
  productName: string;
  description: Text;
  quantity: Money;
  price: Money;
  financeTaxRateId: number | null;
  taxPercentage: ColumnType<Money, Money | undefined>;
  taxRateType: ColumnType<TaxRateType, TaxRateType | undefined>;
  subtotal: Money;
  tax: Money;
  total: Money;
  accountClasspassId: number | null;
  financeGlAccountId: ColumnType<number | null, number | null | undefined>;
  financeCostCentreId: ColumnType<number | null, number | null | undefined>;
  /** the codes as they were when the line was saved */
  glAccountCode: Text;
  costCentreCode: Text;
  /** on a credit note: the original's line it credits */
  creditedItemId: ColumnType<number | null, number | null | undefined>;
  /** what a subscription or membership line bills (migration 0042) */
  accountSubscriptionId: ColumnType<number | null, number | null | undefined>;
  subscriptionMonth: ColumnType<string | null, string | null | undefined>;
  registrationFee: ColumnType<boolean, boolean | undefined>;
  accountMembershipId: ColumnType<number | null, number | null | undefined>;
}

/** The stored line amounts of a day's issued invoices per tax rate snapshot, kept by triggers (0039). */
export interface FinanceTaxDaySumsTable {
  clubId: number;
  /** YYYY-MM-DD, the invoices' issue date */
  day: string;
  taxPercentage: Money;
  taxRateType: TaxRateType;
  lines: number;
  subtotal: Money;
  tax: Money;
  total: Money;
}

export interface FinanceInvoicePaymentsTable {
  id: Generated<number>;
  clubId: number;
  financeInvoiceId: number;
  amount: Money;
  /** YYYY-MM-DD */
  date: string;
  financePaymentMethodId: number;
  reference: Text;
  note: Text;
  /** staff who recorded it by hand; null for providers and jobs */
  recordedByAccountId: ColumnType<number | null, number | null | undefined>;
  createdAt: CreatedAt;
}

/** An overdue reminder sent: one per invoice and step (days past due), so a second run sends none. */
export interface FinanceInvoiceRemindersTable {
  id: Generated<number>;
  clubId: number;
  financeInvoiceId: number;
  step: number;
  /** YYYY-MM-DD, the club's day it was sent */
  sentOn: string;
  createdAt: CreatedAt;
}

/** A card a payment provider keeps for an account's off-session charges (migration 0053). */
export interface AccountPaymentCardsTable {
  clubId: number;
  id: Generated<number>;
  accountId: number;
  provider: 'stripe' | 'test';
  customerReference: string;
  paymentMethodReference: string;
  /** "Visa •••• 4242", '' when the provider did not say */
  label: Text;
  createdAt: Date;
  retiredAt: ColumnType<Date | null, Date | null | undefined>;
}

export type CardChargeStatus = 'PENDING' | 'CHARGED' | 'DECLINED' | 'FAILED';

/** One off-session charge attempt of an invoice's open balance to a saved card (migration 0053). */
export interface FinanceCardChargesTable {
  clubId: number;
  id: Generated<number>;
  financeInvoiceId: number;
  attempt: number;
  accountPaymentCardId: number;
  amount: Money;
  currency: string;
  idempotencyKey: string;
  status: ColumnType<CardChargeStatus, CardChargeStatus | undefined>;
  /** the provider's payment (payment intent) when CHARGED */
  reference: ColumnType<string | null, string | null | undefined>;
  reason: Text;
  createdAt: Date;
  settledAt: ColumnType<Date | null, Date | null | undefined>;
}
