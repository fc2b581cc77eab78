import { NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { required } from '@kiai/shared';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { WithClubToday } from '../../../components/backoffice/with-club-today.js';
import { toastSuccess } from '../../../lib/toast.js';
import { useClasspassesForSale } from '../../attendance/hooks/use-classpasses-for-sale.js';
import { useSellAccountClasspass } from '../use-account-writes.js';

function SellForm({ accountId, today }: { accountId: string; today: string }) {
  const { options, isPending } = useClasspassesForSale();
  const sell = useSellAccountClasspass();
  const form = useRecordForm({
    initialValues: { organizationClasspass: '', dateStart: today },
    rules: { organizationClasspass: [required], dateStart: [required] },
    onSubmit: async (values) => {
      const sold = await sell.mutateAsync({ input: { account: accountId, ...values } });
      const order = sold.sellAccountClasspass.financeOrder;
      toastSuccess(`Class pass sold${order ? ` (order ${order.orderNumber})` : ''}; the invoice is open for payment at the desk`);
      form.setValues({ organizationClasspass: '', dateStart: today });
    },
  });
  return (
    <RecordForm form={form} submitLabel="Sell class pass">
      <NativeSelect
        label="Class pass"
        required
        data={[{ value: '', label: isPending ? 'Loading Data...' : 'Choose a class pass' }, ...options]}
        {...form.inputProps('organizationClasspass')}
      />
      <TextInput label="Start date" type="date" required {...form.inputProps('dateStart')} />
      <Text size="sm">The order is delivered at once; the member pays its invoice at the desk.</Text>
    </RecordForm>
  );
}

/** Staff who may grant passes sell one by hand: a product and its first day (the club's today by default). */
export function SellClasspassForm({ accountId }: { accountId: string }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Sell a class pass
      </Title>
      <WithClubToday>{(today) => <SellForm accountId={accountId} today={today} />}</WithClubToday>
    </Stack>
  );
}
