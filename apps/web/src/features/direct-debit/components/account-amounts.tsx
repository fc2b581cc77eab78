import '@mantine/core/styles/List.css';
import { Box, Button, List, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { aboveZero, decimal, required } from '@kiai/shared';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { toastDanger, toastSuccess } from '../../../lib/toast.js';
import { useGraphQLMutation } from '../../../lib/use-graphql-mutation.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import {
  AccountDirectDebitAmountsDocument,
  AddDirectDebitAccountAmountDocument,
  DirectDebitCategoryListDocument,
  RemoveDirectDebitAccountAmountDocument,
  type AccountDirectDebitAmountsQuery,
} from '../batch-categories.generated.js';

type Amount = AccountDirectDebitAmountsQuery['accountDirectDebitAmounts']['edges'][number]['node'];

const PERIODS = [
  { value: 'once', label: 'One month' },
  { value: 'recurring', label: 'Every month' },
];

const periodText = (a: Amount) => (!a.recurring ? a.firstMonth : a.lastMonth ? `every month from ${a.firstMonth} until ${a.lastMonth}` : `every month from ${a.firstMonth}`);

function AddAmount({ accountId }: { accountId: string }) {
  const { data } = useGraphQLQuery(DirectDebitCategoryListDocument, { first: 100 });
  const add = useGraphQLMutation(AddDirectDebitAccountAmountDocument, { invalidates: [AccountDirectDebitAmountsDocument] });
  const categories = data?.directDebitCategories.edges.map((e) => e.node) ?? [];
  const empty = { category: '', amount: '', description: '', period: 'once', firstMonth: '', lastMonth: '' };
  const form = useRecordForm({
    initialValues: empty,
    rules: { category: [required], amount: [required, decimal, aboveZero], firstMonth: [required] },
    onSubmit: async ({ period, ...values }) => {
      await add.mutateAsync({ input: { account: accountId, ...values, recurring: period === 'recurring' } });
      form.setValues(empty);
      toastSuccess('Amount added');
    },
  });
  if (data && categories.length === 0) return <Text size="sm">Add a batch category under Finance → Batch categories first.</Text>;
  const recurring = form.values.period === 'recurring';
  return (
    <RecordForm form={form} submitLabel="Add amount">
      <NativeSelect label="Category" required data={[{ value: '', label: 'Choose a category' }, ...categories.map((c) => ({ value: c.id, label: c.name }))]} {...form.inputProps('category')} />
      <TextInput label="Amount" required inputMode="decimal" {...form.inputProps('amount')} />
      <TextInput label="Description" {...form.inputProps('description')} />
      <NativeSelect label="Collected" data={PERIODS} {...form.inputProps('period')} />
      <TextInput label={recurring ? 'First month' : 'Month'} type="month" placeholder="YYYY-MM" required {...form.inputProps('firstMonth')} />
      {recurring && <TextInput label="Last month (optional)" type="month" placeholder="YYYY-MM" {...form.inputProps('lastMonth')} />}
    </RecordForm>
  );
}

/** The amounts category batches collect from the account, and (for staff who keep mandates) the form to add one. */
export function AccountAmounts({ accountId, mayEdit }: { accountId: string; mayEdit: boolean }) {
  const { data, error } = useGraphQLQuery(AccountDirectDebitAmountsDocument, { account: accountId });
  const remove = useGraphQLMutation(RemoveDirectDebitAccountAmountDocument, {
    invalidates: [AccountDirectDebitAmountsDocument],
    onSuccess: () => toastSuccess('Amount removed'),
    onError: (e) => toastDanger(e.message),
  });
  const amounts = data?.accountDirectDebitAmounts.edges.map((e) => e.node) ?? [];
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Category amounts
      </Title>
      {error && <Text c="red">Error loading the amounts :(</Text>}
      {data && amounts.length === 0 && <Text>No amounts yet: category batches collect nothing from this account.</Text>}
      {amounts.length > 0 && (
        <List size="sm">
          {amounts.map((a) => (
            <List.Item key={a.id}>
              {a.categoryName}: {a.amountDisplay}, {periodText(a)}
              {a.description ? ` · ${a.description}` : ''}
              {mayEdit && (
                <Button ml="sm" variant="light" color="red" aria-label={`Remove the ${a.categoryName} amount`} loading={remove.isPending} onClick={() => remove.mutate({ id: a.id })}>
                  Remove
                </Button>
              )}
            </List.Item>
          ))}
        </List>
      )}
      {mayEdit && (
        <Box maw={720}>
          <AddAmount accountId={accountId} />
        </Box>
      )}
    </Stack>
  );
}
