import { DATE_FORMATS, GENERAL_SETTINGS_RULES, TIME_FORMATS, type GeneralSettingsValues } from '@kiai/shared';
import { Select, Textarea, TextInput } from '@mantine/core';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { SettingsScreen, type ClubSettings } from '../../../features/settings/components/settings-screen.js';
import { UpdateClubGeneralSettingsDocument } from '../../../features/settings/settings.generated.js';
import { useSaveSettings } from '../../../features/settings/use-save-settings.js';

const TIME_ZONES = Intl.supportedValuesOf('timeZone');
const TIME_FORMAT_LABELS: Record<(typeof TIME_FORMATS)[number], string> = { '24hr': '24-hour (18:30)', '12hr': '12-hour (6:30 PM)' };

function GeneralForm({ settings }: { settings: ClubSettings }) {
  const save = useSaveSettings(UpdateClubGeneralSettingsDocument);
  const form = useRecordForm<GeneralSettingsValues>({
    initialValues: {
      name: settings.name,
      address: settings.address,
      timeZone: settings.timeZone,
      dateFormat: settings.dateFormat,
      timeFormat: settings.timeFormat,
      currencySymbol: settings.currencySymbol,
    },
    rules: GENERAL_SETTINGS_RULES,
    onSubmit: save,
  });
  return (
    <RecordForm form={form}>
      <TextInput label="Club name" withAsterisk {...form.inputProps('name')} />
      <Textarea label="Address for invoices" description="Printed under the club's name on every invoice" autosize minRows={3} {...form.inputProps('address')} />
      <Select label="Time zone" withAsterisk searchable data={TIME_ZONES} allowDeselect={false} {...form.inputProps('timeZone')} />
      <Select label="Date format" withAsterisk data={[...DATE_FORMATS]} allowDeselect={false} {...form.inputProps('dateFormat')} />
      <Select
        label="Time format"
        withAsterisk
        data={TIME_FORMATS.map((value) => ({ value, label: TIME_FORMAT_LABELS[value] }))}
        allowDeselect={false}
        {...form.inputProps('timeFormat')}
      />
      <TextInput label="Currency symbol" withAsterisk maw={160} {...form.inputProps('currencySymbol')} />
    </RecordForm>
  );
}

/** /backoffice/settings/general: the club's name, invoice address, time zone, formats and currency. */
export default function GeneralSettingsPage() {
  return (
    <SettingsScreen
      title="General settings"
      intro="The club's name, the address on its invoices, its time zone and how dates, times and prices are written. Pages show a new name from their next load."
    >
      {(settings) => <GeneralForm settings={settings} />}
    </SettingsScreen>
  );
}
