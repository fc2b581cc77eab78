import { Group, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '../../../components/backoffice/data-table.js';
import { FilterSelect } from '../../../components/backoffice/filter-select.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { PageTitle } from '../../../components/page-title.js';
import { InvoiceStatusBadge } from '../../../features/finance/components/status-badge.js';
import { FinanceInvoicesDocument, type FinanceInvoiceRowFieldsFragment } from '../../../features/finance/invoices.generated.js';
import { INVOICE_STATUSES, statusOptions } from '../../../features/finance/statuses.js';
import type { FinanceInvoiceStatus } from '../../../graphql-types.generated.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { useClubFormats, type ClubFormatters } from '../../../lib/use-club-formats.js';

const columns = (format: ClubFormatters): DataTableColumn<FinanceInvoiceRowFieldsFragment>[] => [
  { key: 'invoiceNumber', header: 'Invoice', cell: (invoice) => invoice.invoiceNumber },
  { key: 'account', header: 'Customer', cell: (invoice) => invoice.account?.fullName ?? '' },
  { key: 'status', header: 'Status', cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
  { key: 'dateCreated', header: 'Date', cell: (invoice) => format.date(invoice.dateCreated) },
  { key: 'dateDue', header: 'Due', cell: (invoice) => format.date(invoice.dateDue) },
  { key: 'total', header: 'Total', cell: (invoice) => invoice.totalDisplay },
  { key: 'balance', header: 'Balance', cell: (invoice) => invoice.balanceDisplay },
];

const isInvoiceStatus = (value: string | null): value is FinanceInvoiceStatus => value !== null && value in INVOICE_STATUSES;

/** /backoffice/finance/invoices: the club's invoices, read only for now (the finance screens come later). */
function FinanceInvoices() {
  const list = useListParams();
  const format = useClubFormats();
  const status = list.filter('status');
  const { data, isPending, error } = useGraphQLQuery(FinanceInvoicesDocument, { ...list.window, status: isInvoiceStatus(status) ? status : null });
  return (
    <Stack gap="md">
      <PageTitle>Invoices</PageTitle>
      <Group>
        <FilterSelect list={list} name="status" label="Status" allLabel="All statuses" options={statusOptions(INVOICE_STATUSES)} />
      </Group>
      <DataTable
        label="invoices"
        list={list}
        columns={columns(format)}
        rows={data?.financeInvoices.edges.map((edge) => edge.node)}
        rowKey={(invoice) => invoice.id}
        rowHref={(invoice) => `/backoffice/finance/invoices/${encodeURIComponent(invoice.id)}`}
        loading={isPending}
        error={error}
        pageInfo={data?.financeInvoices.pageInfo}
        empty={<Text>No invoices{status ? ' with this status' : ''} yet. Delivered orders create them.</Text>}
      />
    </Stack>
  );
}

export default function FinanceInvoicesPage() {
  return (
    <RequirePermission permission="finance.invoices.read">
      <FinanceInvoices />
    </RequirePermission>
  );
}
