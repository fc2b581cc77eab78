import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { AppError } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import { EXPENSE_NOT_FOUND } from './expense.js';
import { closedPeriodMessage } from './expense-period.js';
import { deleteExpense, deleteExpenseDocument, lockExpense } from './expense.repository.js';
import { openPeriodStart } from './save-expense.js';

/**
 * Deletes an expense and its document (finance.expenses.edit) while its date is in the open VAT period
 * (expense-period.ts); one in a filed quarter stays, and a correction is recorded in the open period instead.
 */
export async function deleteFinanceExpense(app: AppContext, club: Club, actor: Actor | null, id: number | null): Promise<void> {
  requirePermission(actor, 'finance.expenses.edit');
  const opens = openPeriodStart(app, club);
  await app.db.transaction().execute(async (trx) => {
    const current = id === null ? undefined : await lockExpense(trx, club.id, id);
    if (!current || id === null) throw new AppError('NOT_FOUND', EXPENSE_NOT_FOUND);
    if (current.expenseDate < opens) throw new AppError('VALIDATION_FAILED', closedPeriodMessage(opens));
    await deleteExpense(trx, club.id, id);
    if (current.financeExpenseDocumentId !== null) await deleteExpenseDocument(trx, club.id, current.financeExpenseDocumentId);
  });
}
