import { useParams } from 'react-router';
import DetailPage from './order.js';
import ListPage from './orders.js';

/** /backoffice/finance/orders and /backoffice/finance/orders/{id}: one route for the list and its detail (every route adds to the entry chunk's route table). */
export default function FinanceOrdersRoute() {
  return useParams().id ? <DetailPage /> : <ListPage />;
}
