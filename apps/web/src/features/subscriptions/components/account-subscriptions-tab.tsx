import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/backoffice/data-table.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { BackofficeAccountSubscriptionsDocument, type BackofficeAccountSubscriptionsQuery } from '../account-subscriptions.generated.js';
import { subscriptionPagePath } from '../subscription-page-path.js';
import { SavedCardsPanel } from './saved-cards-panel.js';
import { SellSubscriptionForm } from './sell-subscription-form.js';
import { SubscriptionStatusBadge } from './subscription-status-badge.js';

type Row = BackofficeAccountSubscriptionsQuery['accountSubscriptions']['edges'][number]['node'];

/**
 * The account's subscriptions with their status today and credits left, each opening its page; staff who may sell one
 * do so below. Staff who see invoices see the saved card and its monthly charges (and retire it with payments.edit).
 */
export function AccountSubscriptionsTab(props: { accountId: string; mayChange: boolean; mayViewCards: boolean; mayRetireCards: boolean }) {
  const { accountId, mayChange } = props;
  const list = useListParams('subscriptions');
  const { data, isPending, error } = useGraphQLQuery(BackofficeAccountSubscriptionsDocument, { account: accountId, ...list.window });
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'name',
      header: 'Subscription',
      cell: (s) => (
        <Anchor component={Link} to={subscriptionPagePath(accountId, s.id)}>
          {s.organizationSubscription.name}
        </Anchor>
      ),
    },
    { key: 'status', header: 'Status', cell: (s) => <SubscriptionStatusBadge status={s.status} /> },
    { key: 'start', header: 'Start', cell: (s) => s.dateStart },
    { key: 'end', header: 'End', cell: (s) => s.dateEnd ?? '—' },
    { key: 'credits', header: 'Credits', cell: (s) => (s.organizationSubscription.unlimited ? 'Unlimited' : String(s.creditTotal)) },
  ];
  return (
    <Stack gap="lg">
      <DataTable
        label="subscriptions"
        list={list}
        columns={columns}
        rows={data?.accountSubscriptions.edges.map((edge) => edge.node)}
        rowKey={(s) => s.id}
        loading={isPending}
        error={error}
        pageInfo={data?.accountSubscriptions.pageInfo}
        empty={<Text>No subscriptions yet.</Text>}
      />
      {props.mayViewCards && <SavedCardsPanel accountId={accountId} mayRetire={props.mayRetireCards} showCharges />}
      {mayChange && <SellSubscriptionForm accountId={accountId} />}
    </Stack>
  );
}
