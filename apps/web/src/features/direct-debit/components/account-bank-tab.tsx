import '@mantine/core/styles/List.css';
import { Box, Button, List, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { required } from '@kiai/shared';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { toastSuccess } from '../../../lib/toast.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { AccountBankAccountsDocument, AccountDirectDebitCollectionsDocument, type AccountBankAccountsQuery } from '../bank-accounts.generated.js';
import { BATCH_STATUS_LABELS } from '../batch-status.js';
import { AccountAmounts } from './account-amounts.js';
import { useAddBankAccount, useAddMandate, useRetireMandate } from '../hooks/use-bank-account-writes.js';

type BankAccount = AccountBankAccountsQuery['accountBankAccounts'][number];

function AddBankAccount({ accountId }: { accountId: string }) {
  const add = useAddBankAccount();
  const form = useRecordForm({
    initialValues: { holder: '', iban: '', bic: '' },
    rules: { holder: [required], iban: [required] },
    onSubmit: async (values) => {
      await add.mutateAsync({ input: { account: accountId, ...values } });
      form.setValues({ holder: '', iban: '', bic: '' });
      toastSuccess('Bank account added');
    },
  });
  return (
    <RecordForm form={form} submitLabel="Add bank account">
      <TextInput label="Account holder" required {...form.inputProps('holder')} />
      <TextInput label="IBAN" required {...form.inputProps('iban')} />
      <TextInput label="BIC (optional)" {...form.inputProps('bic')} />
    </RecordForm>
  );
}

function AddMandate({ bankAccounts }: { bankAccounts: BankAccount[] }) {
  const add = useAddMandate();
  const form = useRecordForm({
    initialValues: { bankAccount: bankAccounts[0]?.id ?? '', reference: '', signatureDate: '' },
    rules: { bankAccount: [required], reference: [required], signatureDate: [required] },
    onSubmit: async (values) => {
      await add.mutateAsync({ input: values });
      form.setValues({ ...values, reference: '', signatureDate: '' });
      toastSuccess('Mandate added');
    },
  });
  return (
    <RecordForm form={form} submitLabel="Add mandate">
      <NativeSelect label="Bank account" data={bankAccounts.map((b) => ({ value: b.id, label: `${b.iban} (${b.holder})` }))} {...form.inputProps('bankAccount')} />
      <TextInput label="Mandate reference" description="At most 35 letters, digits, spaces and / - ? : ( ) . , ' +" required {...form.inputProps('reference')} />
      <TextInput label="Signature date" type="date" required {...form.inputProps('signatureDate')} />
    </RecordForm>
  );
}

function Collections({ accountId }: { accountId: string }) {
  const format = useClubFormats();
  const { data } = useGraphQLQuery(AccountDirectDebitCollectionsDocument, { account: accountId });
  const collections = data?.accountDirectDebitCollections.edges.map((e) => e.node) ?? [];
  if (collections.length === 0) return <Text>Nothing was collected by direct debit yet.</Text>;
  return (
    <List>
      {collections.map((c) => (
        <List.Item key={c.id}>
          {format.date(c.collectionDate)}: invoice {c.endToEndId}, {c.amountDisplay} ({BATCH_STATUS_LABELS[c.batchStatus]})
          {c.returns.map((r) => ` · returned: ${r.reasonCode} ${r.reason}`).join('')}
        </List.Item>
      ))}
    </List>
  );
}

/** The account's bank accounts and mandates (one in force at a time), its category amounts, what direct debit collected, and the forms to add them. */
export function AccountBankTab({ accountId, mayEdit, seesCollections }: { accountId: string; mayEdit: boolean; seesCollections: boolean }) {
  const format = useClubFormats();
  const { data, isPending, error } = useGraphQLQuery(AccountBankAccountsDocument, { account: accountId });
  const retire = useRetireMandate();
  const bankAccounts = data?.accountBankAccounts ?? [];
  const inForce = bankAccounts.some((b) => b.mandates.some((m) => !m.retiredAt));
  if (error) return <Text c="red">Error loading bank accounts :(</Text>;
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        Bank accounts and mandates
      </Title>
      {!isPending && bankAccounts.length === 0 && <Text>No bank account yet.</Text>}
      {bankAccounts.map((bank) => (
        <Box key={bank.id}>
          <Text fw={600}>
            {bank.iban}
            {bank.bic ? ` · ${bank.bic}` : ''} · {bank.holder}
          </Text>
          <List size="sm">
            {bank.mandates.length === 0 && <List.Item>No mandate on this account.</List.Item>}
            {bank.mandates.map((m) => (
              <List.Item key={m.id}>
                Mandate {m.reference}, signed {format.date(m.signatureDate)}: {m.retiredAt ? `retired (${m.retiredReason})` : 'in force'}
                {!m.retiredAt && mayEdit && (
                  // The reference is in the name, not the label: a 35-character reference would not fit a phone's width.
                  <Button
                    ml="sm"
                    variant="light"
                    color="red"
                    aria-label={`Retire mandate ${m.reference}`}
                    loading={retire.isPending}
                    onClick={() => retire.mutate({ input: { mandate: m.id, reason: 'Retired by staff' } })}
                  >
                    Retire mandate
                  </Button>
                )}
              </List.Item>
            ))}
          </List>
        </Box>
      ))}
      {mayEdit && (
        <Box maw={720}>
          <AddBankAccount accountId={accountId} />
        </Box>
      )}
      {mayEdit && bankAccounts.length > 0 && !inForce && (
        <Box maw={720}>
          <AddMandate key={bankAccounts.map((b) => b.id).join()} bankAccounts={bankAccounts} />
        </Box>
      )}
      <AccountAmounts accountId={accountId} mayEdit={mayEdit} />
      {seesCollections && (
        <>
          <Title order={2} size="h4">
            Direct debit collections
          </Title>
          <Collections accountId={accountId} />
        </>
      )}
    </Stack>
  );
}
