import { FINANCE_SETTINGS_RULES, parseReminderDays } from '@kiai/shared';
import { TextInput } from '@mantine/core';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { SettingsScreen, type ClubSettings } from '../../../features/settings/components/settings-screen.js';
import { UpdateClubFinanceSettingsDocument } from '../../../features/settings/settings.generated.js';
import { useSaveSettings } from '../../../features/settings/use-save-settings.js';

function FinanceForm({ settings }: { settings: ClubSettings }) {
  const save = useSaveSettings(UpdateClubFinanceSettingsDocument);
  const form = useRecordForm<{ overdueReminderDays: string }>({
    initialValues: { overdueReminderDays: settings.overdueReminderDays.join(', ') },
    rules: FINANCE_SETTINGS_RULES,
    // The rules passed, so the text parses.
    onSubmit: (values) => save({ overdueReminderDays: parseReminderDays(values.overdueReminderDays) ?? [] }),
  });
  return (
    <RecordForm form={form}>
      <TextInput
        label="Overdue reminders, days after the due date"
        description="Up to 5 numbers of days, ascending, e.g. 1, 14: an open invoice gets a reminder on each"
        withAsterisk
        maw={480}
        {...form.inputProps('overdueReminderDays')}
      />
    </RecordForm>
  );
}

/** /backoffice/settings/finance: when an overdue invoice's reminders go out. */
export default function FinanceSettingsPage() {
  return (
    <SettingsScreen title="Finance settings" intro="When members are reminded of an invoice that is past its due date. The club's next overdue run, soon after midnight, uses the new days.">
      {(settings) => <FinanceForm settings={settings} />}
    </SettingsScreen>
  );
}
