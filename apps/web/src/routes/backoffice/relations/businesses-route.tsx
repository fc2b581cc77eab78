import { useParams } from 'react-router';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import DetailPage from './business.js';
import ListPage from './businesses.js';

/** /backoffice/relations/businesses and …/businesses/{id|new}: one route for the list and its records. */
export default function RelationsBusinessesRoute() {
  return <RequirePermission permission="relations.businesses.view">{useParams().id ? <DetailPage /> : <ListPage />}</RequirePermission>;
}
