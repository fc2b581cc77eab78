import { Stack, Text, TextInput, Title } from '@mantine/core';
import { required } from '@kiai/shared';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { toastSuccess } from '../../../lib/toast.js';
import { useStopAccountSubscription } from '../use-subscription-writes.js';

/**
 * Staff stop a subscription on a last day: before the earliest end a member could choose (the minimum duration and
 * notice) only with a reason. Bookings after it are cancelled with their credits returned; invoiced days after it are
 * credited.
 */
export function SubscriptionStopForm({ subscription }: { subscription: { id: string; dateEnd?: string | null; earliestMemberEnd: string } }) {
  const stop = useStopAccountSubscription();
  const form = useRecordForm({
    initialValues: { dateEnd: subscription.dateEnd ?? subscription.earliestMemberEnd, reason: '' },
    rules: { dateEnd: [required] },
    onSubmit: async (values) => {
      await stop.mutateAsync({ input: { id: subscription.id, ...values } });
      toastSuccess(`Subscription stopped: its last day is ${values.dateEnd}`);
    },
  });
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Stop the subscription
      </Title>
      <Text size="sm">The earliest end the member could choose is {subscription.earliestMemberEnd}; an earlier stop needs a reason.</Text>
      <RecordForm form={form} submitLabel="Stop subscription">
        <TextInput label="Last day" type="date" required {...form.inputProps('dateEnd')} />
        <TextInput label="Reason" {...form.inputProps('reason')} />
      </RecordForm>
    </Stack>
  );
}
