import { Text, TextInput } from '@mantine/core';
import { LEDGER_CODE_RULES } from '@kiai/shared';
import { ArchiveButton } from '../../../components/backoffice/archive-button.js';
import type { DataTableColumn, PageCursors } from '../../../components/backoffice/data-table.js';
import { EditableRecordForm } from '../../../components/backoffice/editable-record-form.js';
import type { PageWindow } from '../../../components/backoffice/list-params.js';
import { RecordDetailPage, useRecordOfUrl } from '../../../components/backoffice/record-detail-page.js';
import { useRecordForm } from '../../../components/backoffice/record-form.js';
import type { RecordKind } from '../../../components/backoffice/record-kind.js';
import { RecordListPage } from '../../../components/backoffice/record-list-page.js';
import { useArchiveRecord, useSaveRecord } from '../../../components/backoffice/use-record-writes.js';
import type { GraphQLDocument } from '../../../lib/graphql-client.js';

// GL accounts and cost centres are the same record, a code and a name, in two lists of their own.

interface LedgerCode {
  id: string;
  code: string;
  name: string;
  archived: boolean;
}

const COLUMNS: DataTableColumn<LedgerCode>[] = [
  { key: 'code', header: 'Code', cell: (c) => c.code },
  { key: 'name', header: 'Name', cell: (c) => c.name },
];

/** The list of one kind of ledger code, by code. */
export function LedgerCodeList<TResult>({ kind, document, connection }: {
  kind: RecordKind;
  document: GraphQLDocument<TResult, PageWindow & { archived?: boolean | null }>;
  connection: (data: TResult) => { edges: { node: LedgerCode }[]; pageInfo: PageCursors };
}) {
  return <RecordListPage kind={kind} document={document} connection={connection} columns={COLUMNS} empty={<Text>No {kind.plural.toLowerCase()} yet.</Text>} />;
}

type CodeInput = { code: string; name: string };

export interface LedgerCodeDocuments<TResult> {
  detail: GraphQLDocument<TResult, { id: string }>;
  select: (data: TResult) => LedgerCode | null;
  create: GraphQLDocument<unknown, { input: CodeInput }>;
  update: GraphQLDocument<unknown, { input: CodeInput & { id: string } }>;
  archive: GraphQLDocument<unknown, { input: { id: string; archived: boolean } }>;
}

function LedgerCodeForm({ kind, documents, code, canEdit }: { kind: RecordKind; documents: Pick<LedgerCodeDocuments<unknown>, 'create' | 'update'>; code: LedgerCode | null; canEdit: boolean }) {
  const save = useSaveRecord(kind, documents);
  const form = useRecordForm({
    initialValues: { code: code?.code ?? '', name: code?.name ?? '' },
    rules: LEDGER_CODE_RULES,
    onSubmit: (values) => save(code?.id ?? null, values),
  });
  return (
    <EditableRecordForm form={form} canEdit={canEdit} cancelTo={kind.list} legend={kind.singular}>
      <TextInput label="Code" required description="As your accountant's chart of accounts has it" {...form.inputProps('code')} />
      <TextInput label="Name" required {...form.inputProps('name')} />
    </EditableRecordForm>
  );
}

/** One ledger code's page: its form, and archive or restore. */
export function LedgerCodeDetail<TResult>({ kind, documents }: { kind: RecordKind; documents: LedgerCodeDocuments<TResult> }) {
  const page = useRecordOfUrl(documents.detail, documents.select);
  const archive = useArchiveRecord(kind, documents.archive);
  return (
    <RecordDetailPage
      kind={kind}
      page={page}
      actions={(code) => <ArchiveButton archived={code.archived} onArchive={(archived) => archive(code.id, archived)} />}
      tabs={(code, canEdit) => [
        { value: 'details', label: 'Details', content: <LedgerCodeForm kind={kind} documents={documents} code={code} canEdit={canEdit} /> },
      ]}
    />
  );
}
