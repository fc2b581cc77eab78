import { useNavigate } from 'react-router';
import { toastSuccess } from '../../../lib/toast.js';
import { useGraphQLMutation } from '../../../lib/use-graphql-mutation.js';
import { CreateFinanceInvoiceDocument, UpdateFinanceInvoiceDocument } from '../invoice-editor.generated.js';
import { assertValidDocumentLines, documentLineInputs, type DocumentLineValues } from '../components/document-lines-editor.js';
import type { RelationKind } from '../components/relation-picker.js';

/** The editor's values: whom the invoice is for (an account or a business relation), its group, texts and lines. */
export interface DraftValues {
  relationKind: RelationKind;
  relation: string;
  group: string;
  summary: string;
  terms: string;
  footer: string;
  paymentMethod: string;
  lines: DocumentLineValues[];
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

/** The API's input: '' means none; empty terms and footer take the group's. */
export const draftInput = (values: DraftValues) => ({
  account: values.relationKind === 'account' ? orNull(values.relation) : null,
  relationsBusiness: values.relationKind === 'business' ? orNull(values.relation) : null,
  group: values.group,
  summary: values.summary,
  terms: orNull(values.terms),
  footer: orNull(values.footer),
  paymentMethod: orNull(values.paymentMethod),
  lines: documentLineInputs(values.lines),
});

/** Saves a new invoice (a draft) or changes one, then opens its page, where the server's amounts show. */
export function useSaveInvoiceDraft(id: string | null) {
  const create = useGraphQLMutation(CreateFinanceInvoiceDocument, { invalidates: 'all' });
  const update = useGraphQLMutation(UpdateFinanceInvoiceDocument, { invalidates: 'all' });
  const navigate = useNavigate();
  return async (values: DraftValues): Promise<void> => {
    assertValidDocumentLines(values.lines);
    const input = draftInput(values);
    const saved = id ? (await update.mutateAsync({ input: { ...input, id } })).updateFinanceInvoice : (await create.mutateAsync({ input })).createFinanceInvoice;
    toastSuccess(id ? 'Draft invoice saved' : 'Draft invoice added');
    navigate(`/backoffice/finance/invoices/${encodeURIComponent(saved.financeInvoice.id)}`);
  };
}
