import '@mantine/core/styles/Fieldset.css';
import { Button, Fieldset, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { INVOICE_RULES, MAX_INVOICE_LINES } from '@kiai/shared';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { FinanceInvoiceEditorChoicesDocument, type FinanceInvoiceDraftQuery } from '../invoice-editor.generated.js';
import { useSaveInvoiceDraft, type DraftValues, type LineValues } from '../hooks/use-save-invoice-draft.js';
import { InvoiceRelationField, type RelationChoice } from './invoice-relation-field.js';

type Draft = FinanceInvoiceDraftQuery['financeInvoice'];

const NO_LINE: LineValues = { productName: '', description: '', quantity: '1', price: '', taxRate: '', glAccount: '', costCentre: '' };

/** A new invoice's values: for an account, in the first invoice group, one empty line. */
export const newDraftValues = (): DraftValues => ({ relationKind: 'account', relation: '', group: '', summary: '', terms: '', footer: '', paymentMethod: '', lines: [NO_LINE] });

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
    lines: draft.items.edges.map(({ node }) => ({
      productName: node.productName,
      description: node.description,
      quantity: node.quantity,
      price: node.price,
      taxRate: node.taxRate ?? '',
      glAccount: node.glAccount ?? '',
      costCentre: node.costCentre ?? '',
    })),
  };
}

/** The draft's relation as its picker first shows it. */
export function draftRelationOf(draft: Draft): RelationChoice | null {
  if (draft.relationsBusiness) return { value: draft.relationsBusiness.id, label: draft.relationsBusiness.name };
  return draft.account ? { value: draft.account.id, label: draft.account.email ? `${draft.account.fullName} (${draft.account.email})` : draft.account.fullName } : null;
}

const choice = (none: string, edges: { node: { id: string; name: string; code?: string | null } }[] | undefined) => [
  { value: '', label: none },
  ...(edges?.map(({ node }) => ({ value: node.id, label: node.code ? `${node.code} ${node.name}` : node.name })) ?? []),
];

/**
 * The invoice editor (a new invoice or a draft): whom it is for, its group, its lines with their rate, GL account and
 * cost centre, terms, footer and payment method. The server computes every amount (its rounding is the one rule); a
 * saved draft's page shows them per line, per rate and in total. Each problem the server names shows under its field
 * (`lines.2.quantity`).
 */
export function InvoiceEditor({ id, initial, relation }: { id: string | null; initial: DraftValues; relation: RelationChoice | null }) {
  const choices = useGraphQLQuery(FinanceInvoiceEditorChoicesDocument, {}).data;
  const save = useSaveInvoiceDraft(id);
  const groups = choices?.financeInvoiceGroups.edges ?? [];
  const firstGroup = groups[0]?.node.id ?? '';
  // Until staff choose, the invoice goes to the first group (the select shows it).
  const form = useRecordForm({ initialValues: initial, rules: INVOICE_RULES, onSubmit: (values) => save({ ...values, group: values.group || firstGroup }) });
  const group = form.values.group || firstGroup;
  const chosenGroup = groups.find(({ node }) => node.id === group)?.node;
  const lines = form.values.lines;
  const setLine = (index: number, change: Partial<LineValues>) => form.setValue('lines', lines.map((line, i) => (i === index ? { ...line, ...change } : line)));
  const lineProps = (index: number, field: keyof LineValues) => ({
    name: `lines.${index}.${field}`,
    value: lines[index]?.[field] ?? '',
    onChange: (event: { currentTarget: { value: string } }) => setLine(index, { [field]: event.currentTarget.value }),
    error: form.errors[`lines.${index}.${field}`],
  });
  // A method's code is the system's, not a ledger code: only its name shows.
  const methods = choices?.financePaymentMethods.edges.map(({ node }) => ({ node: { id: node.id, name: node.name } }));
  const rates = choices?.financeSetupTaxRates.edges.map(({ node }) => ({ node: { id: node.id, name: `${node.name} (${node.rateType === 'IN' ? 'included' : 'on top'})` } }));
  return (
    <RecordForm form={form} cancelTo={id ? `/backoffice/finance/invoices/${encodeURIComponent(id)}` : '/backoffice/finance/invoices'} submitLabel="Save draft">
      <InvoiceRelationField
        kind={form.values.relationKind}
        onKindChange={(kind) => form.setValues((v) => ({ ...v, relationKind: kind, relation: '' }))}
        value={form.values.relation}
        initial={relation}
        onChange={(value) => form.setValue('relation', value)}
        error={form.errors.account ?? form.errors.relationsBusiness ?? form.errors.relation}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NativeSelect label="Invoice group" required data={choice('Choose a group', groups).slice(1)} {...form.inputProps('group')} value={group} />
        <NativeSelect label="Payment method" data={choice('None', methods)} {...form.inputProps('paymentMethod')} />
      </SimpleGrid>
      <TextInput label="Summary" description="What the invoice is for, in one line" {...form.inputProps('summary')} />
      {lines.map((_line, index) => (
        <Fieldset key={index} legend={`Line ${index + 1}`}>
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput label="Product" required {...lineProps(index, 'productName')} />
              <TextInput label="Description" {...lineProps(index, 'description')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <TextInput label="Quantity" inputMode="decimal" required {...lineProps(index, 'quantity')} />
              <TextInput label="Price" inputMode="decimal" required description="Per unit, as the rate says" {...lineProps(index, 'price')} />
              <NativeSelect label="Tax rate" data={choice('No tax (0%)', rates)} {...lineProps(index, 'taxRate')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <NativeSelect label="GL account" data={choice('None', choices?.financeGlAccounts.edges)} {...lineProps(index, 'glAccount')} />
              <NativeSelect label="Cost centre" data={choice('None', choices?.financeCostCentres.edges)} {...lineProps(index, 'costCentre')} />
            </SimpleGrid>
            {lines.length > 1 && (
              <Group justify="flex-end">
                <Button variant="default" color="red" onClick={() => form.setValue('lines', lines.filter((_, i) => i !== index))}>
                  Remove line {index + 1}
                </Button>
              </Group>
            )}
          </Stack>
        </Fieldset>
      ))}
      {form.errors.lines && (
        <Text c="red.8" size="sm" role="alert">
          {form.errors.lines}
        </Text>
      )}
      {lines.length < MAX_INVOICE_LINES && (
        <Group>
          <Button variant="default" onClick={() => form.setValue('lines', [...lines, NO_LINE])}>
            Add line
          </Button>
        </Group>
      )}
      <Text size="sm">The server computes the amounts; the saved draft shows them per line, per tax rate and in total. Drafts have no number until they are issued.</Text>
      <Textarea label="Terms" autosize minRows={2} placeholder={chosenGroup?.terms} description="Empty: the group's terms" {...form.inputProps('terms')} />
      <Textarea label="Footer" autosize minRows={2} placeholder={chosenGroup?.footer} description="Empty: the group's footer" {...form.inputProps('footer')} />
    </RecordForm>
  );
}
