import { INVOICE_LINE_RULES, checkFields } from '@kiai/shared';
import { useNavigate } from 'react-router';
import { GraphQLRequestError } from '../../../lib/api/errors.js';
import { toastSuccess } from '../../../lib/toast.js';
import { useGraphQLMutation } from '../../../lib/use-graphql-mutation.js';
import { CreateFinanceInvoiceDocument, UpdateFinanceInvoiceDocument } from '../invoice-editor.generated.js';

/** Whom an invoice is for: an account of the club or a business relation. */
export type RelationKind = 'account' | 'business';

/** One line as the editor holds it: text as typed, ids '' for none. */
export interface LineValues {
  productName: string;
  description: string;
  quantity: string;
  price: string;
  taxRate: string;
  glAccount: string;
  costCentre: string;
}

/** The editor's values: whom the invoice is for (an account or a business relation), its group, texts and lines. */
export interface DraftValues {
  relationKind: RelationKind;
  relation: string;
  group: string;
  summary: string;
  terms: string;
  footer: string;
  paymentMethod: string;
  lines: LineValues[];
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
  lines: values.lines.map((line) => ({ ...line, taxRate: orNull(line.taxRate), glAccount: orNull(line.glAccount), costCentre: orNull(line.costCentre) })),
});

/**
 * The lines' rules in the browser (the server checks them again): each problem under its field, `lines.2.price`,
 * as the server names it, refused before anything is sent.
 */
function assertValidLines(lines: readonly LineValues[]): void {
  const fields: Record<string, string> = {};
  lines.forEach((line, index) => {
    for (const [field, message] of Object.entries(checkFields(line, INVOICE_LINE_RULES))) fields[`lines.${index}.${field}`] = message;
  });
  const first = Object.values(fields)[0];
  if (first) throw new GraphQLRequestError(first, 'VALIDATION_FAILED', 400, fields);
}

/** Saves a new invoice (a draft) or changes one, then opens its page, where the server's amounts show. */
export function useSaveInvoiceDraft(id: string | null) {
  const create = useGraphQLMutation(CreateFinanceInvoiceDocument, { invalidates: 'all' });
  const update = useGraphQLMutation(UpdateFinanceInvoiceDocument, { invalidates: 'all' });
  const navigate = useNavigate();
  return async (values: DraftValues): Promise<void> => {
    assertValidLines(values.lines);
    const input = draftInput(values);
    const saved = id ? (await update.mutateAsync({ input: { ...input, id } })).updateFinanceInvoice : (await create.mutateAsync({ input })).createFinanceInvoice;
    toastSuccess(id ? 'Draft invoice saved' : 'Draft invoice added');
    navigate(`/backoffice/finance/invoices/${encodeURIComponent(saved.financeInvoice.id)}`);
  };
}
