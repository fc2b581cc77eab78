import type { ExpenseDocumentType } from '@kiai/shared';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
/** numeric: an exact decimal as a string, never a float */
type Money = string;

/** A supplier's document of an expense (migration 0036): private, served only to finance staff. */
export interface FinanceExpenseDocumentsTable {
  id: Generated<number>;
  clubId: number;
  fileName: string;
  contentType: ExpenseDocumentType;
  size: number;
  bytes: Uint8Array;
  createdByAccountId: number | null;
  createdAt: CreatedAt;
}

export interface FinanceExpensesTable {
  id: Generated<number>;
  clubId: number;
  /** YYYY-MM-DD */
  expenseDate: string;
  relationsBusinessId: number;
  summary: string;
  netAmount: Money;
  vatAmount: Money;
  /** 0–100 */
  businessShare: Money;
  financeGlAccountId: number | null;
  financeCostCentreId: number | null;
  financeExpenseDocumentId: number | null;
  createdByAccountId: number | null;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}
