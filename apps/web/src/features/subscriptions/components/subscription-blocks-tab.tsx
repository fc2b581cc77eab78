import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { required } from '@kiai/shared';
import { DataTable, type DataTableColumn } from '../../../components/backoffice/data-table.js';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { WithClubToday } from '../../../components/backoffice/with-club-today.js';
import { toastSuccess } from '../../../lib/toast.js';
import type { SubscriptionDetail } from '../subscription-detail.js';
import { useCreateSubscriptionBlock, useLiftSubscriptionBlock } from '../use-subscription-writes.js';

type Subscription = SubscriptionDetail;
type Block = Subscription['blocks'][number];

function BlockForm({ subscriptionId, today }: { subscriptionId: string; today: string }) {
  const block = useCreateSubscriptionBlock();
  const initial = { dateStart: today, dateEnd: '', reason: '' };
  const form = useRecordForm({
    initialValues: initial,
    rules: { dateStart: [required] },
    onSubmit: async ({ dateEnd, ...values }) => {
      await block.mutateAsync({ input: { accountSubscription: subscriptionId, ...values, dateEnd: dateEnd || null } });
      toastSuccess('Subscription blocked');
      form.setValues(initial);
    },
  });
  return (
    <RecordForm form={form} submitLabel="Block">
      <TextInput label="First day" type="date" required {...form.inputProps('dateStart')} />
      <TextInput label="Last day" type="date" description="Leave empty to block until lifted." {...form.inputProps('dateEnd')} />
      <TextInput label="Reason" {...form.inputProps('reason')} />
      <Text size="sm">A block stops booking and check-in only; the subscription is still invoiced.</Text>
    </RecordForm>
  );
}

/** The subscription's blocks, with adding one and lifting one that still applies (from today it no longer does). */
export function SubscriptionBlocksTab({ subscription, mayChange }: { subscription: Subscription; mayChange: boolean }) {
  const list = useListParams('blocks');
  const lift = useLiftSubscriptionBlock();
  return (
    <WithClubToday>
      {(today) => {
        const columns: DataTableColumn<Block>[] = [
          { key: 'start', header: 'First day', cell: (b) => b.dateStart },
          { key: 'end', header: 'Last day', cell: (b) => b.dateEnd ?? 'Until lifted' },
          { key: 'reason', header: 'Reason', cell: (b) => b.reason || '—' },
          ...(mayChange
            ? [
                {
                  key: 'actions',
                  header: 'Actions',
                  cell: (b: Block) =>
                    (b.dateEnd === null || b.dateEnd >= today) && (
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Lift the block from ${b.dateStart}`}
                        loading={lift.isPending}
                        onClick={async () => {
                          await lift.mutateAsync({ input: { id: b.id } });
                          toastSuccess('Block lifted');
                        }}
                      >
                        Lift
                      </Button>
                    ),
                },
              ]
            : []),
        ];
        return (
          <Stack gap="lg">
            <DataTable label="blocks" list={list} columns={columns} rows={subscription.blocks} rowKey={(b) => b.id} loading={false} error={null} pageInfo={undefined} empty={<Text>No blocks.</Text>} />
            {mayChange && (
              <Stack gap="xs">
                <Title order={2} size="h4">
                  Block the subscription
                </Title>
                <BlockForm subscriptionId={subscription.id} today={today} />
              </Stack>
            )}
          </Stack>
        );
      }}
    </WithClubToday>
  );
}
