import { useGraphQLMutation } from '../../../lib/use-graphql-mutation.js';
import { CreditFinanceInvoiceDocument, FinanceInvoiceCreditDocument } from '../credit-notes.generated.js';
import { FinanceInvoiceDocument, FinanceInvoicesDocument } from '../invoices.generated.js';

/** Staff credit an issued invoice; the invoice (its balance, status and credit notes) and the lists are read again. */
export const useCreditInvoice = () =>
  useGraphQLMutation(CreditFinanceInvoiceDocument, { invalidates: [FinanceInvoiceCreditDocument, FinanceInvoiceDocument, FinanceInvoicesDocument] });
