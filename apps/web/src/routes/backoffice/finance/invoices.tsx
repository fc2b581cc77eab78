import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/backoffice/data-table.js';
import { FilterSelect } from '../../../components/backoffice/filter-select.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { DownloadButton } from '../../../components/download-button.js';
import { PageTitle } from '../../../components/page-title.js';
import { RelationSearch } from '../../../features/finance/components/relation-picker.js';
import { InvoiceStatusBadge } from '../../../features/finance/components/status-badge.js';
import { FinanceInvoiceEditorChoicesDocument } from '../../../features/finance/invoice-editor.generated.js';
import { FinanceInvoiceOpenTotalsDocument, FinanceInvoicesDocument, type FinanceInvoiceRowFieldsFragment } from '../../../features/finance/invoices.generated.js';
import { INVOICE_STATUSES, statusOptions } from '../../../features/finance/statuses.js';
import { hasStaffPermission } from '../../../features/session/staff-access.js';
import { useCurrentUser } from '../../../features/session/use-current-user.js';
import type { FinanceInvoiceStatus } from '../../../graphql-types.generated.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { useClubFormats, type ClubFormatters } from '../../../lib/use-club-formats.js';

const columns = (format: ClubFormatters): DataTableColumn<FinanceInvoiceRowFieldsFragment>[] => [
  { key: 'invoiceNumber', header: 'Invoice', cell: (invoice) => invoice.invoiceNumber ?? 'Draft' },
  { key: 'account', header: 'Customer', cell: (invoice) => invoice.account?.fullName ?? invoice.relationsBusiness?.name ?? '' },
  { key: 'status', header: 'Status', cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
  { key: 'dateCreated', header: 'Date', cell: (invoice) => format.date(invoice.dateCreated) },
  { key: 'dateDue', header: 'Due', cell: (invoice) => format.date(invoice.dateDue) },
  { key: 'total', header: 'Total', cell: (invoice) => invoice.totalDisplay },
  { key: 'paid', header: 'Paid', cell: (invoice) => invoice.paidDisplay },
  { key: 'balance', header: 'Balance', cell: (invoice) => invoice.balanceDisplay },
];

/** The list's filters in the URL, as the list, its open totals and its CSV take them. */
const FILTERS = ['status', 'group', 'account', 'business', 'dateFrom', 'dateTo', 'totalMin', 'totalMax'] as const;

const isInvoiceStatus = (value: string | null): value is FinanceInvoiceStatus => value !== null && value in INVOICE_STATUSES;

/** /backoffice/finance/invoices: the club's invoices, newest first, filtered, with what is open and a CSV for the accountant. */
function FinanceInvoices() {
  const list = useListParams();
  const format = useClubFormats();
  const { user } = useCurrentUser();
  const filters = Object.fromEntries(FILTERS.map((name) => [name, list.filter(name)])) as Record<(typeof FILTERS)[number], string | null>;
  const variables = { ...filters, status: isInvoiceStatus(filters.status) ? filters.status : null };
  const { data, isPending, error } = useGraphQLQuery(FinanceInvoicesDocument, { ...list.window, ...variables });
  const open = useGraphQLQuery(FinanceInvoiceOpenTotalsDocument, variables).data?.financeInvoiceOpenTotals;
  const groups = useGraphQLQuery(FinanceInvoiceEditorChoicesDocument, {}).data?.financeInvoiceGroups.edges ?? [];
  const csvQuery = new URLSearchParams(Object.entries(variables).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')).toString();
  const textFilter = (name: 'dateFrom' | 'dateTo' | 'totalMin' | 'totalMax', label: string, type: 'date' | 'text') => (
    <TextInput
      type={type}
      inputMode={type === 'text' ? 'decimal' : undefined}
      label={label}
      value={filters[name] ?? ''}
      onChange={(event) => list.setFilter(name, event.currentTarget.value || null)}
      w={type === 'date' ? 180 : 120}
    />
  );
  return (
    <Stack gap="md">
      <PageTitle>Invoices</PageTitle>
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <FilterSelect list={list} name="status" label="Status" allLabel="All statuses" options={statusOptions(INVOICE_STATUSES)} />
          <FilterSelect list={list} name="group" label="Invoice group" allLabel="All groups" options={groups.map(({ node }) => ({ value: node.id, label: node.name }))} />
          <RelationSearch kind="business" required={false} value={filters.business ?? ''} onChange={(id) => list.setFilter('business', id || null)} />
          {textFilter('dateFrom', 'From', 'date')}
          {textFilter('dateTo', 'Until', 'date')}
          {textFilter('totalMin', 'Total from', 'text')}
          {textFilter('totalMax', 'Total up to', 'text')}
        </Group>
        <Group>
          <DownloadButton path={`/api/finance/invoices/csv/?${csvQuery}`} fileName="invoices.csv">
            Download CSV
          </DownloadButton>
          {user !== null && hasStaffPermission(user, 'finance.invoices.edit') && (
            <Button component={Link} to="/backoffice/finance/invoices/new">
              New invoice
            </Button>
          )}
        </Group>
      </Group>
      {open && (
        <Text role="status" aria-label="Open invoices">
          Open: {open.count === 1 ? '1 invoice' : `${open.count} invoices`}, {open.balanceDisplay} to be paid
        </Text>
      )}
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
        empty={<Text>{csvQuery ? 'No invoice matches these filters.' : 'No invoices yet. Delivered orders create them, or write one with New invoice.'}</Text>}
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
