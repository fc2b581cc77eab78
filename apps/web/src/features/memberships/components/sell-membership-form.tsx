import { NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { MAX_PAGE_SIZE, required } from '@kiai/shared';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { WithClubToday } from '../../../components/backoffice/with-club-today.js';
import { toastSuccess } from '../../../lib/toast.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { MembershipsForSaleDocument } from '../memberships.generated.js';
import { useSellAccountMembership } from '../use-membership-writes.js';

function SellForm({ accountId, today }: { accountId: string; today: string }) {
  const products = useGraphQLQuery(MembershipsForSaleDocument, { first: MAX_PAGE_SIZE });
  const options = (products.data?.organizationMemberships.edges ?? []).map(({ node }) => ({
    value: node.id,
    label: `${node.name} (${node.priceDisplay}, ${node.validity} ${node.validityUnitDisplay.toLowerCase()})`,
  }));
  const sell = useSellAccountMembership();
  const initial = { organizationMembership: '', dateStart: today };
  const form = useRecordForm({
    initialValues: initial,
    rules: { organizationMembership: [required], dateStart: [required] },
    onSubmit: async (values) => {
      const sold = await sell.mutateAsync({ input: { account: accountId, ...values } });
      const invoice = sold.sellAccountMembership.financeInvoice;
      toastSuccess(`Membership sold${invoice?.invoiceNumber ? `; invoice ${invoice.invoiceNumber} issued` : ''}`);
      form.setValues(initial);
    },
  });
  return (
    <RecordForm form={form} submitLabel="Sell membership">
      <NativeSelect
        label="Membership"
        required
        data={[{ value: '', label: products.isPending ? 'Loading Data...' : 'Choose a membership' }, ...options]}
        {...form.inputProps('organizationMembership')}
      />
      <TextInput label="Start date" type="date" required {...form.inputProps('dateStart')} />
      <Text size="sm">The membership runs for its validity from the start date; its invoice is issued at once.</Text>
    </RecordForm>
  );
}

/** Staff who may sell memberships choose a product and its first day (the club's today by default). */
export function SellMembershipForm({ accountId }: { accountId: string }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Sell a membership
      </Title>
      <WithClubToday>{(today) => <SellForm accountId={accountId} today={today} />}</WithClubToday>
    </Stack>
  );
}
