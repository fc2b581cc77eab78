import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { toCsv, type CsvColumn } from '../../platform/csv.js';
import type { ListPage } from '../../platform/list-page.js';
import type { Club } from '../clubs/index.js';
import type { Expense, ExpenseFilter, ExpenseTotals } from './expense.js';
import { findExpense, listExpenses, sumExpenses } from './expense.repository.js';

// Finance → Expenses' reads: each checks finance.expenses.view, then reads the club's rows.
const VIEW = 'finance.expenses.view';

export function listFinanceExpenses(app: AppContext, club: Club, actor: Actor | null, filter: ExpenseFilter, page: ListPage): Promise<Expense[]> {
  requirePermission(actor, VIEW);
  return listExpenses(app.db, club.id, filter, page);
}

export function findFinanceExpense(app: AppContext, club: Club, actor: Actor | null, id: number): Promise<Expense | undefined> {
  requirePermission(actor, VIEW);
  return findExpense(app.db, club.id, id);
}

/** The count and exact sums of the expenses the list's filters pick. */
export function financeExpenseTotals(app: AppContext, club: Club, actor: Actor | null, filter: ExpenseFilter): Promise<ExpenseTotals> {
  requirePermission(actor, VIEW);
  return sumExpenses(app.db, club.id, filter);
}

const COLUMNS: CsvColumn<Expense>[] = [
  { header: 'Date', value: (e) => e.expenseDate },
  { header: 'Supplier', value: (e) => e.supplier.name },
  { header: 'Supplier VAT id', value: (e) => e.supplier.vatId },
  { header: 'Summary', value: (e) => e.summary },
  { header: 'Net', value: (e) => e.netAmount, amount: true },
  { header: 'VAT', value: (e) => e.vatAmount, amount: true },
  { header: 'Total', value: (e) => e.total, amount: true },
  { header: 'Business share %', value: (e) => e.businessShare, amount: true },
  { header: 'Deductible VAT', value: (e) => e.deductibleVat, amount: true },
  { header: 'GL account', value: (e) => e.glAccount?.code ?? '' },
  { header: 'Cost centre', value: (e) => e.costCentre?.code ?? '' },
  { header: 'Document', value: (e) => e.document?.fileName ?? '' },
];

/** Every expense the filters pick as CSV for the accountant (test plan L12: formulas escaped, amounts numbers). */
export async function exportFinanceExpensesCsv(app: AppContext, club: Club, actor: Actor | null, filter: ExpenseFilter): Promise<string> {
  requirePermission(actor, VIEW);
  return toCsv(await listExpenses(app.db, club.id, filter), COLUMNS);
}
