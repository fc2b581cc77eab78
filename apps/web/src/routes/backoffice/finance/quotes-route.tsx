import { useParams } from 'react-router';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import DetailPage from './quote.js';
import ListPage from './quotes.js';

/** /backoffice/finance/quotes and …/quotes/{id}: one route for the list and a quote's page. */
export default function FinanceQuotesRoute() {
  return <RequirePermission permission="finance.quotes.view">{useParams().id ? <DetailPage /> : <ListPage />}</RequirePermission>;
}
