import '@mantine/core/styles/Table.css';
import { Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { required, type FieldRules } from '@kiai/shared';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { toastDanger, toastSuccess } from '../../../lib/toast.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { useCreateAppointmentCategory, useUpdateAppointmentCategory } from '../use-appointment-service-writes.js';
import { AppointmentCategoriesDocument } from '../services.generated.js';

const RULES: FieldRules<{ name: string }> = { name: [required] };

/** Categories group the services on the member's list; an archived one hides its services from members. */
export function AppointmentCategories({ editable }: { editable: boolean }) {
  const create = useCreateAppointmentCategory();
  const update = useUpdateAppointmentCategory();
  const current = useGraphQLQuery(AppointmentCategoriesDocument, { archived: false, first: 100 });
  const archived = useGraphQLQuery(AppointmentCategoriesDocument, { archived: true, first: 100 });
  const categories = [...(current.data?.appointmentCategories.edges ?? []), ...(archived.data?.appointmentCategories.edges ?? [])].map((e) => e.node);
  const setArchived = (id: string, value: boolean) =>
    update.mutateAsync({ input: { id, archived: value } }).then(
      () => toastSuccess(value ? 'Category archived' : 'Category restored'),
      (error: Error) => toastDanger(error.message),
    );
  const form = useRecordForm({
    initialValues: { name: '' },
    rules: RULES,
    onSubmit: async (values) => {
      await create.mutateAsync({ input: { name: values.name } });
      form.setValues({ name: '' });
      toastSuccess('Category added');
    },
  });
  return (
    <Stack gap="sm">
      {current.error ? (
        <Text c="red">Error loading categories :( {current.error.message}</Text>
      ) : categories.length === 0 ? (
        <Text>{current.isPending ? 'Loading Data...' : 'No categories yet. A service needs one.'}</Text>
      ) : (
        <Table maw={720}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Category</Table.Th>
              <Table.Th>Status</Table.Th>
              {editable && <Table.Th>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {categories.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td>{c.archived ? <Badge color="gray">Archived</Badge> : <Badge color="green">Current</Badge>}</Table.Td>
                {editable && (
                  <Table.Td>
                    <Button size="xs" variant="outline" onClick={() => void setArchived(c.id, !c.archived)} aria-label={`${c.archived ? 'Restore' : 'Archive'} ${c.name}`}>
                      {c.archived ? 'Restore' : 'Archive'}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editable && (
        <RecordForm form={form} submitLabel="Add category">
          <Group grow>
            <TextInput label="New category" {...form.inputProps('name')} />
          </Group>
        </RecordForm>
      )}
    </Stack>
  );
}
