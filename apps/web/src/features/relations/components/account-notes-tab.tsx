import { Box, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import { required } from '@kiai/shared';
import { DataTable, type DataTableColumn } from '../../../components/backoffice/data-table.js';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { toastSuccess } from '../../../lib/toast.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';
import { useCreateAccountNote } from '../use-account-writes.js';
import { BackofficeAccountNotesDocument, type BackofficeAccountNotesQuery } from '../accounts.generated.js';
import type { AccountNoteKind } from '../../../graphql-types.generated.js';

const NOTE_TYPES: { value: AccountNoteKind; label: string }[] = [
  { value: 'BACKOFFICE', label: 'Back office' },
  { value: 'INSTRUCTORS', label: 'Instructors' },
];
type Note = BackofficeAccountNotesQuery['accountNotes']['edges'][number]['node'];

const typeLabel = (type: AccountNoteKind) => NOTE_TYPES.find((t) => t.value === type)?.label ?? type;

function AddNote({ accountId }: { accountId: string }) {
  const addNote = useCreateAccountNote();
  const form = useRecordForm({
    initialValues: { noteType: 'BACKOFFICE' as AccountNoteKind, note: '' },
    rules: { note: [required] },
    onSubmit: async (values) => {
      await addNote.mutateAsync({ input: { account: accountId, ...values } });
      form.setValues({ noteType: values.noteType, note: '' });
      toastSuccess('Note added');
    },
  });
  return (
    <RecordForm form={form} submitLabel="Add note">
      <NativeSelect label="For" data={NOTE_TYPES} {...form.inputProps('noteType')} />
      <Textarea label="Note" autosize minRows={3} required {...form.inputProps('note')} />
    </RecordForm>
  );
}

/** Notes staff keep on the account (back office or for instructors), newest first, a page at a time; staff who may edit add one. */
export function AccountNotesTab({ accountId, mayAdd }: { accountId: string; mayAdd: boolean }) {
  const list = useListParams('notes');
  const { data, isPending, error } = useGraphQLQuery(BackofficeAccountNotesDocument, { account: accountId, ...list.window });
  const format = useClubFormats();
  const columns: DataTableColumn<Note>[] = [
    { key: 'createdAt', header: 'Written', cell: (note) => format.dateTime(note.createdAt) },
    { key: 'noteType', header: 'For', cell: (note) => typeLabel(note.noteType) },
    { key: 'author', header: 'By', cell: (note) => note.authorName },
    { key: 'note', header: 'Note', cell: (note) => <Text style={{ whiteSpace: 'pre-wrap' }}>{note.note}</Text> },
  ];
  return (
    <Stack gap="md">
      {mayAdd && (
        <Box maw={720}>
          <AddNote accountId={accountId} />
        </Box>
      )}
      <Title order={2} size="h4">
        Notes
      </Title>
      <DataTable
        label="notes"
        list={list}
        columns={columns}
        rows={data?.accountNotes.edges.map((e) => e.node)}
        rowKey={(note) => note.id}
        loading={isPending}
        error={error}
        pageInfo={data?.accountNotes.pageInfo}
        empty={<Text>No notes yet.</Text>}
      />
    </Stack>
  );
}
