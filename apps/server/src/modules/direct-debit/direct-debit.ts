import type { BatchStatus } from '../../platform/db/tables/direct-debit.js';
import { AppError, fieldError } from '../../platform/errors.js';

export const BATCH_NOT_FOUND = 'This collection batch could not be found.';
export const MANDATE_NOT_FOUND = 'This mandate could not be found.';
export const BANK_ACCOUNT_NOT_FOUND = 'This bank account could not be found.';
export const CATEGORY_NOT_FOUND = 'This batch category could not be found.';
export const SETTINGS_MISSING = "Set the club's creditor identifier and bank account in Settings → Finance first.";

export { fieldError };

/** Throws the field's error when a check found a problem. */
export function checkField(field: string, problem: string | null): void {
  if (problem !== null) throw fieldError(field, problem);
}

/** A batch's files (pain.008, CSV) are made once it is approved: before, it may still change or be rejected. */
export function assertExportable(batch: { status: BatchStatus }): void {
  if (batch.status !== 'APPROVED' && batch.status !== 'SENT_TO_BANK') throw new AppError('CONFLICT', 'Only an approved batch can be exported.');
}
