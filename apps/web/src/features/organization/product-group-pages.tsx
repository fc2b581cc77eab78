import { TextInput, Textarea } from '@mantine/core';
import { NAMED_ITEM_RULES } from '@kiai/shared';
import { ArchiveButton } from '../../components/backoffice/archive-button.js';
import type { DataTableColumn } from '../../components/backoffice/data-table.js';
import { EditableRecordForm } from '../../components/backoffice/editable-record-form.js';
import { RecordDetailPage, useRecordOfUrl } from '../../components/backoffice/record-detail-page.js';
import { useRecordForm } from '../../components/backoffice/record-form.js';
import type { RecordKind } from '../../components/backoffice/record-kind.js';
import { useArchiveRecord, useSaveRecord } from '../../components/backoffice/use-record-writes.js';
import type { GraphQLDocument } from '../../lib/graphql-client.js';

// Class pass groups and subscription groups are the same kind of record: a name and a description that products
// join on their own forms, and that a class allows per way of booking.

interface Group {
  id: string;
  name: string;
  description: string;
  archived: boolean;
}

/** The columns of a group list. */
export const GROUP_COLUMNS: DataTableColumn<Group>[] = [
  { key: 'name', header: 'Name', cell: (g) => g.name },
  { key: 'description', header: 'Description', cell: (g) => g.description },
];

type GroupInput = { name: string; description: string };

export interface GroupDocuments<TDetail> {
  detail: GraphQLDocument<TDetail, { id: string }>;
  create: GraphQLDocument<unknown, { input: GroupInput }>;
  update: GraphQLDocument<unknown, { input: GroupInput & { id: string } }>;
  archive: GraphQLDocument<unknown, { input: { id: string; archived: boolean } }>;
}

function GroupForm({ kind, save, id, initial, canEdit }: { kind: RecordKind; save: (id: string | null, input: GroupInput) => Promise<void>; id: string | null; initial: GroupInput; canEdit: boolean }) {
  const form = useRecordForm({ initialValues: initial, rules: NAMED_ITEM_RULES, onSubmit: (values) => save(id, values) });
  return (
    <EditableRecordForm form={form} canEdit={canEdit} cancelTo={kind.list} legend={kind.singular}>
      <TextInput label="Name" required {...form.inputProps('name')} />
      <Textarea label="Description" autosize minRows={2} {...form.inputProps('description')} />
    </EditableRecordForm>
  );
}

/** A group's page: its name and description, and archive; `select` picks the group from the node query. */
export function ProductGroupPage<TDetail>({ kind, documents, select }: { kind: RecordKind; documents: GroupDocuments<TDetail>; select: (data: TDetail) => Group | null }) {
  const page = useRecordOfUrl(documents.detail, select);
  const save = useSaveRecord(kind, { create: documents.create, update: documents.update });
  const archive = useArchiveRecord(kind, documents.archive);
  return (
    <RecordDetailPage
      kind={kind}
      page={page}
      actions={(group) => <ArchiveButton archived={group.archived} onArchive={(archived) => archive(group.id, archived)} />}
      tabs={(group, canEdit) => [
        {
          value: 'details',
          label: 'Details',
          content: <GroupForm kind={kind} save={save} id={group?.id ?? null} initial={{ name: group?.name ?? '', description: group?.description ?? '' }} canEdit={canEdit} />,
        },
      ]}
    />
  );
}
