import { toastSuccess } from '../../../lib/toast.js';
import { useGraphQLMutation } from '../../../lib/use-graphql-mutation.js';
import { CreditFinanceInvoiceDocument, FinanceInvoiceCreditDocument } from '../credit-notes.generated.js';
import { FinanceInvoiceDocument, FinanceInvoicesDocument } from '../invoices.generated.js';

/**
 * Staff credit an issued invoice; the invoice (its balance, status and credit notes) and the lists are read again.
 * The toast is the hook's, not the form's: a credit of everything left closes the form before the answer is handled.
 */
export const useCreditInvoice = () =>
  useGraphQLMutation(CreditFinanceInvoiceDocument, {
    invalidates: [FinanceInvoiceCreditDocument, FinanceInvoiceDocument, FinanceInvoicesDocument],
    onSuccess: (result) => toastSuccess(`Credit note ${result.creditFinanceInvoice.creditNote.invoiceNumber ?? ''} issued`),
  });
