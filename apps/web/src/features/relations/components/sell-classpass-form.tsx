import { NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { required } from '@kiai/shared';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { WithClubToday } from '../../../components/backoffice/with-club-today.js';
import { toastSuccess } from '../../../lib/toast.js';
import { useClasspassesForSale } from '../../attendance/hooks/use-classpasses-for-sale.js';
import { useSellAccountClasspass } from '../use-account-writes.js';
import { FinanceDeskPaymentMethodsDocument } from '../../finance/invoice-editor.generated.js';
import { hasStaffPermission } from '../../session/staff-access.js';
import { useCurrentUser } from '../../session/use-current-user.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

function SellForm({ accountId, today, takesMoney }: { accountId: string; today: string; takesMoney: boolean }) {
  const { options, isPending } = useClasspassesForSale();
  const desk = useGraphQLQuery(FinanceDeskPaymentMethodsDocument, takesMoney ? {} : null).data?.financeDeskPaymentMethods ?? [];
  const sell = useSellAccountClasspass();
  const initial = { organizationClasspass: '', dateStart: today, paidWith: '' };
  const form = useRecordForm({
    initialValues: initial,
    rules: { organizationClasspass: [required], dateStart: [required] },
    onSubmit: async ({ paidWith, ...values }) => {
      const sold = await sell.mutateAsync({ input: { account: accountId, ...values, paidWith: paidWith || null } });
      const order = sold.sellAccountClasspass.financeOrder;
      const method = desk.find((m) => m.id === paidWith)?.name;
      toastSuccess(`Class pass sold${order ? ` (order ${order.orderNumber})` : ''}; ${method ? `paid: ${method.toLowerCase()}` : 'the invoice is open for payment at the desk'}`);
      form.setValues(initial);
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
      {takesMoney && (
        <NativeSelect
          label="Paid"
          data={[{ value: '', label: 'Not yet: the invoice stays open' }, ...desk.map((method) => ({ value: method.id, label: `Now: ${method.name.toLowerCase()}` }))]}
          {...form.inputProps('paidWith')}
        />
      )}
      <Text size="sm">The order is delivered at once; the member pays its invoice at the desk, or has paid now.</Text>
    </RecordForm>
  );
}

/**
 * Staff who may grant passes sell one by hand: a product and its first day (the club's today by default); the desk
 * (finance.payments.desk) may take the money on the spot, in cash or by card, or leave the invoice open.
 */
export function SellClasspassForm({ accountId }: { accountId: string }) {
  const { user } = useCurrentUser();
  const takesMoney = user !== null && hasStaffPermission(user, 'finance.payments.desk');
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Sell a class pass
      </Title>
      <WithClubToday>{(today) => <SellForm accountId={accountId} today={today} takesMoney={takesMoney} />}</WithClubToday>
    </Stack>
  );
}
