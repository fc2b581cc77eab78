import { DownloadButton } from '../../../components/download-button.js';

/** Downloads a quote's PDF (finance.quotes.view); a draft's is a preview without a number. */
export function QuotePdfButton({ quoteId, quoteNumber }: { quoteId: string; quoteNumber: string | null }) {
  return (
    <DownloadButton path={`/api/finance/quotes/${encodeURIComponent(quoteId)}/pdf/`} fileName={`${quoteNumber ? `quote-${quoteNumber}` : 'draft-quote'}.pdf`}>
      Download PDF
    </DownloadButton>
  );
}
