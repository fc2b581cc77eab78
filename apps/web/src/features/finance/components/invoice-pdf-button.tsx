import { Button } from '@mantine/core';
import { useState } from 'react';
import { downloadFile } from '../../../lib/download-file.js';
import { toastDanger } from '../../../lib/toast.js';

/**
 * Downloads an invoice's PDF (the request needs the session's token, so this fetches it and saves the file); a
 * draft has no number yet.
 */
export function InvoicePdfButton({ invoiceId, invoiceNumber }: { invoiceId: string; invoiceNumber: string | null }) {
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    downloadFile(`/api/finance/invoices/${encodeURIComponent(invoiceId)}/pdf/`, `${invoiceNumber ?? 'draft-invoice'}.pdf`)
      .catch((error: unknown) => toastDanger(`The PDF could not be downloaded: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => setDownloading(false));
  };
  return (
    <Button variant="light" loading={downloading} onClick={download}>
      Download PDF
    </Button>
  );
}
