import { kindsUnder } from '../../components/backoffice/record-kind.js';

/** Finance → Expenses: the finance role and admins record them, a manager looks. */
export const EXPENSES = kindsUnder('/backoffice/finance', 'finance.expenses.edit')('expenses', 'Expenses', 'Expense');
