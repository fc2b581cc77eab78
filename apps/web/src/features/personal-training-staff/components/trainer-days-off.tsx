import '@mantine/core/styles/Table.css';
import { Button, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { required, type FieldRules } from '@kiai/shared';
import { modals } from '@mantine/modals';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { toastDanger, toastSuccess } from '../../../lib/toast.js';
import type { TrainerCalendarFieldsFragment } from '../trainers.generated.js';
import { useAddTrainerDaysOff, useRemoveTrainerDaysOff } from '../use-trainer-writes.js';

interface DayOffValues {
  dateStart: string;
  dateEnd: string;
  note: string;
}

const RULES: FieldRules<DayOffValues> = { dateStart: [required], dateEnd: [required] };

/** The trainer's days off (no appointments from the first to the last day), with a form to add some. */
export function TrainerDaysOff({ trainer, editable }: { trainer: TrainerCalendarFieldsFragment; editable: boolean }) {
  const removeDaysOff = useRemoveTrainerDaysOff();
  const remove = (dayOff: TrainerCalendarFieldsFragment['daysOff'][number]) =>
    modals.openConfirmModal({
      title: 'Remove these days off?',
      children: `From ${dayOff.dateStart} to ${dayOff.dateEnd} the weekly hours apply again.`,
      labels: { confirm: 'Remove', cancel: 'Go back' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () =>
        removeDaysOff.mutateAsync({ input: { id: dayOff.id } }).then(
          () => toastSuccess('Days off removed'),
          (error: Error) => toastDanger(error.message),
        ),
    });
  return (
    <Stack gap="md">
      {trainer.daysOff.length === 0 ? (
        <Text>No days off planned.</Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>From</Table.Th>
              <Table.Th>Until</Table.Th>
              <Table.Th>Note</Table.Th>
              {editable && <Table.Th>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {trainer.daysOff.map((dayOff) => (
              <Table.Tr key={dayOff.id}>
                <Table.Td>{dayOff.dateStart}</Table.Td>
                <Table.Td>{dayOff.dateEnd}</Table.Td>
                <Table.Td>{dayOff.note}</Table.Td>
                {editable && (
                  <Table.Td>
                    <Button size="xs" variant="outline" color="red" onClick={() => remove(dayOff)} aria-label={`Remove days off from ${dayOff.dateStart}`}>
                      Remove
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editable && <AddDaysOff trainerId={trainer.id} />}
    </Stack>
  );
}

function AddDaysOff({ trainerId }: { trainerId: string }) {
  const addDaysOff = useAddTrainerDaysOff();
  const form = useRecordForm<DayOffValues>({
    initialValues: { dateStart: '', dateEnd: '', note: '' },
    rules: RULES,
    onSubmit: async (values) => {
      await addDaysOff.mutateAsync({ input: { trainer: trainerId, ...values } });
      form.setValues({ dateStart: '', dateEnd: '', note: '' });
      toastSuccess('Days off added');
    },
  });
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Add days off
      </Title>
      <RecordForm form={form} submitLabel="Add days off">
        <TextInput type="date" label="From" {...form.inputProps('dateStart')} />
        <TextInput type="date" label="Until" {...form.inputProps('dateEnd')} />
        <TextInput label="Note" {...form.inputProps('note')} />
      </RecordForm>
    </Stack>
  );
}
