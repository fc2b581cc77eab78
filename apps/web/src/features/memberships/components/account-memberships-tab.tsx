import { Anchor, Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/backoffice/data-table.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { toastDanger, toastSuccess } from '../../../lib/toast.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { BackofficeAccountMembershipsDocument, type BackofficeAccountMembershipsQuery } from '../memberships.generated.js';
import { useDeleteAccountMembership } from '../use-membership-writes.js';
import { MembershipStatusBadge } from './membership-status-badge.js';
import { SellMembershipForm } from './sell-membership-form.js';

type Membership = BackofficeAccountMembershipsQuery['accountMemberships']['edges'][number]['node'];

/** Deletable while nothing issued bills it (the server decides; an issued invoice is credited instead). */
const deletable = (m: Membership) => m.financeInvoice === null || m.financeInvoice.status === 'DRAFT' || m.financeInvoice.status === 'CANCELLED';

/** The account's memberships with their status and invoice, latest start first; staff who may sell sell one and delete an uninvoiced one. */
export function AccountMembershipsTab({ accountId, maySell }: { accountId: string; maySell: boolean }) {
  const list = useListParams('memberships');
  const { data, isPending, error } = useGraphQLQuery(BackofficeAccountMembershipsDocument, { account: accountId, ...list.window });
  const remove = useDeleteAccountMembership();
  const confirmDelete = (m: Membership) =>
    modals.openConfirmModal({
      title: 'Delete this membership?',
      children: `${m.organizationMembership.name} from ${m.dateStart} to ${m.dateEnd} is removed from the account.`,
      labels: { confirm: 'Delete', cancel: 'Go back' },
      confirmProps: { color: 'red.8' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () =>
        remove.mutateAsync({ input: { id: m.id } }).then(
          () => toastSuccess('Membership deleted'),
          (e: Error) => toastDanger(e.message),
        ),
    });
  const columns: DataTableColumn<Membership>[] = [
    { key: 'membership', header: 'Membership', cell: (m) => m.organizationMembership.name },
    { key: 'start', header: 'Start', cell: (m) => m.dateStart },
    { key: 'end', header: 'End', cell: (m) => m.dateEnd },
    { key: 'status', header: 'Status', cell: (m) => <MembershipStatusBadge status={m.status} /> },
    {
      key: 'invoice',
      header: 'Invoice',
      cell: (m) =>
        m.financeInvoice ? (
          <Anchor component={Link} to={`/backoffice/finance/invoices/${encodeURIComponent(m.financeInvoice.id)}`}>
            {m.financeInvoice.invoiceNumber ?? 'Draft'}
          </Anchor>
        ) : (
          '–'
        ),
    },
    ...(maySell
      ? [
          {
            key: 'actions',
            header: 'Actions',
            cell: (m: Membership) =>
              deletable(m) && (
                <Button size="xs" color="red.8" variant="outline" onClick={() => confirmDelete(m)} aria-label={`Delete ${m.organizationMembership.name} from ${m.dateStart}`}>
                  Delete
                </Button>
              ),
          },
        ]
      : []),
  ];
  return (
    <Stack gap="lg">
      <DataTable
        label="memberships"
        list={list}
        columns={columns}
        rows={data?.accountMemberships.edges.map((edge) => edge.node)}
        rowKey={(m) => m.id}
        loading={isPending}
        error={error}
        pageInfo={data?.accountMemberships.pageInfo}
        empty={<Text>No memberships yet.</Text>}
      />
      {maySell && <SellMembershipForm accountId={accountId} />}
    </Stack>
  );
}
