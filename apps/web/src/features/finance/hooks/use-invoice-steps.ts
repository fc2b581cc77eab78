import { modals } from '@mantine/modals';
import { useNavigate } from 'react-router';
import { toastDanger, toastSuccess } from '../../../lib/toast.js';
import { useGraphQLMutation } from '../../../lib/use-graphql-mutation.js';
import { DeleteFinanceInvoiceDocument, IssueFinanceInvoiceDocument } from '../invoice-editor.generated.js';

const refusal = (error: Error) => toastDanger(error.message || 'Something went wrong. Please try again.');

/**
 * A draft's two steps, each after a confirmation: Issue numbers, dates and mails it (it never changes again);
 * Delete removes it and goes back to the list.
 */
export function useInvoiceSteps(invoiceId: string) {
  const navigate = useNavigate();
  const issue = useGraphQLMutation(IssueFinanceInvoiceDocument, {
    invalidates: 'all',
    onSuccess: (result) => toastSuccess(`Invoice ${result.issueFinanceInvoice.financeInvoice.invoiceNumber ?? ''} issued and mailed`),
    onError: refusal,
  });
  const remove = useGraphQLMutation(DeleteFinanceInvoiceDocument, {
    invalidates: 'all',
    onSuccess: () => {
      toastSuccess('Draft invoice deleted');
      navigate('/backoffice/finance/invoices');
    },
    onError: refusal,
  });
  const input = { input: { id: invoiceId } };
  return {
    busy: issue.isPending || remove.isPending,
    confirmIssue: () =>
      modals.openConfirmModal({
        title: 'Issue this invoice?',
        children: "It gets the group's next number, today's date and its due date, and is mailed with its PDF. An issued invoice never changes: corrections are credit notes.",
        labels: { confirm: 'Issue', cancel: 'Go back' },
        closeButtonProps: { 'aria-label': 'Close' },
        onConfirm: () => issue.mutate(input),
      }),
    confirmDelete: () =>
      modals.openConfirmModal({
        title: 'Delete this draft invoice?',
        children: 'The draft and its lines are gone for good.',
        labels: { confirm: 'Delete', cancel: 'Go back' },
        confirmProps: { color: 'red.8' },
        closeButtonProps: { 'aria-label': 'Close' },
        onConfirm: () => remove.mutate(input),
      }),
  };
}
