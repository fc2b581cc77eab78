import { EXPENSE_MESSAGES, FORM_MESSAGES, MAX_UPLOAD_BYTES } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { AppError } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import { DOCUMENT_NOT_FOUND, type ExpenseDocumentInfo } from './expense.js';
import { detectDocumentType } from './expense-document-type.js';
import { insertExpenseDocument, readExpenseDocumentBytes } from './expense.repository.js';

/** A file name safe in a Content-Disposition header and a spreadsheet: its letters, digits, dots, dashes and spaces. */
function cleanFileName(name: string, fallback: string): string {
  const cleaned = name.replace(/[^\p{L}\p{N}._ -]/gu, '_').trim().slice(-200);
  return cleaned === '' ? fallback : cleaned;
}

const EXTENSIONS = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;

/**
 * Stores an expense's document (finance.expenses.edit): smaller than 5MB (spec section 5) and a PDF, JPEG or PNG by
 * its first bytes, both checked before anything is stored. The expense's save attaches it by its id.
 */
export async function uploadExpenseDocument(app: AppContext, club: Club, actor: Actor | null, input: { fileName: string; bytes: Uint8Array }): Promise<ExpenseDocumentInfo> {
  const staff = requirePermission(actor, 'finance.expenses.edit');
  if (input.bytes.length >= MAX_UPLOAD_BYTES) throw new AppError('VALIDATION_FAILED', FORM_MESSAGES.fileTooLarge);
  const contentType = detectDocumentType(input.bytes);
  if (!contentType) throw new AppError('VALIDATION_FAILED', EXPENSE_MESSAGES.documentType);
  const fileName = cleanFileName(input.fileName, `document.${EXTENSIONS[contentType]}`);
  // On the injected clock: the clean-up of documents never attached counts a day from it.
  const createdAt = app.clock.now();
  const id = await app.db.transaction().execute((trx) => insertExpenseDocument(trx, { clubId: club.id, fileName, contentType, bytes: input.bytes, createdByAccountId: staff.accountId, createdAt }));
  return { id, fileName, contentType, size: input.bytes.length };
}

/** A document's bytes for staff with finance.expenses.view; another club's or a missing id is NOT_FOUND. */
export async function downloadExpenseDocument(app: AppContext, club: Club, actor: Actor | null, id: number | null): Promise<ExpenseDocumentInfo & { bytes: Uint8Array }> {
  requirePermission(actor, 'finance.expenses.view');
  const document = id === null ? undefined : await readExpenseDocumentBytes(app.db, club.id, id);
  if (!document) throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
  return document;
}
