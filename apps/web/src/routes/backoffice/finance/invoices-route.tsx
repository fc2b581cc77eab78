import { useParams } from 'react-router';
import DetailPage from './invoice.js';
import ListPage from './invoices.js';

/** /backoffice/finance/invoices and /backoffice/finance/invoices/{id}: one route for the list and its detail (every route adds to the entry chunk's route table). */
export default function FinanceInvoicesRoute() {
  return useParams().id ? <DetailPage /> : <ListPage />;
}
