import { useParams } from 'react-router';
import DetailPage from './trainer.js';
import ListPage from './trainers.js';

/** /backoffice/schedule/trainers and /backoffice/schedule/trainers/{id}: one route for the list and its detail. */
export default function TrainersRoute() {
  return useParams().id ? <DetailPage /> : <ListPage />;
}
