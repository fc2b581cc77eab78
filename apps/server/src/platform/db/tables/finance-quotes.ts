import type { ColumnType, Generated } from 'kysely';
import type { TaxRateType } from './finance.js';

type Text = ColumnType<string, string | undefined>;
/** numeric: an exact decimal as a string, never a float */
type Money = string;

export type QuoteStatus = 'DRAFT' | 'SENT' | 'ACCEPTED' | 'REJECTED' | 'CANCELLED';

/** A quote (0033): an invoice-like offer in a quote group; accepting it makes one draft invoice. */
export interface FinanceQuotesTable {
  id: Generated<number>;
  clubId: number;
  /** the account quoted, or null for a business relation (0037) */
  accountId: number | null;
  relationsBusinessId: ColumnType<number | null, number | null | undefined>;
  financeInvoiceGroupId: number;
  groupKind: ColumnType<'QUOTE', 'QUOTE' | undefined, never>;
  /** null while a draft: sending numbers it */
  quoteNumber: string | null;
  status: ColumnType<QuoteStatus, QuoteStatus | undefined>;
  summary: Text;
  dateCreated: string;
  dateExpire: string;
  terms: Text;
  footer: Text;
  subtotal: Money;
  tax: Money;
  total: Money;
  /** the draft invoice an accepted quote became */
  financeInvoiceId: ColumnType<number | null, number | null | undefined>;
  /** when its mail was queued: a retried job or a second send mails nothing more */
  mailedAt: ColumnType<Date | null, Date | null | undefined>;
  createdAt: ColumnType<Date, Date | undefined, never>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

export interface FinanceQuoteItemsTable {
  id: Generated<number>;
  clubId: number;
  financeQuoteId: number;
  sortOrder: ColumnType<number, number | undefined>;
  productName: string;
  description: Text;
  quantity: Money;
  price: Money;
  financeTaxRateId: number | null;
  taxPercentage: ColumnType<Money, Money | undefined>;
  taxRateType: ColumnType<TaxRateType, TaxRateType | undefined>;
  financeGlAccountId: ColumnType<number | null, number | null | undefined>;
  glAccountCode: Text;
  financeCostCentreId: ColumnType<number | null, number | null | undefined>;
  costCentreCode: Text;
  subtotal: Money;
  tax: Money;
  total: Money;
}
