import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { WORKFLOW_SETTINGS_RULES, type WorkflowSettingsValues } from '@kiai/shared';
import { Checkbox, TextInput } from '@mantine/core';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { SettingsScreen, type ClubSettings } from '../../../features/settings/components/settings-screen.js';
import { UpdateClubWorkflowSettingsDocument } from '../../../features/settings/settings.generated.js';
import { useSaveSettings } from '../../../features/settings/use-save-settings.js';

type Field = Exclude<keyof WorkflowSettingsValues & keyof ClubSettings, 'lateCancelAllowed'>;

// The labels are the spec's catalogue of back-office settings (section 9).
const FIELDS: { name: Field; label: string }[] = [
  { name: 'bookingDaysInAdvance', label: 'Days in advance customers can book classes' },
  { name: 'cancelHoursBefore', label: 'Hours before class start a booking can be cancelled with credit returned' },
  { name: 'trialPassLimit', label: 'Number of trial cards a customer can buy' },
  { name: 'maxPausesPerYear', label: 'Maximum pauses in a year' },
  { name: 'minPauseDays', label: 'Minimum pause duration in days' },
  { name: 'creditValidityDays', label: 'Credit validity in days' },
  { name: 'waitlistCutoffHours', label: 'Hours before class start a freed place goes to everyone on the waitlist instead of the first in line' },
];

function WorkflowForm({ settings }: { settings: ClubSettings }) {
  const save = useSaveSettings(UpdateClubWorkflowSettingsDocument);
  const form = useRecordForm<WorkflowSettingsValues>({
    initialValues: {
      ...(Object.fromEntries(FIELDS.map(({ name }) => [name, String(settings[name])])) as unknown as WorkflowSettingsValues),
      lateCancelAllowed: settings.lateCancelAllowed,
    },
    rules: WORKFLOW_SETTINGS_RULES,
    // The rules passed, so every value is a whole number.
    onSubmit: (values) =>
      save({ ...(Object.fromEntries(FIELDS.map(({ name }) => [name, Number(values[name])])) as Record<Field, number>), lateCancelAllowed: values.lateCancelAllowed === true }),
  });
  return (
    <RecordForm form={form}>
      {FIELDS.map(({ name, label }) => (
        <TextInput key={name} label={label} withAsterisk inputMode="numeric" maw={480} {...form.inputProps(name)} />
      ))}
      <Checkbox
        label="Members can still cancel after that, to free their spot (the credit is not returned)"
        maw={480}
        {...form.checkboxProps('lateCancelAllowed')}
      />
    </RecordForm>
  );
}

/** /backoffice/settings/workflow: the booking and cancel windows and the pass limits; bookings use them at once. */
export default function WorkflowSettingsPage() {
  return (
    <SettingsScreen title="Workflow settings" intro="How far ahead members can book, until when they can cancel with their credit back, and the limits on trial cards and pauses. Changes apply to the next booking.">
      {(settings) => <WorkflowForm settings={settings} />}
    </SettingsScreen>
  );
}
