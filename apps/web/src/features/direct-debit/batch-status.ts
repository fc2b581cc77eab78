import type { DirectDebitBatchStatus } from '../../graphql-types.generated.js';

/** The spec's words for a batch's status (section 4). */
export const BATCH_STATUS_LABELS: Record<DirectDebitBatchStatus, string> = {
  AWAITING_APPROVAL: 'Awaiting approval',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  SENT_TO_BANK: 'Sent to bank',
};
