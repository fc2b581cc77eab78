import { NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { decimal, required } from '@kiai/shared';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { WithClubToday } from '../../../components/backoffice/with-club-today.js';
import { toastSuccess } from '../../../lib/toast.js';
import { useGraphQLMutation } from '../../../lib/use-graphql-mutation.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { FinancePaymentMethodListDocument } from '../finance-setup.generated.js';
import { RecordFinanceInvoicePaymentDocument } from '../invoice-editor.generated.js';

function PaymentForm({ invoiceId, balance, today }: { invoiceId: string; balance: string; today: string }) {
  const methods = useGraphQLQuery(FinancePaymentMethodListDocument, {}).data;
  // A credit note settles an invoice when it is issued, never as a payment typed in.
  const options = methods?.financePaymentMethods.edges.filter(({ node }) => node.code !== 'CREDIT_NOTE').map(({ node }) => ({ value: node.id, label: node.name })) ?? [];
  const record = useGraphQLMutation(RecordFinanceInvoicePaymentDocument, { invalidates: 'all' });
  const initial = { amount: balance, date: today, paymentMethod: '', reference: '' };
  const form = useRecordForm({
    initialValues: initial,
    rules: { amount: [required, decimal], date: [required], paymentMethod: [required] },
    onSubmit: async (values) => {
      const { recordFinanceInvoicePayment } = await record.mutateAsync({ input: { invoice: invoiceId, ...values } });
      toastSuccess(recordFinanceInvoicePayment.recorded ? 'Payment recorded' : 'This payment was recorded before: nothing changed');
      form.setValues({ ...initial, amount: '' });
    },
  });
  return (
    <RecordForm form={form} submitLabel="Record payment">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label="Amount" inputMode="decimal" required description="Negative for a refund" {...form.inputProps('amount')} />
        <TextInput label="Date" type="date" required description="The day the money moved" {...form.inputProps('date')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NativeSelect label="Payment method" required data={[{ value: '', label: 'Choose a method' }, ...options]} {...form.inputProps('paymentMethod')} />
        <TextInput label="Reference" description="The receipt or transfer, recorded once per method" {...form.inputProps('reference')} />
      </SimpleGrid>
    </RecordForm>
  );
}

/** Staff with finance.payments.record record a payment or a refund on an issued invoice (the open balance by default). */
export function RecordPaymentForm({ invoiceId, balance }: { invoiceId: string; balance: string }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Record a payment
      </Title>
      <WithClubToday>{(today) => <PaymentForm invoiceId={invoiceId} balance={balance} today={today} />}</WithClubToday>
    </Stack>
  );
}
