import { NativeSelect, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { INVOICE_RULES } from '@kiai/shared';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { FinanceInvoiceEditorChoicesDocument, type FinanceInvoiceDraftQuery } from '../invoice-editor.generated.js';
import { useSaveInvoiceDraft, type DraftValues } from '../hooks/use-save-invoice-draft.js';
import { DocumentLinesEditor, EMPTY_DOCUMENT_LINE, documentLineValuesOf } from './document-lines-editor.js';
import { RelationField } from './relation-picker.js';

type Draft = FinanceInvoiceDraftQuery['financeInvoice'];

/** A new invoice's values: for an account, in the first invoice group, one empty line. */
export const newDraftValues = (): DraftValues => ({ relationKind: 'account', relation: '', group: '', summary: '', terms: '', footer: '', paymentMethod: '', lines: [EMPTY_DOCUMENT_LINE] });

/** A draft's values as the editor shows them. */
export function draftValuesOf(draft: Draft): DraftValues {
  return {
    relationKind: draft.relationsBusiness ? 'business' : 'account',
    relation: draft.relationsBusiness?.id ?? draft.account?.id ?? '',
    group: draft.group,
    summary: draft.summary,
    terms: draft.terms,
    footer: draft.footer,
    paymentMethod: draft.paymentMethod ?? '',
    lines: draft.items.edges.map(({ node }) => documentLineValuesOf(node)),
  };
}

const choice = (none: string, edges: { node: { id: string; name: string } }[] | undefined) => [
  { value: '', label: none },
  ...(edges?.map(({ node }) => ({ value: node.id, label: node.name })) ?? []),
];

/**
 * The invoice editor (a new invoice or a draft): whom it is for, its group, its lines (the quotes' line editor, with
 * each line's total and the invoice's totals as staff type, worked out as the server will), terms, footer and payment
 * method. The server's amounts are the ones that count: a saved draft's page shows them per line, per rate and in
 * total. Each problem the server names shows under its field (`lines.2.quantity`).
 */
export function InvoiceEditor({ id, initial }: { id: string | null; initial: DraftValues }) {
  const choices = useGraphQLQuery(FinanceInvoiceEditorChoicesDocument, {}).data;
  const save = useSaveInvoiceDraft(id);
  const groups = choices?.financeInvoiceGroups.edges ?? [];
  const firstGroup = groups[0]?.node.id ?? '';
  // Until staff choose, the invoice goes to the first group (the select shows it).
  const form = useRecordForm({ initialValues: initial, rules: INVOICE_RULES, onSubmit: (values) => save({ ...values, group: values.group || firstGroup }) });
  const group = form.values.group || firstGroup;
  const chosenGroup = groups.find(({ node }) => node.id === group)?.node;
  // A method's code is the system's, not a ledger code: only its name shows.
  const methods = choices?.financePaymentMethods.edges.map(({ node }) => ({ node: { id: node.id, name: node.name } }));
  const lineChoices = {
    taxRates: choices?.financeSetupTaxRates.edges.map(({ node }) => node) ?? [],
    glAccounts: choices?.financeGlAccounts.edges.map(({ node }) => node) ?? [],
    costCentres: choices?.financeCostCentres.edges.map(({ node }) => node) ?? [],
  };
  return (
    <RecordForm form={form} cancelTo={id ? `/backoffice/finance/invoices/${encodeURIComponent(id)}` : '/backoffice/finance/invoices'} submitLabel="Save draft">
      <RelationField
        label="Invoice for"
        kind={form.values.relationKind}
        onKindChange={(kind) => form.setValues((v) => ({ ...v, relationKind: kind, relation: '' }))}
        value={form.values.relation}
        onChange={(value) => form.setValue('relation', value)}
        error={form.errors.account ?? form.errors.relationsBusiness ?? form.errors.relation}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NativeSelect label="Invoice group" required data={choice('Choose a group', groups).slice(1)} {...form.inputProps('group')} value={group} />
        <NativeSelect label="Payment method" data={choice('None', methods)} {...form.inputProps('paymentMethod')} />
      </SimpleGrid>
      <TextInput label="Summary" description="What the invoice is for, in one line" {...form.inputProps('summary')} />
      <DocumentLinesEditor
        lines={form.values.lines}
        errors={form.errors}
        choices={lineChoices}
        onChange={(lines, changed) => {
          form.setValue('lines', lines);
          form.clearError(changed);
        }}
      />
      <Text size="sm">The saved draft shows the server's amounts per line, per tax rate and in total. Drafts have no number until they are issued.</Text>
      <Textarea label="Terms" autosize minRows={2} placeholder={chosenGroup?.terms} description="Empty: the group's terms" {...form.inputProps('terms')} />
      <Textarea label="Footer" autosize minRows={2} placeholder={chosenGroup?.footer} description="Empty: the group's footer" {...form.inputProps('footer')} />
    </RecordForm>
  );
}
