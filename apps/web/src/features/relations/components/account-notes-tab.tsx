import { NativeSelect, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { required } from '@kiai/shared';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import { toastSuccess } from '../../../lib/toast.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';
import { useRefreshAccount } from '../account-mutations.js';
import { BackofficeAccountNotesDocument, CreateAccountNoteDocument } from '../accounts.generated.js';
import type { AccountNoteKind } from '../../../graphql-types.generated.js';
import { TabState } from './simple-table.js';

const NOTE_TYPES: { value: AccountNoteKind; label: string }[] = [
  { value: 'BACKOFFICE', label: 'Back office' },
  { value: 'INSTRUCTORS', label: 'Instructors' },
];
const typeLabel = (type: AccountNoteKind) => NOTE_TYPES.find((t) => t.value === type)?.label ?? type;

function AddNote({ accountId }: { accountId: string }) {
  const refresh = useRefreshAccount();
  const form = useRecordForm({
    initialValues: { noteType: 'BACKOFFICE' as AccountNoteKind, note: '' },
    rules: { note: [required] },
    onSubmit: async (values) => {
      await graphqlRequest(CreateAccountNoteDocument, { input: { account: accountId, ...values } });
      form.setValues({ noteType: values.noteType, note: '' });
      await refresh();
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

/** Notes staff keep on the account (back office or for instructors), newest first; staff who may edit add one. */
export function AccountNotesTab({ accountId, mayAdd }: { accountId: string; mayAdd: boolean }) {
  const { data, isPending, error } = useGraphQLQuery(BackofficeAccountNotesDocument, { account: accountId });
  const notes = data?.accountNotes.edges.map((e) => e.node);
  const format = useClubFormats();
  return (
    <Stack gap="md" maw={720}>
      {mayAdd && <AddNote accountId={accountId} />}
      <Title order={2} size="h4">
        Notes
      </Title>
      {!notes ? (
        <TabState label="notes" isPending={isPending} error={error} />
      ) : notes.length === 0 ? (
        <Text>No notes yet.</Text>
      ) : (
        notes.map((note) => (
          <Paper key={note.id} withBorder p="sm">
            <Text size="sm" c="dimmed">
              {typeLabel(note.noteType)} · {note.authorName} · {format.dateTime(note.createdAt)}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{note.note}</Text>
          </Paper>
        ))
      )}
    </Stack>
  );
}
