import { DownloadButton } from '../../../components/download-button.js';

/** Downloads an invoice's PDF; a draft has no number yet. */
export function InvoicePdfButton({ invoiceId, invoiceNumber }: { invoiceId: string; invoiceNumber: string | null }) {
  return (
    <DownloadButton path={`/api/finance/invoices/${encodeURIComponent(invoiceId)}/pdf/`} fileName={`${invoiceNumber ?? 'draft-invoice'}.pdf`}>
      Download PDF
    </DownloadButton>
  );
}
