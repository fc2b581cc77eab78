import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { Permission } from '@kiai/shared';
import { Link, useParams } from 'react-router';
import { DetailLayout, type DetailTab } from '../../../components/backoffice/detail-layout.js';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { CreditNotePanel } from '../../../features/finance/components/credit-note-panel.js';
import { InvoiceEditor, draftValuesOf, newDraftValues } from '../../../features/finance/components/invoice-editor.js';
import { InvoiceLines } from '../../../features/finance/components/invoice-lines.js';
import { InvoicePdfButton } from '../../../features/finance/components/invoice-pdf-button.js';
import { RecordPaymentForm } from '../../../features/finance/components/record-payment-form.js';
import { InvoiceStatusBadge } from '../../../features/finance/components/status-badge.js';
import { useInvoiceSteps } from '../../../features/finance/hooks/use-invoice-steps.js';
import { FinanceInvoiceDraftDocument } from '../../../features/finance/invoice-editor.generated.js';
import { FinanceInvoiceDocument, type FinanceInvoiceQuery } from '../../../features/finance/invoices.generated.js';
import { hasStaffPermission } from '../../../features/session/staff-access.js';
import { useCurrentUser } from '../../../features/session/use-current-user.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

type Invoice = FinanceInvoiceQuery['financeInvoice'];

const LIST = { to: '/backoffice/finance/invoices', label: 'Invoices' };
const isIssued = (invoice: Invoice) => invoice.status !== 'DRAFT' && invoice.status !== 'CANCELLED';

/** The draft as the editor changes it (its ids, not its display texts). */
function DraftEditor({ id }: { id: string }) {
  const { data, error } = useGraphQLQuery(FinanceInvoiceDraftDocument, { id });
  if (error) return <Text>Error loading the draft :( {error.message}</Text>;
  if (!data) return <Loader aria-label="Loading the draft" />;
  return <InvoiceEditor id={id} initial={draftValuesOf(data.financeInvoice)} />;
}

/** The payments recorded on the invoice, and recording one for those who may. */
function Payments({ invoice, mayRecord }: { invoice: Invoice; mayRecord: boolean }) {
  const format = useClubFormats();
  return (
    <Stack gap="lg">
      {invoice.payments.length === 0 ? (
        <Text>No payments recorded yet.</Text>
      ) : (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {invoice.payments.map((payment) => (
            <Text key={payment.id} component="li" size="sm">
              {format.date(payment.date)}: {format.money(payment.amount)} ({payment.paymentMethod}
              {payment.reference ? `, ${payment.reference}` : ''})
            </Text>
          ))}
        </Stack>
      )}
      {mayRecord && <RecordPaymentForm invoiceId={invoice.id} balance={invoice.balance} />}
    </Stack>
  );
}

/** Edit, Issue and Delete for a draft; Record payment on an issued invoice; each only for staff whose role allows it. */
function Actions({ invoice, may }: { invoice: Invoice; may: (p: Permission) => boolean }) {
  const steps = useInvoiceSteps(invoice.id);
  const draft = invoice.status === 'DRAFT';
  return (
    <Group gap="xs">
      <InvoicePdfButton invoiceId={invoice.id} invoiceNumber={invoice.invoiceNumber} />
      {draft && may('finance.invoices.edit') && (
        <Button component={Link} to="?tab=edit" variant="default">
          Edit
        </Button>
      )}
      {draft && may('finance.invoices.issue') && (
        <Button loading={steps.busy} onClick={steps.confirmIssue}>
          Issue
        </Button>
      )}
      {draft && may('finance.invoices.edit') && (
        <Button variant="outline" color="red.8" loading={steps.busy} onClick={steps.confirmDelete}>
          Delete
        </Button>
      )}
      {isIssued(invoice) && may('finance.payments.record') && (
        <Button component={Link} to="?tab=payments" variant="default">
          Record payment
        </Button>
      )}
    </Group>
  );
}

function tabsOf(invoice: Invoice, may: (p: Permission) => boolean): DetailTab[] {
  const tabs: (DetailTab | false)[] = [
    { value: 'lines', label: 'Lines', content: <InvoiceLines invoice={invoice} /> },
    invoice.status === 'DRAFT' && may('finance.invoices.edit') && { value: 'edit', label: 'Edit', content: <DraftEditor id={invoice.id} /> },
    isIssued(invoice) && { value: 'payments', label: 'Payments', content: <Payments invoice={invoice} mayRecord={may('finance.payments.record')} /> },
    isIssued(invoice) && { value: 'credit-notes', label: 'Credit notes', content: <CreditNotePanel invoiceId={invoice.id} /> },
  ];
  return tabs.filter((tab): tab is DetailTab => tab !== false);
}

/** /backoffice/finance/invoices/{id}: one invoice with its lines, totals per rate, payments, credit notes and the steps its status allows. */
function FinanceInvoice({ id }: { id: string }) {
  const { data, isPending, error } = useGraphQLQuery(FinanceInvoiceDocument, { id });
  const { user } = useCurrentUser();
  const invoice = data?.financeInvoice;
  const format = useClubFormats();
  const may = (permission: Permission) => user !== null && hasStaffPermission(user, permission);
  return (
    <DetailLayout
      title={invoice ? (invoice.invoiceNumber ? `Invoice ${invoice.invoiceNumber}` : 'Draft invoice') : 'Invoice'}
      back={LIST}
      label="invoice"
      loading={isPending}
      error={error}
      summary={
        invoice && (
          <Group gap="sm">
            <InvoiceStatusBadge status={invoice.status} />
            <Text size="sm">{invoice.account?.fullName ?? invoice.relationsBusiness?.name ?? ''}</Text>
            {invoice.status === 'DRAFT' ? (
              <Text size="sm" c="dimmed">
                No number until it is issued
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {format.date(invoice.dateCreated)}, due {format.date(invoice.dateDue)}
              </Text>
            )}
            <Text size="sm">
              Total {format.money(invoice.total)} · Paid {format.money(invoice.paid)} · Open {format.money(invoice.balance)}
            </Text>
          </Group>
        )
      }
      actions={invoice && <Actions invoice={invoice} may={may} />}
      tabs={invoice ? tabsOf(invoice, may) : []}
    />
  );
}

/** /backoffice/finance/invoices/new: a new invoice, saved as a draft. */
function NewInvoice() {
  return (
    <DetailLayout
      title="New invoice"
      back={LIST}
      label="invoice"
      loading={false}
      error={null}
      tabs={[{ value: 'invoice', label: 'Invoice', content: <InvoiceEditor id={null} initial={newDraftValues()} /> }]}
    />
  );
}

export default function FinanceInvoicePage() {
  const { id = '' } = useParams();
  return id === 'new' ? (
    <RequirePermission permission="finance.invoices.edit">
      <NewInvoice />
    </RequirePermission>
  ) : (
    <RequirePermission permission="finance.invoices.read">
      <FinanceInvoice id={id} />
    </RequirePermission>
  );
}
