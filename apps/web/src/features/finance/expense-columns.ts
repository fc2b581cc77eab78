import type { DataTableColumn } from '../../components/backoffice/data-table.js';
import type { ClubFormatters } from '../../lib/use-club-formats.js';
import type { FinanceExpenseListQuery } from './expenses.generated.js';

type ExpenseRow = FinanceExpenseListQuery['financeExpenses']['edges'][number]['node'];

/** The expense lists' columns (Finance → Expenses, a supplier's Expenses tab). */
export const expenseColumns = (format: ClubFormatters): DataTableColumn<ExpenseRow>[] => [
  { key: 'summary', header: 'Summary', cell: (e) => e.summary },
  { key: 'date', header: 'Date', cell: (e) => format.date(e.expenseDate) },
  { key: 'supplier', header: 'Supplier', cell: (e) => e.supplier.name },
  { key: 'net', header: 'Net', cell: (e) => e.netAmount },
  { key: 'vat', header: 'VAT', cell: (e) => e.vatAmount },
  { key: 'total', header: 'Total', cell: (e) => e.total },
  { key: 'gl', header: 'GL account', cell: (e) => e.glAccount?.code ?? '' },
  { key: 'costCentre', header: 'Cost centre', cell: (e) => e.costCentre?.code ?? '' },
  { key: 'document', header: 'Document', cell: (e) => (e.document ? 'Yes' : 'No') },
];

