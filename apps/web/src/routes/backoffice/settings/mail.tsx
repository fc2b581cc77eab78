import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { MAIL_SETTINGS_RULES, TEST_MAIL_RULES, type MailSettingsValues, type TestMailValues } from '@kiai/shared';
import { Badge, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { DataTable, type DataTableColumn } from '../../../components/backoffice/data-table.js';
import { FilterSelect } from '../../../components/backoffice/filter-select.js';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { SettingsScreen, type ClubSettings } from '../../../features/settings/components/settings-screen.js';
import { MailOutboxDocument, UpdateClubMailSettingsDocument, type MailOutboxQuery } from '../../../features/settings/settings.generated.js';
import { useSaveSettings } from '../../../features/settings/use-save-settings.js';
import { useSendTestMail } from '../../../features/settings/use-send-test-mail.js';
import type { MailOutboxStatus } from '../../../graphql-types.generated.js';
import { toastSuccess } from '../../../lib/toast.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { useClubFormats, type ClubFormatters } from '../../../lib/use-club-formats.js';

type OutboxMail = MailOutboxQuery['mailOutbox']['edges'][number]['node'];

const MAIL_STATUSES: Record<MailOutboxStatus, { label: string; color: string }> = {
  QUEUED: { label: 'Queued', color: 'yellow' },
  KEPT: { label: 'Kept (no mail server)', color: 'blue' },
  SENT: { label: 'Sent', color: 'green' },
  FAILED: { label: 'Failed', color: 'red' },
};

const isMailStatus = (value: string | null): value is MailOutboxStatus => value !== null && value in MAIL_STATUSES;

const columns = (format: ClubFormatters): DataTableColumn<OutboxMail>[] => [
  { key: 'createdAt', header: 'Queued at', cell: (mail) => format.dateTime(mail.createdAt) },
  { key: 'toAddress', header: 'To', cell: (mail) => mail.toAddress },
  { key: 'subject', header: 'Subject', cell: (mail) => mail.subject },
  {
    key: 'status',
    header: 'Status',
    cell: (mail) => (
      <Badge color={MAIL_STATUSES[mail.status].color} variant="light">
        {MAIL_STATUSES[mail.status].label}
      </Badge>
    ),
  },
  { key: 'sentAt', header: 'Sent at', cell: (mail) => (mail.sentAt ? format.dateTime(mail.sentAt) : '') },
  { key: 'error', header: 'Error', cell: (mail) => mail.error ?? '' },
];

type MailSwitch = Exclude<keyof MailSettingsValues, 'classReminderHours'>;

const SWITCHES: { name: MailSwitch; label: string }[] = [
  { name: 'bookingConfirmationMail', label: 'Booking confirmation, with the class as a calendar file and a link to cancel' },
  { name: 'bookingCancellationMail', label: 'Cancellation confirmation' },
  { name: 'classReminderMail', label: 'Class reminder' },
  { name: 'waitlistMails', label: 'Waitlist mails: booked from the waitlist, a place is free, a turn without a pass' },
];

/** Which mails about their class bookings members get, and when the reminder goes. */
function MemberMailsForm({ settings }: { settings: ClubSettings }) {
  const save = useSaveSettings(UpdateClubMailSettingsDocument);
  const form = useRecordForm<MailSettingsValues>({
    initialValues: { ...(Object.fromEntries(SWITCHES.map(({ name }) => [name, settings[name]])) as Record<MailSwitch, boolean>), classReminderHours: String(settings.classReminderHours) },
    rules: MAIL_SETTINGS_RULES,
    // The rules passed, so the hours are a whole number.
    onSubmit: (values) => save({ ...(Object.fromEntries(SWITCHES.map(({ name }) => [name, values[name] === true])) as Record<MailSwitch, boolean>), classReminderHours: Number(values.classReminderHours) }),
  });
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Member mails
      </Title>
      <RecordForm form={form}>
        {SWITCHES.map(({ name, label }) => (
          <Checkbox key={name} label={label} maw={480} {...form.checkboxProps(name)} />
        ))}
        <TextInput
          label="Hours before class start the reminder is sent"
          description="A booking made later than that gets no reminder."
          withAsterisk
          inputMode="numeric"
          maw={480}
          {...form.inputProps('classReminderHours')}
        />
      </RecordForm>
    </Stack>
  );
}

function TestMailForm() {
  const send = useSendTestMail();
  const form = useRecordForm<TestMailValues>({
    initialValues: { to: '' },
    rules: TEST_MAIL_RULES,
    onSubmit: async (values) => {
      await send.mutateAsync({ input: values });
      toastSuccess(`Test mail queued for ${values.to}`);
      form.setValue('to', '');
    },
  });
  return (
    <RecordForm form={form} submitLabel="Send test mail">
      <TextInput label="Send a test mail to" type="email" withAsterisk {...form.inputProps('to')} />
    </RecordForm>
  );
}

function Outbox() {
  const list = useListParams();
  const format = useClubFormats();
  const status = list.filter('status');
  const { data, isPending, error } = useGraphQLQuery(MailOutboxDocument, { ...list.window, status: isMailStatus(status) ? status : null });
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Outbox
      </Title>
      <Group>
        <FilterSelect
          list={list}
          name="status"
          label="Status"
          allLabel="All statuses"
          options={Object.entries(MAIL_STATUSES).map(([value, { label }]) => ({ value, label }))}
        />
      </Group>
      <DataTable
        label="mails"
        list={list}
        columns={columns(format)}
        rows={data?.mailOutbox.edges.map((edge) => edge.node)}
        rowKey={(mail) => mail.id}
        loading={isPending}
        error={error}
        pageInfo={data?.mailOutbox.pageInfo}
        empty={<Text>No mails{status ? ' with this status' : ''} yet. Bookings, orders and password resets send mail; so does a test mail.</Text>}
      />
    </Stack>
  );
}

/** /backoffice/settings/mail: the member mails about bookings switched on or off, a test mail through the job queue, and the outbox with each mail's status. */
export default function MailSettingsPage() {
  return (
    <SettingsScreen
      title="Mail"
      intro="Every mail the club sends waits in the outbox until the job queue sends it. Without a mail server (SMTP_URL) it is kept as a file instead."
    >
      {(settings) => (
        <>
          <MemberMailsForm settings={settings} />
          <TestMailForm />
          <Outbox />
        </>
      )}
    </SettingsScreen>
  );
}
