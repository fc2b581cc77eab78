import '@mantine/core/styles/Table.css';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { toastDanger, toastSuccess } from '../../../lib/toast.js';
import { accountInputOf, ACCOUNT_RULES, profileValuesOf } from '../account-values.js';
import { useUpdateBackofficeAccount } from '../use-account-writes.js';
import type { BackofficeAccountFieldsFragment } from '../accounts.generated.js';
import { AccountProfileFields } from './account-profile-fields.js';

/** Every profile field as a form (accounts.edit), with a button that gives the account a new random key number. */
export function AccountProfileForm({ account }: { account: BackofficeAccountFieldsFragment }) {
  const save = useUpdateBackofficeAccount();
  const generate = useUpdateBackofficeAccount();
  const form = useRecordForm({
    initialValues: profileValuesOf(account),
    rules: ACCOUNT_RULES,
    onSubmit: async (values) => {
      await save.mutateAsync({ input: { id: account.id, ...accountInputOf(values) } });
      toastSuccess('Profile saved');
    },
  });
  const generateKeyNumber = () =>
    generate.mutate(
      { input: { id: account.id, generateKeyNumber: true } },
      {
        onSuccess: ({ updateBackofficeAccount }) => {
          form.setValue('keyNumber', updateBackofficeAccount.account.keyNumber ?? '');
          toastSuccess('New key number generated');
        },
        onError: (error) => toastDanger(error.message),
      },
    );
  return (
    <Stack gap="sm">
      <Group>
        <Button variant="default" loading={generate.isPending} onClick={generateKeyNumber}>
          Generate key number
        </Button>
      </Group>
      <RecordForm form={form} submitLabel="Save" cancelTo="/backoffice/relations/accounts">
        <AccountProfileFields form={form} />
      </RecordForm>
    </Stack>
  );
}

const READ_ONLY_FIELDS: [string, (a: BackofficeAccountFieldsFragment) => string][] = [
  ['Email', (a) => a.email ?? ''],
  ['Key number', (a) => a.keyNumber ?? ''],
  ['Date of birth', (a) => a.dateOfBirth ?? ''],
  ['Mobile', (a) => a.mobile ?? ''],
  ['Phone', (a) => a.phone ?? ''],
  ['Address', (a) => [a.address, a.postcode, a.city, a.country].filter(Boolean).join(', ')],
  ['Emergency contact', (a) => a.emergency ?? ''],
];

/** The profile for staff who may see but not change accounts. */
export function AccountProfileView({ account }: { account: BackofficeAccountFieldsFragment }) {
  return (
    <Table maw={720} withRowBorders>
      <Table.Tbody>
        {READ_ONLY_FIELDS.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w={200}>
              {label}
            </Table.Th>
            <Table.Td>{value(account) || <Text span c="dimmed">—</Text>}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
