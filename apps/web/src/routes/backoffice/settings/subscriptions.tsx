import { SUBSCRIPTION_SETTINGS_RULES, type SubscriptionSettingsValues } from '@kiai/shared';
import { Select, TextInput } from '@mantine/core';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { SettingsScreen, type ClubSettings } from '../../../features/settings/components/settings-screen.js';
import type { RegistrationFeePer } from '../../../graphql-types.generated.js';
import { UpdateClubSubscriptionSettingsDocument } from '../../../features/settings/settings.generated.js';
import { useSaveSettings } from '../../../features/settings/use-save-settings.js';

const NUMBERS = [
  { name: 'subscriptionRunDay', label: 'Day of the month the subscription invoices run', description: '1 to 28, in the club’s time zone' },
  { name: 'subscriptionGraceDays', label: 'Days an unpaid subscription invoice may be past due before booking is blocked', description: '' },
  { name: 'pauseNoticeDays', label: 'Days of notice a member gives before a pause', description: '' },
] as const;

const FEE_CHOICES: { value: RegistrationFeePer; label: string }[] = [
  { value: 'ACCOUNT', label: 'Once per account' },
  { value: 'SUBSCRIPTION', label: 'Once per subscription' },
];

function SubscriptionForm({ settings }: { settings: ClubSettings }) {
  const save = useSaveSettings(UpdateClubSubscriptionSettingsDocument);
  const form = useRecordForm<SubscriptionSettingsValues>({
    initialValues: {
      subscriptionRunDay: String(settings.subscriptionRunDay),
      subscriptionGraceDays: String(settings.subscriptionGraceDays),
      pauseNoticeDays: String(settings.pauseNoticeDays),
      registrationFeePer: settings.registrationFeePer,
    },
    rules: SUBSCRIPTION_SETTINGS_RULES,
    // The rules passed, so the numbers are whole and the fee rule is one of the choices.
    onSubmit: (values) =>
      save({
        subscriptionRunDay: Number(values.subscriptionRunDay),
        subscriptionGraceDays: Number(values.subscriptionGraceDays),
        pauseNoticeDays: Number(values.pauseNoticeDays),
        registrationFeePer: values.registrationFeePer as RegistrationFeePer,
      }),
  });
  return (
    <RecordForm form={form}>
      {NUMBERS.map(({ name, label, description }) => (
        <TextInput key={name} label={label} description={description || undefined} withAsterisk inputMode="numeric" maw={480} {...form.inputProps(name)} />
      ))}
      <Select label="Registration fee" withAsterisk data={FEE_CHOICES} allowDeselect={false} maw={480} {...form.inputProps('registrationFeePer')} />
    </RecordForm>
  );
}

/** /backoffice/settings/subscriptions: the monthly invoice run's day, the grace days, pause notice and the registration fee rule. */
export default function SubscriptionSettingsPage() {
  return (
    <SettingsScreen
      title="Subscription settings"
      intro="When the month's subscription invoices run on their own, how long an unpaid one may stay open before the member's booking is blocked, the notice a member gives before pausing, and how often the registration fee is charged."
    >
      {(settings) => <SubscriptionForm settings={settings} />}
    </SettingsScreen>
  );
}
