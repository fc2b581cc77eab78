import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.js';
import { InvoiceLines } from '../../features/finance/components/invoice-lines.js';
import { InvoicePdfButton } from '../../features/finance/components/invoice-pdf-button.js';
import { InvoiceStatusBadge } from '../../features/finance/components/status-badge.js';
import { FinanceInvoiceDocument } from '../../features/finance/invoices.generated.js';
import { formatDate } from '../../features/schedule/dates.js';
import { RequireLogin } from '../../features/session/require-login.js';
import { useGraphQLQuery } from '../../lib/use-graphql-query.js';

function MyInvoice({ id }: { id: string }) {
  const { data, isPending, error } = useGraphQLQuery(FinanceInvoiceDocument, { id });
  if (isPending) return <Text>Loading Data...</Text>;
  if (error) return <Alert color="red" variant="outline" title="Error loading invoice :(">{error.message}</Alert>;
  const invoice = data.financeInvoice;
  return (
    <Stack gap="md">
      <PageTitle>{`Invoice ${invoice.invoiceNumber}`}</PageTitle>
      <Group gap="sm">
        <InvoiceStatusBadge status={invoice.status} />
        <Text size="sm">
          {formatDate(invoice.dateCreated)}, due {formatDate(invoice.dateDue)}
        </Text>
      </Group>
      {invoice.summary && <Text>{invoice.summary}</Text>}
      <Group>
        <InvoicePdfButton invoiceId={invoice.id} invoiceNumber={invoice.invoiceNumber} />
      </Group>
      <InvoiceLines invoice={invoice} />
    </Stack>
  );
}

/** /shop/invoices/{id}: one of the member's invoices, with its PDF. */
export default function MyInvoicePage() {
  const { id = '' } = useParams();
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/shop/invoices">
        ← My invoices
      </Anchor>
      <RequireLogin>
        <MyInvoice id={id} />
      </RequireLogin>
    </Stack>
  );
}
