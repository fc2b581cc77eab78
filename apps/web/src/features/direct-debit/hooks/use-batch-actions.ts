import { toastDanger, toastSuccess } from '../../../lib/toast.js';
import { useGraphQLMutation } from '../../../lib/use-graphql-mutation.js';
import {
  ApproveDirectDebitBatchDocument,
  BuildDirectDebitBatchDocument,
  DirectDebitBatchDocument,
  DirectDebitBatchesDocument,
  RecordDirectDebitReturnDocument,
  RejectDirectDebitBatchDocument,
  SendDirectDebitBatchToBankDocument,
} from '../payment-batches.generated.js';

const invalidates = [DirectDebitBatchesDocument, DirectDebitBatchDocument];
const onError = (error: Error) => toastDanger(error.message);

/** Builds a batch; the page shows what was left out and why. */
export const useBuildBatch = () => useGraphQLMutation(BuildDirectDebitBatchDocument, { invalidates, onError });

/** Approve, reject and send to the bank: each a status change the server guards; the batch is read again. */
export function useBatchActions() {
  return {
    approve: useGraphQLMutation(ApproveDirectDebitBatchDocument, { invalidates, onError, onSuccess: () => toastSuccess('Batch approved') }),
    reject: useGraphQLMutation(RejectDirectDebitBatchDocument, { invalidates, onError, onSuccess: () => toastSuccess('Batch rejected') }),
    send: useGraphQLMutation(SendDirectDebitBatchToBankDocument, { invalidates, onError, onSuccess: () => toastSuccess('Batch sent to the bank; the payments are recorded') }),
    recordReturn: useGraphQLMutation(RecordDirectDebitReturnDocument, { invalidates, onError, onSuccess: () => toastSuccess('Return recorded; the invoice is open again') }),
  };
}
