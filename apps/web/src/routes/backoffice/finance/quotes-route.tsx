import { useParams } from 'react-router';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import NewPage from './new-quote.js';
import DetailPage from './quote.js';
import ListPage from './quotes.js';

/** /backoffice/finance/quotes, …/quotes/new and …/quotes/{id}: one route for the list, a new quote and a quote's page. */
export default function FinanceQuotesRoute() {
  const { id } = useParams();
  return <RequirePermission permission="finance.quotes.view">{id === 'new' ? <NewPage /> : id ? <DetailPage /> : <ListPage />}</RequirePermission>;
}
