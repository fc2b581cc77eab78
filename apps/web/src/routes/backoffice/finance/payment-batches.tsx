import '@mantine/core/styles/List.css';
import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '../../../components/backoffice/data-table.js';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { PageTitle } from '../../../components/page-title.js';
import { BuildCategoryBatch } from '../../../features/direct-debit/components/build-category-batch.js';
import { useBuildBatch } from '../../../features/direct-debit/hooks/use-batch-actions.js';
import { DirectDebitBatchesDocument, type DirectDebitBatchesQuery } from '../../../features/direct-debit/payment-batches.generated.js';
import { BATCH_STATUS_LABELS } from '../../../features/direct-debit/batch-status.js';
import { hasStaffPermission } from '../../../features/session/staff-access.js';
import { useCurrentUser } from '../../../features/session/use-current-user.js';
import { useClubFormats, type ClubFormatters } from '../../../lib/use-club-formats.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

type BatchRow = DirectDebitBatchesQuery['directDebitBatches']['edges'][number]['node'];

const columns = (format: ClubFormatters): DataTableColumn<BatchRow>[] => [
  { key: 'collectionDate', header: 'Collection date', cell: (batch) => format.date(batch.collectionDate) },
  { key: 'status', header: 'Status', cell: (batch) => BATCH_STATUS_LABELS[batch.status] },
  { key: 'kind', header: 'Collects', cell: (batch) => (batch.categoryMonth ? `${batch.description}` : 'Open invoices') },
  { key: 'itemCount', header: 'Items', cell: (batch) => batch.itemCount },
  { key: 'total', header: 'Total', cell: (batch) => batch.totalDisplay },
];

/** Builds a batch on the first collection date the club's notice days allow, and lists what it left out and why. */
function BuildBatch({ proposedDate }: { proposedDate: string }) {
  const format = useClubFormats();
  const build = useBuildBatch();
  const result = build.data?.buildDirectDebitBatch;
  return (
    <Stack gap="xs">
      <Button w="fit-content" loading={build.isPending} onClick={() => build.mutate({ input: {} })}>
        Build a batch collecting on {format.date(proposedDate)}
      </Button>
      {result && (
        <Alert color={result.batch ? 'teal.9' : 'gray'} variant="outline" title={result.batch ? `Batch built: ${result.batch.itemCount} invoices, ${result.batch.totalDisplay}` : 'No invoice could be collected'}>
          {result.leftOut.length === 0 ? (
            <Text size="sm">No open direct debit invoice was left out.</Text>
          ) : (
            <>
              <Text size="sm">Left out:</Text>
              <List size="sm">
                {result.leftOut.map((invoice) => (
                  <List.Item key={invoice.invoiceNumber}>
                    {invoice.invoiceNumber} ({invoice.accountName}): {invoice.reason}
                  </List.Item>
                ))}
              </List>
            </>
          )}
        </Alert>
      )}
    </Stack>
  );
}

/** /backoffice/finance/payment-batches: the club's collection batches, newest first; each opens its detail. */
function PaymentBatches() {
  const list = useListParams();
  const format = useClubFormats();
  const { user } = useCurrentUser();
  const { data, isPending, error } = useGraphQLQuery(DirectDebitBatchesDocument, list.window);
  const settings = data?.directDebitSettings;
  return (
    <Stack gap="md">
      <PageTitle>Payment batches</PageTitle>
      {data && !settings && <Text>Direct debit needs the club's creditor identifier and bank account before a batch can be built.</Text>}
      {settings && user && hasStaffPermission(user, 'finance.batches.edit') && <BuildBatch proposedDate={settings.proposedCollectionDate} />}
      {settings && user && hasStaffPermission(user, 'finance.batches.edit') && hasStaffPermission(user, 'finance.setup.view') && <BuildCategoryBatch proposedDate={settings.proposedCollectionDate} />}
      <DataTable
        label="payment batches"
        list={list}
        columns={columns(format)}
        rows={data?.directDebitBatches.edges.map((edge) => edge.node)}
        rowKey={(batch) => batch.id}
        rowHref={(batch) => `/backoffice/finance/payment-batches/${encodeURIComponent(batch.id)}`}
        loading={isPending}
        error={error}
        pageInfo={data?.directDebitBatches.pageInfo}
        empty={<Text>No payment batches yet. A batch collects the open invoices members pay by direct debit.</Text>}
      />
    </Stack>
  );
}

export default function PaymentBatchesPage() {
  return (
    <RequirePermission permission="finance.batches.view">
      <PaymentBatches />
    </RequirePermission>
  );
}
