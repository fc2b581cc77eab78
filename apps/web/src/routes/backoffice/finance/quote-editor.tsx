import { Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { INVOICE_RULES, required, type FieldRules } from '@kiai/shared';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { useRecordWrite } from '../../../components/backoffice/use-record-writes.js';
import {
  DocumentLinesEditor,
  assertValidDocumentLines,
  documentLineInputs,
  documentLineValuesOf,
  EMPTY_DOCUMENT_LINE,
  type DocumentLineValues,
} from '../../../features/finance/components/document-lines-editor.js';
import { RelationField, type RelationKind } from '../../../features/finance/components/relation-picker.js';
import {
  CreateFinanceQuoteDocument,
  FinanceQuoteEditorChoicesDocument,
  UpdateFinanceQuoteDocument,
  type FinanceQuoteEditorChoicesQuery,
  type FinanceQuoteQuery,
} from '../../../features/finance/quotes.generated.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

type Quote = Extract<NonNullable<FinanceQuoteQuery['node']>, { __typename: 'FinanceQuoteNode' }>;

interface QuoteFormValues {
  relationKind: RelationKind;
  /** the RelationsBusinessNode or AccountNode id the quote is for */
  relation: string;
  group: string;
  summary: string;
  dateExpire: string;
  terms: string;
  footer: string;
  lines: DocumentLineValues[];
}

const LIST = '/backoffice/finance/quotes';
const RULES: FieldRules<QuoteFormValues> = { ...INVOICE_RULES, relation: [required], group: [required] };

const valuesOf = (quote: Quote | null, firstGroup: string): QuoteFormValues =>
  quote
    ? {
        relationKind: quote.relationsBusiness ? 'business' : 'account',
        relation: quote.relationsBusiness?.id ?? quote.account?.id ?? '',
        group: quote.group,
        summary: quote.summary,
        dateExpire: quote.dateExpire,
        terms: quote.terms,
        footer: quote.footer,
        lines: quote.items.map(documentLineValuesOf),
      }
    : { relationKind: 'business', relation: '', group: firstGroup, summary: '', dateExpire: '', terms: '', footer: '', lines: [EMPTY_DOCUMENT_LINE] };

/**
 * The quote's editor, for a new quote and a draft: whom it is for (a business relation or an account), its quote
 * group, the lines with their totals, the expiry date, terms and footer. Saving leads to the quote's page.
 */
export function QuoteEditor({ quote }: { quote: Quote | null }) {
  const { data, error } = useGraphQLQuery(FinanceQuoteEditorChoicesDocument, {});
  if (error) return <Text>Error loading the quote's choices :( {error.message}</Text>;
  if (!data) return <Text>Loading…</Text>;
  return <QuoteForm quote={quote} choices={data} />;
}

function QuoteForm({ quote, choices }: { quote: Quote | null; choices: FinanceQuoteEditorChoicesQuery }) {
  const create = useRecordWrite(CreateFinanceQuoteDocument);
  const update = useRecordWrite(UpdateFinanceQuoteDocument);
  const groups = choices.financeInvoiceGroups.edges.map(({ node }) => ({ value: node.id, label: node.name }));
  const form = useRecordForm({
    // A new quote starts in the club's first quote group.
    initialValues: valuesOf(quote, groups[0]?.value ?? ''),
    rules: RULES,
    onSubmit: async (values) => {
      // The lines' rules are the server's; their messages sit under each line's inputs, as the server's would.
      assertValidDocumentLines(values.lines);
      const input = {
        account: values.relationKind === 'account' ? values.relation : null,
        relationsBusiness: values.relationKind === 'business' ? values.relation : null,
        group: values.group,
        summary: values.summary,
        // Left empty: the quote group's days, terms and footer.
        dateExpire: values.dateExpire || null,
        terms: values.terms || null,
        footer: values.footer || null,
        lines: documentLineInputs(values.lines),
      };
      const pageOf = (id: string) => `${LIST}/${encodeURIComponent(id)}`;
      if (quote) await update({ input: { ...input, id: quote.id } }, 'Quote saved', pageOf(quote.id));
      else await create({ input }, 'Quote added', (created) => pageOf(created.createFinanceQuote.financeQuote.id));
    },
  });
  const { values, errors } = form;
  const relationError = errors.relation ?? errors.relationsBusiness ?? errors.account;
  const lineChoices = {
    taxRates: choices.financeSetupTaxRates.edges.map(({ node }) => node),
    glAccounts: choices.financeGlAccounts.edges.map(({ node }) => node),
    costCentres: choices.financeCostCentres.edges.map(({ node }) => node),
  };

  return (
    <RecordForm form={form} cancelTo={quote ? `${LIST}/${encodeURIComponent(quote.id)}` : LIST} submitLabel={quote ? 'Save quote' : 'Save draft quote'}>
      <RelationField
        label="Quote for"
        kind={values.relationKind}
        onKindChange={(kind) => form.setValues((current) => ({ ...current, relationKind: kind, relation: '' }))}
        value={values.relation}
        onChange={(id) => form.setValue('relation', id)}
        error={relationError}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Select label="Quote group" required allowDeselect={false} data={groups} {...form.inputProps('group')} onChange={(value) => form.setValue('group', value ?? '')} />
        <TextInput label="Valid until" type="date" description="Left empty: the quote group's days from today" {...form.inputProps('dateExpire')} />
      </SimpleGrid>
      <TextInput label="Summary" {...form.inputProps('summary')} />
      <Text fw={500}>Lines</Text>
      <DocumentLinesEditor lines={values.lines} errors={errors} choices={lineChoices} onChange={(lines, changed) => {
          form.setValue('lines', lines);
          form.clearError(changed);
        }} />
      <Textarea label="Terms" autosize minRows={2} description="Left empty: the quote group's terms" {...form.inputProps('terms')} />
      <Textarea label="Footer" autosize minRows={1} description="Left empty: the quote group's footer" {...form.inputProps('footer')} />
    </RecordForm>
  );
}
