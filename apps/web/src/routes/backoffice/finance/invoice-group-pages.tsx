import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Group, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { INVOICE_GROUP_RULES } from '@kiai/shared';
import { ArchiveButton } from '../../../components/backoffice/archive-button.js';
import type { DataTableColumn, PageCursors } from '../../../components/backoffice/data-table.js';
import { EditableRecordForm } from '../../../components/backoffice/editable-record-form.js';
import type { PageWindow } from '../../../components/backoffice/list-params.js';
import { RecordDetailPage, useRecordOfUrl } from '../../../components/backoffice/record-detail-page.js';
import { useRecordForm } from '../../../components/backoffice/record-form.js';
import { shortName, type RecordKind } from '../../../components/backoffice/record-kind.js';
import { RecordListPage } from '../../../components/backoffice/record-list-page.js';
import { useArchiveRecord, useRecordWrite } from '../../../components/backoffice/use-record-writes.js';
import {
  ArchiveFinanceInvoiceGroupDocument,
  CreateFinanceInvoiceGroupDocument,
  FinanceInvoiceGroupDetailDocument,
  UpdateFinanceInvoiceGroupDocument,
  type FinanceInvoiceGroupDetailQuery,
  type FinanceInvoiceGroupRowFragment,
} from '../../../features/finance/finance-setup.generated.js';
import type { FinanceInvoiceGroupKind } from '../../../graphql-types.generated.js';
import type { GraphQLDocument } from '../../../lib/graphql-client.js';

// Invoice groups and quote groups are one record (a numbering with its terms) in two lists: for a quote group the
// days are how long a quote stays valid rather than how long an invoice has to be paid.

const DAYS_LABEL: Record<FinanceInvoiceGroupKind, string> = { INVOICE: 'Days to pay', QUOTE: 'Days a quote stays valid' };

/** 'INV' with the year in it → 'INV2026-0001': what the group's next number looks like. */
const numberExample = (g: Pick<FinanceInvoiceGroupRowFragment, 'prefix' | 'prefixYear'>) => `${g.prefix}${g.prefixYear ? 'YYYY-' : ''}0001`;

const columns = (kind: FinanceInvoiceGroupKind): DataTableColumn<FinanceInvoiceGroupRowFragment>[] => [
  { key: 'name', header: 'Name', cell: (g) => g.name },
  { key: 'number', header: 'Numbers', cell: numberExample },
  { key: 'days', header: DAYS_LABEL[kind], cell: (g) => g.dueAfterDays },
];

export function InvoiceGroupList<TResult>({ kind, groupKind, document, connection }: {
  kind: RecordKind;
  groupKind: FinanceInvoiceGroupKind;
  document: GraphQLDocument<TResult, PageWindow & { archived?: boolean | null }>;
  connection: (data: TResult) => { edges: { node: FinanceInvoiceGroupRowFragment }[]; pageInfo: PageCursors };
}) {
  return <RecordListPage kind={kind} document={document} connection={connection} columns={columns(groupKind)} empty={<Text>No {kind.plural.toLowerCase()} yet.</Text>} />;
}

type InvoiceGroup = Extract<NonNullable<FinanceInvoiceGroupDetailQuery['node']>, { __typename: 'FinanceInvoiceGroupNode' }>;

function valuesOf(group: InvoiceGroup | null, groupKind: FinanceInvoiceGroupKind) {
  return {
    name: group?.name ?? '',
    prefix: group?.prefix ?? '',
    prefixYear: group?.prefixYear ?? true,
    autoResetPrefixYear: group?.autoResetPrefixYear ?? true,
    dueAfterDays: String(group?.dueAfterDays ?? (groupKind === 'QUOTE' ? 30 : 14)),
    terms: group?.terms ?? '',
    footer: group?.footer ?? '',
  };
}

function InvoiceGroupForm({ kind, groupKind, group, canEdit }: { kind: RecordKind; groupKind: FinanceInvoiceGroupKind; group: InvoiceGroup | null; canEdit: boolean }) {
  // Not useSaveRecord: a new group names its kind, a saved one keeps it (the update input has no kind).
  const create = useRecordWrite(CreateFinanceInvoiceGroupDocument);
  const update = useRecordWrite(UpdateFinanceInvoiceGroupDocument);
  const form = useRecordForm({
    initialValues: valuesOf(group, groupKind),
    rules: INVOICE_GROUP_RULES,
    onSubmit: async ({ dueAfterDays, ...values }) => {
      const input = { ...values, dueAfterDays: Number(dueAfterDays) };
      if (group) await update({ input: { ...input, id: group.id } }, `${shortName(kind)} saved`, kind.list);
      else await create({ input: { ...input, kind: groupKind } }, `${shortName(kind)} added`, kind.list);
    },
  });
  return (
    <EditableRecordForm form={form} canEdit={canEdit} cancelTo={kind.list} legend={kind.singular}>
      <TextInput label="Name" required {...form.inputProps('name')} />
      <Group grow align="flex-start">
        <TextInput label="Prefix" description={`Numbers look like ${numberExample(form.values)}`} {...form.inputProps('prefix')} />
        <TextInput label={DAYS_LABEL[groupKind]} required inputMode="numeric" {...form.inputProps('dueAfterDays')} />
      </Group>
      <Switch label="Year in the number" {...form.checkboxProps('prefixYear')} />
      <Switch label="Start at 1 again each year" {...form.checkboxProps('autoResetPrefixYear')} />
      {group && <Text size="sm">Next number: {group.nextNumber}</Text>}
      <Textarea label="Terms" description="Printed under the lines" autosize minRows={2} {...form.inputProps('terms')} />
      <Textarea label="Footer" description="Printed at the foot of every page: address, VAT and chamber of commerce numbers" autosize minRows={2} {...form.inputProps('footer')} />
    </EditableRecordForm>
  );
}

/** One invoice or quote group's page: its numbering, terms and footer; archive or restore. */
export function InvoiceGroupDetail({ kind, groupKind }: { kind: RecordKind; groupKind: FinanceInvoiceGroupKind }) {
  const page = useRecordOfUrl(FinanceInvoiceGroupDetailDocument, ({ node }) => (node?.__typename === 'FinanceInvoiceGroupNode' && node.kind === groupKind ? node : null));
  const archive = useArchiveRecord(kind, ArchiveFinanceInvoiceGroupDocument);
  return (
    <RecordDetailPage
      kind={kind}
      page={page}
      actions={(group) => <ArchiveButton archived={group.archived} onArchive={(archived) => archive(group.id, archived)} />}
      tabs={(group, canEdit) => [{ value: 'details', label: 'Details', content: <InvoiceGroupForm kind={kind} groupKind={groupKind} group={group} canEdit={canEdit} /> }]}
    />
  );
}
