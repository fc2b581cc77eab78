import { useParams } from 'react-router';
import DetailPage from './my-order.js';
import ListPage from './my-orders.js';

/** /shop/orders and /shop/orders/{id}: one route for the list and its detail (every route adds to the entry chunk's route table). */
export default function ShopOrdersRoute() {
  return useParams().id ? <DetailPage /> : <ListPage />;
}
