import '@mantine/core/styles/Table.css';
import { Table, Text, TextInput } from '@mantine/core';
import type { FieldRules } from '@kiai/shared';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { toastSuccess } from '../../../lib/toast.js';
import { hoursText } from '../hours-rules.js';
import { formatHours, parseHours, WEEKDAYS } from '../hours-text.js';
import type { TrainerCalendarFieldsFragment } from '../trainers.generated.js';
import { useSetTrainerWeeklyHours } from '../use-trainer-writes.js';

type WeekValues = Record<`weekday${number}`, string>;

const DAY_NUMBERS = WEEKDAYS.map((_day, index) => index + 1);
const RULES: FieldRules<WeekValues> = Object.fromEntries(DAY_NUMBERS.map((day) => [`weekday${day}`, [hoursText]]));

const hoursOf = (trainer: TrainerCalendarFieldsFragment, day: number) => formatHours(trainer.weeklyHours.filter((h) => h.isoWeekday === day));

/** The trainer's weekly hours: one line of ranges per weekday, empty for a day they do not work. */
export function TrainerWeeklyHours({ trainer, editable }: { trainer: TrainerCalendarFieldsFragment; editable: boolean }) {
  if (!editable) {
    return (
      <Table>
        <Table.Tbody>
          {DAY_NUMBERS.map((day) => (
            <Table.Tr key={day}>
              <Table.Th scope="row">{WEEKDAYS[day - 1]}</Table.Th>
              <Table.Td>{hoursOf(trainer, day) || 'Not working'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }
  return <WeeklyHoursForm trainer={trainer} />;
}

function WeeklyHoursForm({ trainer }: { trainer: TrainerCalendarFieldsFragment }) {
  const setHours = useSetTrainerWeeklyHours();
  const form = useRecordForm<WeekValues>({
    initialValues: Object.fromEntries(DAY_NUMBERS.map((day) => [`weekday${day}`, hoursOf(trainer, day)])),
    rules: RULES,
    onSubmit: async (values) => {
      const hours = DAY_NUMBERS.flatMap((day) => (parseHours(values[`weekday${day}`] ?? '') ?? []).map((range) => ({ isoWeekday: day, ...range })));
      await setHours.mutateAsync({ input: { trainer: trainer.id, hours } });
      toastSuccess('Weekly hours saved');
    },
  });
  return (
    <RecordForm form={form} submitLabel="Save hours">
      <Text size="sm" c="dimmed">
        Ranges like 09:00-12:00, 14:00-17:00, in the club&apos;s time; leave a day empty when the trainer does not work.
      </Text>
      {DAY_NUMBERS.map((day) => (
        <TextInput key={day} label={WEEKDAYS[day - 1]} placeholder="Not working" {...form.inputProps(`weekday${day}`)} />
      ))}
    </RecordForm>
  );
}
