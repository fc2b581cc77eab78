import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/backoffice/data-table.js';
import { FilterSelect } from '../../../components/backoffice/filter-select.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { PageTitle } from '../../../components/page-title.js';
import { QuoteStatusBadge } from '../../../features/finance/components/status-badge.js';
import { FinanceQuotesDocument, type FinanceQuoteRowFragment } from '../../../features/finance/quotes.generated.js';
import { QUOTE_STATUSES, statusOptions } from '../../../features/finance/statuses.js';
import type { FinanceQuoteStatus } from '../../../graphql-types.generated.js';
import { useClubFormats, type ClubFormatters } from '../../../lib/use-club-formats.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { hasStaffPermission } from '../../../features/session/staff-access.js';
import { useCurrentUser } from '../../../features/session/use-current-user.js';

const columns = (format: ClubFormatters): DataTableColumn<FinanceQuoteRowFragment>[] => [
  { key: 'quoteNumber', header: 'Quote', cell: (q) => q.quoteNumber ?? 'Draft' },
  { key: 'account', header: 'Customer', cell: (q) => q.relationsBusiness?.name ?? q.account?.fullName ?? '' },
  { key: 'status', header: 'Status', cell: (q) => <QuoteStatusBadge status={q.status} expired={q.expired} /> },
  { key: 'dateCreated', header: 'Date', cell: (q) => format.date(q.dateCreated) },
  { key: 'dateExpire', header: 'Valid until', cell: (q) => format.date(q.dateExpire) },
  { key: 'total', header: 'Total', cell: (q) => q.totalDisplay },
];

const isQuoteStatus = (value: string | null): value is FinanceQuoteStatus => value !== null && value in QUOTE_STATUSES;

/** /backoffice/finance/quotes: the club's quotes, newest first, by status. */
export default function FinanceQuotes() {
  const list = useListParams();
  const { user } = useCurrentUser();
  const canEdit = user !== null && hasStaffPermission(user, 'finance.quotes.edit');
  const format = useClubFormats();
  const status = list.filter('status');
  const { data, isPending, error } = useGraphQLQuery(FinanceQuotesDocument, { ...list.window, status: isQuoteStatus(status) ? status : null });
  return (
    <Stack gap="md">
      <PageTitle>Quotes</PageTitle>
      <Group justify="space-between" align="flex-end">
        <FilterSelect list={list} name="status" label="Status" allLabel="All statuses" options={statusOptions(QUOTE_STATUSES)} />
        {canEdit && (
          <Button component={Link} to="/backoffice/finance/quotes/new">
            Add quote
          </Button>
        )}
      </Group>
      <DataTable
        label="quotes"
        list={list}
        columns={columns(format)}
        rows={data?.financeQuotes.edges.map((edge) => edge.node)}
        rowKey={(q) => q.id}
        rowHref={(q) => `/backoffice/finance/quotes/${encodeURIComponent(q.id)}`}
        loading={isPending}
        error={error}
        pageInfo={data?.financeQuotes.pageInfo}
        empty={<Text>No quotes{status ? ' with this status' : ''} yet.</Text>}
      />
    </Stack>
  );
}
