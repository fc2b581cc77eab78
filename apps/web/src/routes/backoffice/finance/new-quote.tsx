import { DetailLayout } from '../../../components/backoffice/detail-layout.js';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { QuoteEditor } from './quote-editor.js';

/** /backoffice/finance/quotes/new: a new draft quote (finance.quotes.edit). */
export default function NewFinanceQuote() {
  return (
    <RequirePermission permission="finance.quotes.edit">
      <DetailLayout
        title="New quote"
        back={{ to: '/backoffice/finance/quotes', label: 'Quotes' }}
        label="quote"
        loading={false}
        error={null}
        tabs={[{ value: 'details', label: 'Details', content: <QuoteEditor quote={null} /> }]}
      />
    </RequirePermission>
  );
}
