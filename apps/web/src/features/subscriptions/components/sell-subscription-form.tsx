import { NativeSelect, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { required } from '@kiai/shared';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { WithClubToday } from '../../../components/backoffice/with-club-today.js';
import { toastSuccess } from '../../../lib/toast.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { AccountSubscriptionSaleOptionsDocument } from '../account-subscriptions.generated.js';
import { useCreateAccountSubscription } from '../use-subscription-writes.js';

function SellForm({ accountId, today }: { accountId: string; today: string }) {
  const { data, isPending } = useGraphQLQuery(AccountSubscriptionSaleOptionsDocument, { account: accountId });
  const options = data?.accountSubscriptionSaleOptions;
  const sell = useCreateAccountSubscription();
  const initial = { organizationSubscription: '', dateStart: today, financePaymentMethod: '', directDebitMandate: '', note: '' };
  const form = useRecordForm({
    initialValues: initial,
    rules: { organizationSubscription: [required], dateStart: [required] },
    onSubmit: async ({ financePaymentMethod, directDebitMandate, ...values }) => {
      await sell.mutateAsync({ input: { account: accountId, ...values, financePaymentMethod: financePaymentMethod || null, directDebitMandate: directDebitMandate || null } });
      toastSuccess('Subscription sold');
      form.setValues(initial);
    },
  });
  const product = options?.products.find((p) => p.id === form.values.organizationSubscription);
  const loading = isPending ? 'Loading Data...' : null;
  return (
    <RecordForm form={form} submitLabel="Sell subscription">
      <NativeSelect
        label="Subscription"
        required
        data={[{ value: '', label: loading ?? 'Choose a subscription' }, ...(options?.products ?? []).map((p) => ({ value: p.id, label: p.name }))]}
        {...form.inputProps('organizationSubscription')}
      />
      <TextInput
        label="Start date"
        type="date"
        required
        description={product?.firstPriceDate ? `It can start from ${product.firstPriceDate}, the first day it has a price.` : undefined}
        {...form.inputProps('dateStart')}
      />
      <NativeSelect
        label="Payment method"
        data={[{ value: '', label: loading ?? 'Not said' }, ...(options?.paymentMethods ?? []).map((m) => ({ value: m.id, label: m.name }))]}
        {...form.inputProps('financePaymentMethod')}
      />
      <NativeSelect
        label="Mandate"
        description="For direct debit: the account's mandate in force (Bank account tab)."
        data={[{ value: '', label: options && options.mandates.length === 0 ? 'No mandate in force' : 'None' }, ...(options?.mandates ?? []).map((m) => ({ value: m.id, label: m.reference }))]}
        {...form.inputProps('directDebitMandate')}
      />
      <Textarea label="Note" autosize minRows={2} {...form.inputProps('note')} />
    </RecordForm>
  );
}

/** Staff sell an account a subscription: product, first day (the club's today by default), how it is paid, a note. */
export function SellSubscriptionForm({ accountId }: { accountId: string }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Sell a subscription
      </Title>
      <WithClubToday>{(today) => <SellForm accountId={accountId} today={today} />}</WithClubToday>
    </Stack>
  );
}
