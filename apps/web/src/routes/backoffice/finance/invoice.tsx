import { Group, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { DetailLayout } from '../../../components/backoffice/detail-layout.js';
import { CreditNotePanel } from '../../../features/finance/components/credit-note-panel.js';
import { InvoiceLines } from '../../../features/finance/components/invoice-lines.js';
import { InvoicePdfButton } from '../../../features/finance/components/invoice-pdf-button.js';
import { InvoiceStatusBadge } from '../../../features/finance/components/status-badge.js';
import { FinanceInvoiceDocument } from '../../../features/finance/invoices.generated.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';

/** /backoffice/finance/invoices/{id}: one invoice, read only, with its PDF. */
function FinanceInvoice() {
  const { id = '' } = useParams();
  const { data, isPending, error } = useGraphQLQuery(FinanceInvoiceDocument, { id });
  const invoice = data?.financeInvoice;
  const format = useClubFormats();
  return (
    <DetailLayout
      title={invoice ? `Invoice ${invoice.invoiceNumber}` : 'Invoice'}
      back={{ to: '/backoffice/finance/invoices', label: 'Invoices' }}
      label="invoice"
      loading={isPending}
      error={error}
      summary={
        invoice && (
          <Group gap="sm">
            <InvoiceStatusBadge status={invoice.status} />
            <Text size="sm">{invoice.account?.fullName ?? ''}</Text>
            <Text size="sm" c="dimmed">
              {format.date(invoice.dateCreated)}, due {format.date(invoice.dateDue)}
            </Text>
          </Group>
        )
      }
      actions={invoice && <InvoicePdfButton invoiceId={invoice.id} invoiceNumber={invoice.invoiceNumber} />}
      tabs={
        invoice
          ? [
              { value: 'lines', label: 'Lines', content: <InvoiceLines invoice={invoice} /> },
              { value: 'credit-notes', label: 'Credit notes', content: <CreditNotePanel invoiceId={invoice.id} /> },
            ]
          : []
      }
    />
  );
}

export default function FinanceInvoicePage() {
  return (
    <RequirePermission permission="finance.invoices.read">
      <FinanceInvoice />
    </RequirePermission>
  );
}
