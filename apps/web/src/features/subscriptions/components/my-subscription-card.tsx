import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { required } from '@kiai/shared';
import { useState } from 'react';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { toastSuccess } from '../../../lib/toast.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';
import type { MySubscriptionsQuery } from '../my-subscriptions.generated.js';
import { usePauseMySubscription, useStopMySubscription } from '../use-subscription-writes.js';
import { SubscriptionStatusBadge } from './subscription-status-badge.js';

type Subscription = MySubscriptionsQuery['accountSubscriptions']['edges'][number]['node'];
/** What the card shows below its facts: nothing, the pause form, the cancel flow's offer to pause instead, or the stop. */
type Step = 'none' | 'pause' | 'cancel' | 'stop';

function PauseForm({ subscription, onDone }: { subscription: Subscription; onDone: () => void }) {
  const pause = usePauseMySubscription();
  const form = useRecordForm({
    initialValues: { dateStart: '', dateEnd: '' },
    rules: { dateStart: [required], dateEnd: [required] },
    onSubmit: async (values) => {
      await pause.mutateAsync({ input: { accountSubscription: subscription.id, ...values } });
      toastSuccess('Your subscription is paused. Classes you booked in that period are cancelled and their credits returned.');
      onDone();
    },
  });
  return (
    <RecordForm form={form} submitLabel="Pause subscription">
      <TextInput label="First day of the pause" type="date" required {...form.inputProps('dateStart')} />
      <TextInput label="Last day of the pause" type="date" required {...form.inputProps('dateEnd')} />
      <Text size="sm">Paused days are not billed and earn no credits. Classes you booked in that period are cancelled.</Text>
    </RecordForm>
  );
}

function StopForm({ subscription, onDone }: { subscription: Subscription; onDone: () => void }) {
  const stop = useStopMySubscription();
  const format = useClubFormats();
  const form = useRecordForm({
    initialValues: { dateEnd: subscription.earliestMemberEnd },
    rules: { dateEnd: [required] },
    onSubmit: async (values) => {
      await stop.mutateAsync({ input: { accountSubscription: subscription.id, ...values } });
      toastSuccess(`Your subscription ends on ${format.date(values.dateEnd)}.`);
      onDone();
    },
  });
  return (
    <RecordForm form={form} submitLabel="Cancel subscription">
      <TextInput label="Last day" type="date" required min={subscription.earliestMemberEnd} description={`The earliest last day you can choose is ${format.date(subscription.earliestMemberEnd)}.`} {...form.inputProps('dateEnd')} />
    </RecordForm>
  );
}

/** One of the member's subscriptions: name, status, dates, credits and pauses; pausing it, and cancelling it after being offered a pause instead. */
export function MySubscriptionCard({ subscription }: { subscription: Subscription }) {
  const [step, setStep] = useState<Step>('none');
  const format = useClubFormats();
  const done = () => setStep('none');
  const running = subscription.status !== 'STOPPED';
  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Title order={2} size="h4">
            {subscription.organizationSubscription.name}
          </Title>
          <SubscriptionStatusBadge status={subscription.status} />
        </Group>
        <Text size="sm">Start: {format.date(subscription.dateStart)}</Text>
        <Text size="sm">End: {subscription.dateEnd === null ? 'Runs on' : format.date(subscription.dateEnd)}</Text>
        <Text size="sm">Credits: {subscription.organizationSubscription.unlimited ? 'Unlimited' : subscription.creditTotal}</Text>
        {subscription.pauses.length > 0 && (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              Pauses
            </Text>
            {subscription.pauses.map((p) => (
              <Text key={p.id} size="sm">
                {format.date(p.dateStart)} until {format.date(p.dateEnd)}
              </Text>
            ))}
          </Stack>
        )}
        {running && step === 'none' && (
          <Group gap="sm">
            <Button variant="default" onClick={() => setStep('pause')}>
              Pause
            </Button>
            {subscription.dateEnd === null && (
              <Button variant="default" onClick={() => setStep('cancel')}>
                Cancel subscription
              </Button>
            )}
          </Group>
        )}
        {step === 'pause' && <PauseForm subscription={subscription} onDone={done} />}
        {step === 'cancel' && (
          <Stack gap="xs">
            <Text>Need a break? You can pause your subscription instead of cancelling it.</Text>
            <Group gap="sm">
              <Button onClick={() => setStep('pause')}>Pause instead</Button>
              <Button variant="default" onClick={() => setStep('stop')}>
                Continue cancelling
              </Button>
              <Button variant="subtle" onClick={done}>
                Go back
              </Button>
            </Group>
          </Stack>
        )}
        {step === 'stop' && <StopForm subscription={subscription} onDone={done} />}
      </Stack>
    </Card>
  );
}
