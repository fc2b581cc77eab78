import { FORM_MESSAGES, MAX_UPLOAD_BYTES, type ExpenseDocumentUploadResponse } from '@kiai/shared';
import { restRequest } from '../../lib/rest-client.js';

/**
 * Uploads an expense's document (the server checks the type by its bytes, the size and the permission) and answers
 * it, for the expense's save. A file of 5MB or more is refused here already, with the spec's message.
 */
export async function uploadExpenseDocument(file: File): Promise<ExpenseDocumentUploadResponse> {
  if (file.size >= MAX_UPLOAD_BYTES) throw new Error(FORM_MESSAGES.fileTooLarge);
  return restRequest<ExpenseDocumentUploadResponse>(`/api/finance/expense-documents/?name=${encodeURIComponent(file.name)}`, { method: 'POST', file });
}
