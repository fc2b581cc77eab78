import { Button, Group, Text } from '@mantine/core';
import type { Permission } from '@kiai/shared';
import { useNavigate, useParams } from 'react-router';
import { DetailLayout } from '../../../components/backoffice/detail-layout.js';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { BackofficeAccountSubscriptionDocument } from '../../../features/subscriptions/account-subscriptions.generated.js';
import { SubscriptionBlocksTab } from '../../../features/subscriptions/components/subscription-blocks-tab.js';
import { SubscriptionCreditsTab, SubscriptionInvoicesTab } from '../../../features/subscriptions/components/subscription-history-tabs.js';
import { SubscriptionPausesTab } from '../../../features/subscriptions/components/subscription-pauses-tab.js';
import { SubscriptionStatusBadge } from '../../../features/subscriptions/components/subscription-status-badge.js';
import { SubscriptionStopForm } from '../../../features/subscriptions/components/subscription-stop-form.js';
import { useDeleteAccountSubscription } from '../../../features/subscriptions/use-subscription-writes.js';
import { hasStaffPermission } from '../../../features/session/staff-access.js';
import { useCurrentUser } from '../../../features/session/use-current-user.js';
import { toastSuccess } from '../../../lib/toast.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

/**
 * /backoffice/relations/accounts/{id}/subscriptions/{subscriptionId}: one subscription with its status, and tabs for
 * its pauses, blocks, credits and invoices; staff who may change it stop it, and delete it while nothing points at it.
 */
function AccountSubscription() {
  const { id = '', subscriptionId = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const may = (permission: Permission) => user !== null && hasStaffPermission(user, permission);
  const { data, isPending, error } = useGraphQLQuery(BackofficeAccountSubscriptionDocument, { id: subscriptionId });
  const remove = useDeleteAccountSubscription();
  const subscription = data?.node?.__typename === 'AccountSubscriptionNode' ? data.node : null;
  const notFound = !isPending && !error && !subscription ? new Error('This subscription could not be found.') : null;
  const accountPage = `/backoffice/relations/accounts/${encodeURIComponent(id)}?tab=subscriptions`;
  const mayChange = may('accounts.subscriptions.edit');
  const deletable = subscription !== null && subscription.credits.length === 0 && subscription.bookings.length === 0 && subscription.invoiceLines.length === 0;
  return (
    <DetailLayout
      title={subscription ? subscription.organizationSubscription.name : 'Subscription'}
      back={{ to: accountPage, label: 'Account' }}
      label="subscription"
      loading={isPending}
      error={error ?? notFound}
      summary={
        subscription && (
          <Group gap="sm">
            <SubscriptionStatusBadge status={subscription.status} />
            <Text size="sm">
              From {subscription.dateStart}
              {subscription.dateEnd ? ` until ${subscription.dateEnd}` : ', running on'}
            </Text>
            {subscription.stopReason && <Text size="sm">Stopped: {subscription.stopReason}</Text>}
            {subscription.note && <Text size="sm">{subscription.note}</Text>}
          </Group>
        )
      }
      actions={
        subscription &&
        mayChange &&
        deletable && (
          <Button
            color="red.8"
            variant="outline"
            loading={remove.isPending}
            onClick={async () => {
              await remove.mutateAsync({ input: { id: subscription.id } });
              toastSuccess('Subscription deleted');
              void navigate(accountPage);
            }}
          >
            Delete
          </Button>
        )
      }
      tabs={
        subscription
          ? [
              { value: 'pauses', label: 'Pauses', content: <SubscriptionPausesTab subscription={subscription} mayChange={mayChange} /> },
              { value: 'blocks', label: 'Blocks', content: <SubscriptionBlocksTab subscription={subscription} mayChange={mayChange} /> },
              { value: 'credits', label: 'Credits', content: <SubscriptionCreditsTab subscription={subscription} /> },
              { value: 'invoices', label: 'Invoices', content: <SubscriptionInvoicesTab subscription={subscription} mayOpen={may('finance.invoices.read')} /> },
              ...(mayChange ? [{ value: 'stop', label: 'Stop', content: <SubscriptionStopForm subscription={subscription} /> }] : []),
            ]
          : []
      }
    />
  );
}

export default function AccountSubscriptionPage() {
  return (
    <RequirePermission permission="accounts.subscriptions.view">
      <AccountSubscription />
    </RequirePermission>
  );
}
