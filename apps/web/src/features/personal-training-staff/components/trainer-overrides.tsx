import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Table.css';
import { Button, Checkbox, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { required, type FieldRules } from '@kiai/shared';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { toastDanger, toastSuccess } from '../../../lib/toast.js';
import { hoursText } from '../hours-rules.js';
import { formatHours, parseHours } from '../hours-text.js';
import type { TrainerCalendarFieldsFragment } from '../trainers.generated.js';
import { useSetTrainerDateOverride } from '../use-trainer-writes.js';

interface OverrideValues {
  date: string;
  hours: string;
  closed: boolean;
}

const RULES: FieldRules<OverrideValues> = { date: [required], hours: [hoursText] };

type Override = TrainerCalendarFieldsFragment['overrides'][number];

/** The dates with other hours than the week's, by date: their ranges, or closed (a 00:00–00:00 row). */
function byDate(overrides: readonly Override[]): { date: string; text: string }[] {
  const dates = [...new Set(overrides.map((o) => o.date))];
  return dates.map((date) => {
    const ranges = overrides.filter((o) => o.date === date && o.timeStart !== o.timeEnd);
    return { date, text: ranges.length > 0 ? formatHours(ranges) : 'Closed' };
  });
}

/** The trainer's date overrides: on such a date its hours replace the weekly ones. */
export function TrainerOverrides({ trainer, editable }: { trainer: TrainerCalendarFieldsFragment; editable: boolean }) {
  const setOverride = useSetTrainerDateOverride();
  const remove = (date: string) =>
    setOverride.mutateAsync({ input: { trainer: trainer.id, date, hours: [] } }).then(
      () => toastSuccess('Override removed'),
      (error: Error) => toastDanger(error.message),
    );
  const dates = byDate(trainer.overrides);
  return (
    <Stack gap="md">
      {dates.length === 0 ? (
        <Text>No date overrides: the weekly hours apply on every date.</Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Hours</Table.Th>
              {editable && <Table.Th>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dates.map(({ date, text }) => (
              <Table.Tr key={date}>
                <Table.Td>{date}</Table.Td>
                <Table.Td>{text}</Table.Td>
                {editable && (
                  <Table.Td>
                    <Button size="xs" variant="outline" color="red" onClick={() => void remove(date)} aria-label={`Remove the override of ${date}`}>
                      Remove
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editable && <SetOverride trainerId={trainer.id} />}
    </Stack>
  );
}

function SetOverride({ trainerId }: { trainerId: string }) {
  const setOverride = useSetTrainerDateOverride();
  const form = useRecordForm<OverrideValues>({
    initialValues: { date: '', hours: '', closed: false },
    rules: RULES,
    onSubmit: async (values) => {
      const hours = values.closed ? [] : (parseHours(values.hours) ?? []);
      await setOverride.mutateAsync({ input: { trainer: trainerId, date: values.date, closed: values.closed, hours } });
      form.setValues({ date: '', hours: '', closed: false });
      toastSuccess('Override saved');
    },
  });
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Set the hours of a date
      </Title>
      <RecordForm form={form} submitLabel="Save override">
        <TextInput type="date" label="Date" {...form.inputProps('date')} />
        <TextInput label="Hours" description="e.g. 10:00-14:00; empty hours remove the date's override" disabled={form.values.closed} {...form.inputProps('hours')} />
        <Checkbox label="Closed: no appointments on this date" {...form.checkboxProps('closed')} />
      </RecordForm>
    </Stack>
  );
}
