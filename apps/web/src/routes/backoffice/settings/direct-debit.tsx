import { required } from '@kiai/shared';
import { NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { PageTitle } from '../../../components/page-title.js';
import { DirectDebitSettingsDocument, type DirectDebitSettingsQuery, UpdateDirectDebitSettingsDocument } from '../../../features/direct-debit/payment-batches.generated.js';
import { toastSuccess } from '../../../lib/toast.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';
import { useGraphQLMutation } from '../../../lib/use-graphql-mutation.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

type Settings = NonNullable<DirectDebitSettingsQuery['directDebitSettings']>;

const VERSIONS = [
  { value: 'pain.008.001.08', label: 'pain.008.001.08 (2019, the default)' },
  { value: 'pain.008.001.02', label: 'pain.008.001.02 (2009, for banks that still ask for it)' },
];
const SEQUENCES = [
  { value: 'no', label: 'RCUR for every collection' },
  { value: 'yes', label: "FRST on a mandate's first collection, then RCUR" },
];
const APPROVALS = [
  { value: 'yes', label: 'Another staff member than the builder approves a batch' },
  { value: 'no', label: 'The staff member who built a batch may approve it' },
];

function DirectDebitForm({ settings }: { settings: Settings | null }) {
  const save = useGraphQLMutation(UpdateDirectDebitSettingsDocument, { invalidates: [DirectDebitSettingsDocument] });
  const form = useRecordForm({
    initialValues: {
      creditorName: settings?.creditorName ?? '',
      creditorId: settings?.creditorId ?? '',
      iban: settings?.iban ?? '',
      bic: settings?.bic ?? '',
      painVersion: settings?.painVersion ?? 'pain.008.001.08',
      firstSequence: settings?.firstSequence ? 'yes' : 'no',
      noticeDays: String(settings?.noticeDays ?? 14),
      approvalByOther: settings?.approvalByOther === false ? 'no' : 'yes',
      returnFee: settings?.returnFee ?? '0.00',
    },
    rules: { creditorName: [required], creditorId: [required], iban: [required], noticeDays: [required] },
    onSubmit: async (values) => {
      await save.mutateAsync({
        input: { ...values, firstSequence: values.firstSequence === 'yes', approvalByOther: values.approvalByOther === 'yes', noticeDays: Number(values.noticeDays) },
      });
      toastSuccess('Direct debit settings saved');
    },
  });
  return (
    <RecordForm form={form}>
      <TextInput label="Creditor name" withAsterisk maw={480} {...form.inputProps('creditorName')} />
      <TextInput label="Creditor identifier" description="As your bank gave it, e.g. DE98ZZZ09999999999" withAsterisk maw={480} {...form.inputProps('creditorId')} />
      <TextInput label="IBAN of the club's account" withAsterisk maw={480} {...form.inputProps('iban')} />
      <TextInput label="BIC (optional)" maw={480} {...form.inputProps('bic')} />
      <NativeSelect label="File version" data={VERSIONS} maw={480} {...form.inputProps('painVersion')} />
      <NativeSelect label="Sequence type" data={SEQUENCES} maw={480} {...form.inputProps('firstSequence')} />
      <TextInput label="Pre-notification days" inputMode="numeric" withAsterisk maw={480} {...form.inputProps('noticeDays')} />
      <NativeSelect label="Approval" data={APPROVALS} maw={480} {...form.inputProps('approvalByOther')} />
      <TextInput
        label="Return fee"
        description="Charged to the member as a new invoice when the bank returns a collection (0 for none); staff may leave it off a return"
        inputMode="decimal"
        maw={480}
        {...form.inputProps('returnFee')}
      />
    </RecordForm>
  );
}

/** /backoffice/settings/direct-debit: the club's SEPA creditor identifier, bank account and its bank's wishes. */
function DirectDebitSettingsScreen() {
  const format = useClubFormats();
  const { data, isPending, error } = useGraphQLQuery(DirectDebitSettingsDocument, {});
  const settings = data?.directDebitSettings ?? null;
  return (
    <Stack gap="md">
      <PageTitle>Direct debit settings</PageTitle>
      <Text>The club's creditor identifier and bank account for SEPA direct debit, and what the club's bank asks of the files.</Text>
      {settings && <Text>A batch built today collects on {format.date(settings.proposedCollectionDate)} at the earliest.</Text>}
      {error && <Text c="red">Error loading the settings :(</Text>}
      {!isPending && !error && <DirectDebitForm settings={settings} />}
    </Stack>
  );
}

export default function DirectDebitSettingsPage() {
  return (
    <RequirePermission permission="finance.sepa.settings.edit">
      <DirectDebitSettingsScreen />
    </RequirePermission>
  );
}
