import { useParams } from 'react-router';
import DetailPage from './payment-batch.js';
import ListPage from './payment-batches.js';

/** /backoffice/finance/payment-batches and /backoffice/finance/payment-batches/{id}: one route for the list and its detail. */
export default function PaymentBatchesRoute() {
  return useParams().id ? <DetailPage /> : <ListPage />;
}
