import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Flag = ColumnType<boolean, boolean | undefined>;
/** numeric: an exact decimal as a string, never a float */
type Money = string;

export type PainVersionColumn = 'pain.008.001.08' | 'pain.008.001.02';
export type BatchStatus = 'AWAITING_APPROVAL' | 'APPROVED' | 'REJECTED' | 'SENT_TO_BANK';
export type SequenceTypeColumn = 'FRST' | 'RCUR';

/** The club's creditor and its bank's wishes (Settings → finance). */
export interface DirectDebitSettingsTable {
  clubId: number;
  creditorName: string;
  creditorId: string;
  iban: string;
  bic: ColumnType<string, string | undefined>;
  painVersion: ColumnType<PainVersionColumn, PainVersionColumn | undefined>;
  firstSequence: Flag;
  noticeDays: ColumnType<number, number | undefined>;
  approvalByOther: Flag;
  /** charged on a bank's return as a new invoice; '0.00': none */
  returnFee: ColumnType<Money, Money | undefined>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

export interface DirectDebitBankAccountsTable {
  id: Generated<number>;
  clubId: number;
  accountId: number;
  holder: string;
  iban: string;
  bic: ColumnType<string, string | undefined>;
  archived: Flag;
  createdAt: CreatedAt;
}

export interface DirectDebitMandatesTable {
  id: Generated<number>;
  clubId: number;
  accountId: number;
  bankAccountId: number;
  reference: string;
  signatureDate: string;
  firstCollectedAt: Date | null;
  retiredAt: Date | null;
  retiredReason: ColumnType<string, string | undefined>;
  createdAt: CreatedAt;
}

/** The consent evidence of a mandate a member signed online (0051); staff-entered mandates have none. */
export interface DirectDebitMandateEvidenceTable {
  clubId: number;
  mandateId: number;
  signedAt: Date;
  ipAddress: string;
  userAgent: string;
  /** the exact text the member agreed to */
  mandateText: string;
}

export interface DirectDebitBatchesTable {
  id: Generated<number>;
  clubId: number;
  description: ColumnType<string, string | undefined>;
  collectionDate: string;
  status: ColumnType<BatchStatus, BatchStatus | undefined>;
  createdBy: number;
  approvedBy: number | null;
  /** 'YYYY-MM' of a category batch; null for a batch of open invoices */
  categoryMonth: ColumnType<string | null, string | null | undefined>;
  decidedAt: Date | null;
  sentAt: Date | null;
  createdAt: CreatedAt;
}

export interface DirectDebitBatchItemsTable {
  id: Generated<number>;
  clubId: number;
  batchId: number;
  /** null for a category batch's item until the batch is sent to the bank (its invoice is issued then) */
  invoiceId: number | null;
  accountId: number;
  mandateId: number;
  amount: Money;
  endToEndId: string;
  sequenceType: SequenceTypeColumn;
  debtorName: string;
  iban: string;
  bic: ColumnType<string, string | undefined>;
  mandateReference: string;
  mandateSignatureDate: string;
  holdsInvoice: Flag;
  /** what a category batch's file says to the debtor; '' for an invoice (the file names it) */
  remittance: ColumnType<string, string | undefined>;
}

export interface DirectDebitReturnsTable {
  id: Generated<number>;
  clubId: number;
  batchItemId: number;
  reasonCode: string;
  returnDate: string;
  amount: Money;
  feeInvoiceId: ColumnType<number | null, number | null | undefined>;
  recordedBy: number;
  createdAt: CreatedAt;
}

/** Finance → Batch categories: what a category batch collects (a membership fee, a locker). */
export interface DirectDebitCategoriesTable {
  id: Generated<number>;
  clubId: number;
  name: string;
  description: ColumnType<string, string | undefined>;
  archived: Flag;
  createdAt: CreatedAt;
}

/** An amount of a category on an account, for one month or every month from its first (until its last). */
export interface DirectDebitAccountAmountsTable {
  id: Generated<number>;
  clubId: number;
  accountId: number;
  categoryId: number;
  amount: Money;
  description: ColumnType<string, string | undefined>;
  recurring: boolean;
  /** 'YYYY-MM' */
  firstMonth: string;
  lastMonth: string | null;
  createdAt: CreatedAt;
}

export interface DirectDebitBatchCategoriesTable {
  clubId: number;
  batchId: number;
  categoryId: number;
}

/** The amounts a category batch's item collects; held (not collected again for the month) unless rejected. */
export interface DirectDebitBatchItemAmountsTable {
  clubId: number;
  batchItemId: number;
  accountAmountId: number;
  month: string;
  amount: Money;
  holdsAmount: Flag;
}
