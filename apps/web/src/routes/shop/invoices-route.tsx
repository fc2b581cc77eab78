import { useParams } from 'react-router';
import DetailPage from './my-invoice.js';
import ListPage from './my-invoices.js';

/** /shop/invoices and /shop/invoices/{id}: one route for the list and its detail (every route adds to the entry chunk's route table). */
export default function ShopInvoicesRoute() {
  return useParams().id ? <DetailPage /> : <ListPage />;
}
