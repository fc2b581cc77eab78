import { EXPENSE_RULES, type ExpenseValues } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { clubDateOf } from '../../platform/club-clock.js';
import type { Db } from '../../platform/db/database.js';
import { ITEM_NOT_FOUND } from '../../platform/error-messages.js';
import { AppError, assertValidFields, fieldError } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import { findLedgerCode } from '../finance/index.js';
import { BUSINESS_NOT_FOUND, findBusiness } from '../relations/index.js';
import { DOCUMENT_NOT_FOUND, DOCUMENT_TAKEN, EXPENSE_NOT_FOUND } from './expense.js';
import { closedPeriodMessage, firstOpenDate } from './expense-period.js';
import { deleteExpenseDocument, findExpenseDocument, insertExpense, lockExpense, updateExpense, type ExpenseRow } from './expense.repository.js';

/**
 * The form's values and the ids it chose: an optional one left out is undefined; an id that cannot name anything
 * is null, refused under its field like another club's.
 */
export interface ExpenseInput extends ExpenseValues {
  supplierId: number | null;
  glAccountId?: number | null | undefined;
  costCentreId?: number | null | undefined;
  documentId?: number | null | undefined;
}

/** The start of the open VAT period on the club's today; a date before it is refused under `field`. */
export function openPeriodStart(app: AppContext, club: Club): string {
  return firstOpenDate(clubDateOf(app.clock.now(), club.timeZone));
}

/** Checks the ids the form chose are the club's: the supplier (required, answered), GL account, cost centre and a free document. */
async function checkReferences(trx: Db, clubId: number, input: ExpenseInput, expenseId: number | null): Promise<number> {
  const { supplierId } = input;
  if (supplierId === null || !(await findBusiness(trx, clubId, supplierId))) throw fieldError('supplier', BUSINESS_NOT_FOUND);
  const { glAccountId, costCentreId, documentId } = input;
  if (glAccountId !== undefined && (glAccountId === null || !(await findLedgerCode(trx, 'financeGlAccounts', clubId, glAccountId)))) throw fieldError('glAccount', ITEM_NOT_FOUND);
  if (costCentreId !== undefined && (costCentreId === null || !(await findLedgerCode(trx, 'financeCostCentres', clubId, costCentreId)))) throw fieldError('costCentre', ITEM_NOT_FOUND);
  if (documentId === undefined) return supplierId;
  const document = documentId === null ? undefined : await findExpenseDocument(trx, clubId, documentId);
  if (!document) throw fieldError('document', DOCUMENT_NOT_FOUND);
  if (document.expenseId !== null && document.expenseId !== expenseId) throw fieldError('document', DOCUMENT_TAKEN);
  return supplierId;
}

/**
 * Records an expense ('new') or changes one (finance.expenses.edit), in the open VAT period only (expense-period.ts):
 * the form's rules, then the supplier, GL account, cost centre and document must be the club's (each refusal
 * under its field). A replaced or removed document is deleted with the change. Answers the expense's id.
 */
export async function saveExpense(
  app: AppContext,
  club: Club,
  actor: Actor | null,
  target: number | null | 'new',
  input: ExpenseInput,
): Promise<number> {
  const staff = requirePermission(actor, 'finance.expenses.edit');
  assertValidFields(input, EXPENSE_RULES);
  const opens = openPeriodStart(app, club);
  if (input.expenseDate < opens) throw fieldError('expenseDate', closedPeriodMessage(opens));
  return app.db.transaction().execute(async (trx) => {
    const current = target === 'new' ? null : target === null ? undefined : await lockExpense(trx, club.id, target);
    if (current === undefined) throw new AppError('NOT_FOUND', EXPENSE_NOT_FOUND);
    if (current && current.expenseDate < opens) throw fieldError('expenseDate', closedPeriodMessage(opens));
    const expenseId = target === 'new' ? null : target;
    const supplierId = await checkReferences(trx, club.id, input, expenseId);
    const values: ExpenseRow = {
      expenseDate: input.expenseDate,
      summary: input.summary.trim(),
      netAmount: input.netAmount.trim(),
      vatAmount: input.vatAmount.trim(),
      businessShare: input.businessShare.trim(),
      relationsBusinessId: supplierId,
      financeGlAccountId: input.glAccountId ?? null,
      financeCostCentreId: input.costCentreId ?? null,
      financeExpenseDocumentId: input.documentId ?? null,
    };
    if (!current || expenseId === null) return insertExpense(trx, club.id, staff.accountId, values);
    await updateExpense(trx, club.id, expenseId, values, app.clock.now());
    const replaced = current.financeExpenseDocumentId;
    if (replaced !== null && replaced !== values.financeExpenseDocumentId) await deleteExpenseDocument(trx, club.id, replaced);
    return expenseId;
  });
}
