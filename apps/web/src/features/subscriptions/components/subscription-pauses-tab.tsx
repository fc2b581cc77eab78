import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { required } from '@kiai/shared';
import { DataTable, type DataTableColumn } from '../../../components/backoffice/data-table.js';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { toastSuccess } from '../../../lib/toast.js';
import type { SubscriptionDetail } from '../subscription-detail.js';
import { useCreateSubscriptionPause, useDeleteSubscriptionPause } from '../use-subscription-writes.js';

type Subscription = SubscriptionDetail;
type Pause = Subscription['pauses'][number];

function PauseForm({ subscriptionId }: { subscriptionId: string }) {
  const pause = useCreateSubscriptionPause();
  const initial = { dateStart: '', dateEnd: '', reason: '' };
  const form = useRecordForm({
    initialValues: initial,
    rules: { dateStart: [required], dateEnd: [required] },
    onSubmit: async (values) => {
      await pause.mutateAsync({ input: { accountSubscription: subscriptionId, ...values } });
      toastSuccess('Subscription paused; bookings inside the pause are cancelled');
      form.setValues(initial);
    },
  });
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Pause the subscription
      </Title>
      <RecordForm form={form} submitLabel="Pause">
        <TextInput label="First day" type="date" required {...form.inputProps('dateStart')} />
        <TextInput label="Last day" type="date" required {...form.inputProps('dateEnd')} />
        <TextInput label="Reason" {...form.inputProps('reason')} />
        <Text size="sm">Booked classes inside the pause are cancelled and their credits return; paused days of a month already invoiced are credited.</Text>
      </RecordForm>
    </Stack>
  );
}

/** The subscription's pauses, with adding one and deleting one (its credit note, if any, stays). */
export function SubscriptionPausesTab({ subscription, mayChange }: { subscription: Subscription; mayChange: boolean }) {
  const list = useListParams('pauses');
  const remove = useDeleteSubscriptionPause();
  const columns: DataTableColumn<Pause>[] = [
    { key: 'start', header: 'First day', cell: (p) => p.dateStart },
    { key: 'end', header: 'Last day', cell: (p) => p.dateEnd },
    { key: 'reason', header: 'Reason', cell: (p) => p.reason || (p.clubClosure ? 'Club closure' : '—') },
    ...(mayChange
      ? [
          {
            key: 'actions',
            header: 'Actions',
            cell: (p: Pause) => (
              <Button
                size="xs"
                variant="default"
                aria-label={`Delete the pause from ${p.dateStart}`}
                loading={remove.isPending}
                onClick={async () => {
                  await remove.mutateAsync({ input: { id: p.id } });
                  toastSuccess('Pause deleted');
                }}
              >
                Delete
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Stack gap="lg">
      <DataTable label="pauses" list={list} columns={columns} rows={subscription.pauses} rowKey={(p) => p.id} loading={false} error={null} pageInfo={undefined} empty={<Text>No pauses.</Text>} />
      {mayChange && subscription.status !== 'STOPPED' && <PauseForm subscriptionId={subscription.id} />}
    </Stack>
  );
}
